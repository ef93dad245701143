import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/when-idle'
import type { ActorBox } from '~/machines/lazy-actor'

/**
 * The view of an app-wide actor that loads on first use (machines/lazy-actor.ts), `children`
 * being that view made lazy from `loadView`: a chunk of its own that no first screen waits for.
 * It loads once the page is idle, so the first use is not kept waiting for it, or when the actor
 * is asked for first; nothing renders before the actor exists, and the view then stays mounted.
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
  useEffect(() => whenIdle(() => void loadView()), [loadView])
  return hasActor ? <Suspense fallback={null}>{children}</Suspense> : null
}
