/** The app's one confirm dialog, opened from anywhere; the dialog host renders its snapshot. */
import { createActor } from 'xstate'
import {
  type ConfirmOptions,
  type ConfirmOutcome,
  confirmDialogMachine,
} from './confirm-dialog.machine'
import { inspectOption } from './inspect'

export type { ConfirmOptions, ConfirmOutcome } from './confirm-dialog.machine'

export const confirmDialog = createActor(confirmDialogMachine, { inspect: inspectOption() }).start()

/**
 * Opens the dialog; resolves when it closes: 'confirmed' (the action succeeded), 'failed' (the
 * error toast is already shown) or 'cancelled'. Never rejects. While another confirmation is open
 * this one is not shown and resolves 'cancelled' at once: one question at a time.
 */
export function confirmAction(options: ConfirmOptions): Promise<ConfirmOutcome> {
  if (!confirmDialog.getSnapshot().matches('closed')) return Promise.resolve('cancelled')
  return new Promise((resolve) => {
    const subscription = confirmDialog.on('confirm.closed', ({ outcome }) => {
      subscription.unsubscribe()
      resolve(outcome)
    })
    confirmDialog.send({ type: 'confirm.open', options })
  })
}
