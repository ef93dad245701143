import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '~/lib/when-idle'
import { confirmDialog } from '~/machines/confirm-dialog'

const loadView = () => import('./ConfirmDialogView')
const ConfirmDialogView = lazy(loadView)

/**
 * The one confirm dialog (SPEC §4). Its view (S2's dialog and text field) is a chunk of its own
 * that no first screen waits for: it loads once the page is idle, or when a confirm is asked for
 * first, and then stays mounted so the dialog can animate out.
 */
export function ConfirmDialogHost() {
  const isAsked = useSelector(confirmDialog, (snapshot) => snapshot.context.options !== undefined)
  const [isNeeded, setNeeded] = useState(false)
  if (isAsked && !isNeeded) setNeeded(true)
  useEffect(() => whenIdle(() => void loadView()), [])
  return isNeeded ? (
    <Suspense fallback={null}>
      <ConfirmDialogView />
    </Suspense>
  ) : null
}
