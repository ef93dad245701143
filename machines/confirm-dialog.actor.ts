/**
 * The app's one confirm dialog as a running actor. Only what needs the actor itself imports this
 * module (the dialog's view, tests); everything else goes through ./confirm-dialog, which loads it
 * on first use (./lazy-actor).
 */
import { createActor } from 'xstate'
import { confirmDialogMachine } from './confirm-dialog.machine'
import { inspectOption } from './inspect'
import { confirmDialogBox } from './lazy-actor'

export const confirmDialog = createActor(confirmDialogMachine, { inspect: inspectOption() }).start()

export type ConfirmDialogActor = typeof confirmDialog

confirmDialogBox.attach(confirmDialog)
