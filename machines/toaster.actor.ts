/**
 * The app's one toast queue as a running actor. Only what needs the actor itself imports this
 * module (the toasts' view, machines that send to the queue, tests); everything else goes through
 * ./toaster, which loads it on first use (./lazy-actor).
 */
import { createActor } from 'xstate'
import { inspectOption } from './inspect'
import { toasterBox } from './lazy-actor'
import { toastMachine } from './toast.machine'

export const toaster = createActor(toastMachine, { inspect: inspectOption() }).start()

export type Toaster = typeof toaster

toasterBox.attach(toaster)
