import { lazy } from 'react'
import { lazyConfirmDialog } from '~/machines/confirm-dialog'
import { LazyActorView } from './LazyActorView'

const loadView = () => import('./ConfirmDialogView')
const ConfirmDialogView = lazy(loadView)

/**
 * The one confirm dialog (SPEC §4): its view (S2's dialog and text field) and machine (xstate
 * included) load off the first screen; the view stays mounted so the dialog can animate out.
 */
export function ConfirmDialogHost() {
  return (
    <LazyActorView actor={lazyConfirmDialog} loadView={loadView}>
      <ConfirmDialogView />
    </LazyActorView>
  )
}
