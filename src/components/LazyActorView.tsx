import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/when-idle'
import { whenUserActs } from '~/lib/when-user-acts'
import type { LazyActor } from '~/machines/lazy-actor'

/** A menu opened by the first press has its dialog's code before an item is chosen. */
const VIEW_LOAD_WAIT_MS = 1000

/**
 * The view of an app-wide actor that loads on first use (machines/lazy-actor.ts), `children`
 * being that view made lazy from `loadView`: a chunk of its own that no first screen waits for.
 * It loads after the user's first press of a pointer or a key, so the dialog a menu item opens is
 * there when the item is chosen, or when the actor is asked for first (a toast no press led to);
 * nothing renders before the actor exists, and the view then stays mounted. After the press, it
 * waits for the browser to be idle (at most VIEW_LOAD_WAIT_MS): a first press that follows a link
 * starts the next page's code and requests, and the view's files would otherwise take the
 * browser's connections and main thread from them (scripts/bench.mjs, the hovered click).
 */
export function LazyActorView({
  actor,
  loadView,
  children,
}: {
  actor: Pick<LazyActor<unknown, never>, 'current' | 'subscribe'>
  loadView: () => Promise<unknown>
  children: ReactNode
}) {
  const hasActor = useSyncExternalStore(actor.subscribe, () => actor.current() !== undefined)
  useEffect(() => {
    let cancelLoad = () => {}
    const cancelPress = whenUserActs(() => {
      cancelLoad = whenIdle(() => void loadView(), VIEW_LOAD_WAIT_MS)
    })
    return () => {
      cancelPress()
      cancelLoad()
    }
  }, [loadView])
  return hasActor ? <Suspense fallback={null}>{children}</Suspense> : null
}
