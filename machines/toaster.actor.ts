/**
 * The app's one toast queue as a running actor. Only what needs the actor itself imports this
 * module (the toasts' view, machines that send to the queue, tests); everything else goes through
 * ./toaster, which loads it on first use (./lazy-actor).
 */
import { createActor } from 'xstate'
import { inspectOption } from './inspect'
import { toastMachine } from './toast.machine'
import { type Toaster, toasterBox } from './toaster-box'

export const toaster: Toaster = createActor(toastMachine, { inspect: inspectOption() }).start()

toasterBox.attach(toaster)
