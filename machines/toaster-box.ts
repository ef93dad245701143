/**
 * Where the running toast queue is found once its module (./toaster.actor) has run: apart from
 * that module and from ./lazy-actor, so neither imports the other (docs/architecture.md,
 * Machines). The type comes from the machine, not from the actor's module.
 */
import type { Actor } from 'xstate'
import { actorBox } from './lazy-actor'
import type { toastMachine } from './toast.machine'

export type Toaster = Actor<typeof toastMachine>

export const toasterBox = actorBox<Toaster>()
