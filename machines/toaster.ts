/**
 * The app's one toast queue, usable from anywhere (forms, confirm dialogs, mutations). The queue's
 * actor (./toast.machine) loads on first use, off the first screen's path (./lazy-actor): a toast
 * asked for before then is kept and shown, in order, once it has loaded.
 */
import { lazyActor } from './lazy-actor'
import type { ToastEvent, Toaster, ToastInput } from './toast.machine'

export type { Toast, ToastCta, ToastInput, ToastVariant } from './toast.machine'

export const lazyToaster = lazyActor<Toaster, ToastEvent>(
  'toast queue',
  () => import('./toast.machine'),
)

/** Ids for toasts that wait for the queue; the queue's own are toast-1, toast-2, … */
let waitingCount = 0

/** Shows a toast; returns its id, for `dismissToast`. */
export function addToast(input: ToastInput): string {
  const toaster = lazyToaster.current()
  if (toaster) {
    toaster.send({ type: 'toast.add', toast: input })
    return input.id ?? toaster.getSnapshot().context.toasts.at(-1)?.id ?? ''
  }
  waitingCount += 1
  const toast = { ...input, id: input.id ?? `toast-waited-${waitingCount}` }
  lazyToaster.send({ type: 'toast.add', toast })
  return toast.id
}

export function dismissToast(id: string) {
  lazyToaster.sendIfAsked({ type: 'toast.dismiss', id })
}

export function dismissAllToasts() {
  lazyToaster.sendIfAsked({ type: 'toast.dismissAll' })
}
