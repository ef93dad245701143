/**
 * Where the running confirm dialog is found once its module (./confirm-dialog.actor) has run:
 * apart from that module and from ./lazy-actor, so neither imports the other
 * (docs/architecture.md, Machines). The type comes from the machine, not from the actor's module.
 */
import type { Actor } from 'xstate'
import type { confirmDialogMachine } from './confirm-dialog.machine'
import { actorBox } from './lazy-actor'

export type ConfirmDialogActor = Actor<typeof confirmDialogMachine>

export const confirmDialogBox = actorBox<ConfirmDialogActor>()
