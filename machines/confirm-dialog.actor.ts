/**
 * The app's one confirm dialog as a running actor. Only what needs the actor itself imports this
 * module (the dialog's view, tests); everything else goes through ./confirm-dialog, which loads it
 * on first use (./lazy-actor).
 */
import { createActor } from 'xstate'
import { confirmDialogMachine } from './confirm-dialog.machine'
import { type ConfirmDialogActor, confirmDialogBox } from './confirm-dialog-box'
import { inspectOption } from './inspect'

export const confirmDialog: ConfirmDialogActor = createActor(confirmDialogMachine, {
  inspect: inspectOption(),
}).start()

confirmDialogBox.attach(confirmDialog)
