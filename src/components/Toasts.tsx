import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/when-idle'
import { toasterBox } from '~/machines/lazy-actor'

const loadView = () => import('./ToastsView')
const ToastsView = lazy(loadView)

const isLoaded = () => toasterBox.current() !== undefined

/**
 * The toasts (SPEC §2, §8). Their view and queue (xstate included) are chunks of their own that no
 * first screen waits for: they load once the page is idle, so that the first toast is not kept
 * waiting for them, or when a toast is asked for first. Nothing renders before the queue exists.
 */
export function Toasts() {
  const hasQueue = useSyncExternalStore(toasterBox.subscribe, isLoaded)
  useEffect(() => whenIdle(() => void loadView()), [])
  return hasQueue ? (
    <Suspense fallback={null}>
      <ToastsView />
    </Suspense>
  ) : null
}
