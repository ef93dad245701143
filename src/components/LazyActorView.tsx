import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenUserActs } from '~/lib/when-user-acts'
import type { ActorBox } from '~/machines/lazy-actor'

/**
 * The view of an app-wide actor that loads on first use (machines/lazy-actor.ts), `children`
 * being that view made lazy from `loadView`: a chunk of its own that no first screen waits for.
 * It loads on the user's first press of a pointer or a key, so the dialog a menu item opens is
 * there when the item is chosen, or when the actor is asked for first (a toast no press led to);
 * nothing renders before the actor exists, and the view then stays mounted.
 */
export function LazyActorView({
  box,
  loadView,
  children,
}: {
  box: ActorBox<unknown>
  loadView: () => Promise<unknown>
  children: ReactNode
}) {
  const hasActor = useSyncExternalStore(box.subscribe, () => box.current() !== undefined)
  useEffect(() => whenUserActs(() => void loadView()), [loadView])
  return hasActor ? <Suspense fallback={null}>{children}</Suspense> : null
}
