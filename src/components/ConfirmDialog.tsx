import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/when-idle'
import { confirmDialogBox } from '~/machines/lazy-actor'

const loadView = () => import('./ConfirmDialogView')
const ConfirmDialogView = lazy(loadView)

const isLoaded = () => confirmDialogBox.current() !== undefined

/**
 * The one confirm dialog (SPEC §4). Its view (S2's dialog and text field) and machine (xstate
 * included) are chunks of their own that no first screen waits for: they load once the page is
 * idle, or when a confirm is asked for first, and the view then stays mounted so the dialog can
 * animate out.
 */
export function ConfirmDialogHost() {
  const hasDialog = useSyncExternalStore(confirmDialogBox.subscribe, isLoaded)
  useEffect(() => whenIdle(() => void loadView()), [])
  return hasDialog ? (
    <Suspense fallback={null}>
      <ConfirmDialogView />
    </Suspense>
  ) : null
}
