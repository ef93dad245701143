/** The app's one toast queue, usable from anywhere (forms, confirm dialogs, mutations). */
import { createActor } from 'xstate'
import { inspectOption } from './inspect'
import { type ToastInput, toastMachine } from './toast.machine'

export type { Toast, ToastCta, ToastInput, ToastVariant } from './toast.machine'

export const toaster = createActor(toastMachine, { inspect: inspectOption() }).start()

/** Shows a toast; returns its id, for `dismissToast`. */
export function addToast(input: ToastInput): string {
  toaster.send({ type: 'toast.add', toast: input })
  return input.id ?? toaster.getSnapshot().context.toasts.at(-1)?.id ?? ''
}

export function dismissToast(id: string) {
  toaster.send({ type: 'toast.dismiss', id })
}

export function dismissAllToasts() {
  toaster.send({ type: 'toast.dismissAll' })
}
