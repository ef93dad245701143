/**
 * The toast queue (SPEC §3, §4, §8, §9). The parent keeps the shown toasts in order; each toast
 * gets a spawned `toastTimer` child (same id as the toast) whose `after` dismisses it, so every
 * toast and its countdown is visible in the inspector. Removing a toast, by the user or by its
 * timer, stops the timer and calls `onClose` exactly once.
 *
 * The app's one queue (`toaster`) starts when this module is evaluated; only what needs the actor
 * itself imports it (the toasts' view, machines that send to the queue, tests): everything else
 * goes through ./toaster, which loads this module on first use (./lazy-actor).
 */
import type { ReactNode } from 'react'
import { type Actor, createActor, enqueueActions, sendParent, setup } from 'xstate'
import { ERROR_TOAST_TIMEOUT_MS, TOAST_CTA_MAX_LENGTH, TOAST_TIMEOUT_MS } from '~/lib/constants'
import { truncate } from '~/lib/truncate'
import { inspectOption } from './inspect'
import { provideActor } from './lazy-actor'

export type ToastVariant = 'success' | 'error' | 'info'

export interface ToastCta {
  text: string
  /** An app path, followed client-side. */
  link: string
}

/** What the app passes to `addToast`. Everything but `content` has a default. */
export interface ToastInput {
  /** Lets a caller dismiss its toast later; made up when absent. A shown id is not added twice. */
  id?: string
  /** Default by variant: Success, Error, Note. */
  title?: string
  content: ReactNode
  /** Default 'success'. */
  variant?: ToastVariant
  /** Milliseconds until it dismisses itself; default 5000, 15000 for errors; `null` never. */
  timeout?: number | null
  /** Its text is cut to 36 characters with an ellipsis. */
  cta?: ToastCta
  /** Called once when the toast goes, whether dismissed by the user or by its timeout. */
  onClose?: () => void
}

/** A shown toast, every default filled in. */
export interface Toast {
  id: string
  title: string
  content: ReactNode
  variant: ToastVariant
  timeout: number | null
  cta?: ToastCta
  onClose?: () => void
}

export const defaultTitles: Record<ToastVariant, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Note',
}

/** Errors stay longer: they are read, and may be copied into a report. */
export const defaultTimeouts: Record<ToastVariant, number> = {
  success: TOAST_TIMEOUT_MS,
  error: ERROR_TOAST_TIMEOUT_MS,
  info: TOAST_TIMEOUT_MS,
}

/**
 * Fills in the defaults. A call-to-action longer than 36 characters is truncated rather than
 * rejected: a toast is feedback on something that already happened, and dropping it (or throwing
 * in the caller's success path) would lose that feedback.
 */
export function toToast(input: ToastInput, fallbackId: string): Toast {
  const variant = input.variant ?? 'success'
  const toast: Toast = {
    id: input.id ?? fallbackId,
    title: input.title ?? defaultTitles[variant],
    content: input.content,
    variant,
    timeout: input.timeout === undefined ? defaultTimeouts[variant] : input.timeout,
  }
  if (input.cta) toast.cta = { ...input.cta, text: truncate(input.cta.text, TOAST_CTA_MAX_LENGTH) }
  if (input.onClose) toast.onClose = input.onClose
  return toast
}

export interface ToastTimerInput {
  id: string
  timeout: number | null
}

/** One toast's countdown; a toast without a timeout waits in `pinned` until dismissed. */
export const toastTimerMachine = setup({
  types: {
    context: {} as ToastTimerInput,
    input: {} as ToastTimerInput,
  },
  delays: {
    toastTimeout: ({ context }) => context.timeout ?? 0,
  },
  guards: {
    neverExpires: ({ context }) => context.timeout === null,
  },
  actions: {
    reportExpired: sendParent(({ context }) => ({ type: 'toast.expire', id: context.id })),
  },
}).createMachine({
  id: 'toastTimer',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'neverExpires', target: 'pinned' }, { target: 'counting' }],
    },
    counting: {
      after: { toastTimeout: 'expired' },
    },
    pinned: {},
    expired: {
      type: 'final',
      entry: 'reportExpired',
    },
  },
})

export type ToastEvent =
  | { type: 'toast.add'; toast: ToastInput }
  /** The user closed it. */
  | { type: 'toast.dismiss'; id: string }
  /** E.g. on sign-out. */
  | { type: 'toast.dismissAll' }
  /** From the toast's timer. */
  | { type: 'toast.expire'; id: string }

export interface ToastContext {
  /** Oldest first. */
  toasts: Toast[]
  /** Makes ids for toasts added without one: toast-1, toast-2, … */
  nextId: number
}

/** Which toasts an event removes. */
type ToastIds = string[] | 'all'

const pick = (toasts: Toast[], ids: ToastIds) =>
  ids === 'all' ? toasts : toasts.filter((t) => ids.includes(t.id))

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actors: {
    toastTimer: toastTimerMachine,
  },
  guards: {
    isNewToast: ({ context }, params: { input: ToastInput }) =>
      params.input.id === undefined || !context.toasts.some((t) => t.id === params.input.id),
    isShown: ({ context }, params: { id: string }) =>
      context.toasts.some((t) => t.id === params.id),
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
  actions: {
    show: enqueueActions(({ context, enqueue }, params: { input: ToastInput }) => {
      const toast = toToast(params.input, `toast-${context.nextId}`)
      enqueue.assign({ toasts: [...context.toasts, toast], nextId: context.nextId + 1 })
      enqueue.spawnChild('toastTimer', {
        id: toast.id,
        input: { id: toast.id, timeout: toast.timeout },
      })
    }),
    /** Before `remove`, which takes the toasts out of context. */
    notifyClosed: ({ context }, params: { ids: ToastIds }) => {
      for (const toast of pick(context.toasts, params.ids)) {
        try {
          toast.onClose?.()
        } catch (error) {
          // a caller's callback must not take the toast queue down with it
          console.error('Toast onClose failed', error)
        }
      }
    },
    remove: enqueueActions(({ context, enqueue }, params: { ids: ToastIds }) => {
      const gone = pick(context.toasts, params.ids)
      enqueue.assign({ toasts: context.toasts.filter((t) => !gone.includes(t)) })
      for (const toast of gone) enqueue.stopChild(toast.id)
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  on: {
    'toast.add': {
      guard: { type: 'isNewToast', params: ({ event }) => ({ input: event.toast }) },
      target: '.showing',
      actions: { type: 'show', params: ({ event }) => ({ input: event.toast }) },
    },
  },
  states: {
    empty: {},
    showing: {
      always: { guard: 'hasNoToasts', target: 'empty' },
      on: {
        'toast.dismiss': {
          guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'notifyClosed', params: ({ event }) => ({ ids: [event.id] }) },
            { type: 'remove', params: ({ event }) => ({ ids: [event.id] }) },
          ],
        },
        'toast.expire': {
          guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'notifyClosed', params: ({ event }) => ({ ids: [event.id] }) },
            { type: 'remove', params: ({ event }) => ({ ids: [event.id] }) },
          ],
        },
        'toast.dismissAll': {
          actions: [
            { type: 'notifyClosed', params: { ids: 'all' as const } },
            { type: 'remove', params: { ids: 'all' as const } },
          ],
        },
      },
    },
  },
})

export type Toaster = Actor<typeof toastMachine>

export const toaster: Toaster = provideActor(
  'toast queue',
  createActor(toastMachine, { inspect: inspectOption() }).start(),
)
