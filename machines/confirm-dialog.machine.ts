/**
 * The one confirm flow (SPEC §4): open with a title, content and action; Confirm shows loading
 * (`busy`) while the action runs; a failure shows an error toast with the caller's title and the
 * error's message; then it closes. Cancel closes it, except while the action runs.
 *
 * The app's one dialog (`confirmDialog`) starts when this module is evaluated; only what needs
 * the actor itself imports it (the dialog's view, tests): everything else goes through
 * ./confirm-dialog, which loads this module on first use (./lazy-actor).
 */
import type { ReactNode } from 'react'
import { type Actor, assign, createActor, emit, fromPromise, sendTo, setup } from 'xstate'
import { errorMessage } from '~/lib/error-message'
import { inspectOption } from './inspect'
import { provideActor } from './lazy-actor'
import { toaster } from './toast.machine'

export interface ConfirmOptions {
  title: string
  content: ReactNode
  /** The confirm button's label, e.g. 'Delete'. */
  actionLabel: string
  /**
   * What the action does, named as S2's AlertDialog names it: 'destructive' (the default) takes
   * something away (deletes, stops, detaches, unlinks) and confirms with the negative button;
   * 'confirmation' takes nothing away (promotes, makes a default, starts) and confirms with the
   * accent, the red kept for what cannot be had back.
   */
  variant?: 'confirmation' | 'destructive'
  /**
   * The title of the error toast when the action fails. Without one the action reports its own
   * failure (the instance machine raises its toast itself) and the dialog just closes.
   */
  errorTitle?: string
  /** Runs on Confirm; a rejection is shown as an error toast with its message. */
  action: () => Promise<unknown>
  /**
   * For what cannot be taken back by a click (deleting a silo removes its users' access): the
   * text, usually the resource's name, the user must type before Confirm is allowed.
   */
  typeToConfirm?: string
}

export type ConfirmOutcome = 'confirmed' | 'cancelled' | 'failed'

export type ConfirmEvent =
  | { type: 'confirm.open'; options: ConfirmOptions }
  | { type: 'confirm.confirm' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.type'; text: string }

/** Emitted once per opening, when the dialog closes; `actor.on('confirm.closed', …)`. */
export type ConfirmEmitted = { type: 'confirm.closed'; outcome: ConfirmOutcome }

export interface ConfirmContext {
  /** The open dialog's options; null when closed. */
  options: ConfirmOptions | null
  /** What the user has typed towards `typeToConfirm`. */
  typed: string
}

const noAction = () => Promise.resolve()

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    emitted: {} as ConfirmEmitted,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    runAction: fromPromise<unknown, { action: () => Promise<unknown> }>(({ input }) =>
      input.action(),
    ),
  },
  guards: {
    reportsOwnErrors: ({ context }) => context.options?.errorTitle === undefined,
    /** Exact, as typed: a near miss ('Research ' for 'research') is not a confirmation. */
    typedWhatWasAsked: ({ context }) =>
      context.options?.typeToConfirm === undefined ||
      context.typed === context.options.typeToConfirm,
  },
  actions: {
    remember: assign((_, params: { options: ConfirmOptions }) => ({
      options: params.options,
      typed: '',
    })),
    forget: assign({ options: null, typed: '' }),
    rememberTyped: assign((_, params: { text: string }) => ({ typed: params.text })),
    /** A built-in send, not a call to `addToast`: the toast queue is another actor. */
    showErrorToast: sendTo(
      () => toaster,
      (_, params: { title: string; content: string }) => ({
        type: 'toast.add' as const,
        toast: { title: params.title, content: params.content, variant: 'error' as const },
      }),
    ),
    announceClosed: emit((_, params: { outcome: ConfirmOutcome }) => ({
      type: 'confirm.closed' as const,
      outcome: params.outcome,
    })),
  },
}).createMachine({
  id: 'confirmDialog',
  context: { options: null, typed: '' },
  initial: 'closed',
  states: {
    closed: {
      entry: 'forget',
      on: {
        'confirm.open': {
          target: 'open',
          actions: { type: 'remember', params: ({ event }) => ({ options: event.options }) },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'confirm.type': {
          actions: { type: 'rememberTyped', params: ({ event }) => ({ text: event.text }) },
        },
        'confirm.confirm': { guard: 'typedWhatWasAsked', target: 'running' },
        'confirm.cancel': {
          target: 'closed',
          actions: { type: 'announceClosed', params: { outcome: 'cancelled' as const } },
        },
      },
    },
    running: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'action',
        src: 'runAction',
        input: ({ context }) => ({ action: context.options?.action ?? noAction }),
        onDone: {
          target: 'closed',
          actions: { type: 'announceClosed', params: { outcome: 'confirmed' as const } },
        },
        onError: [
          {
            guard: 'reportsOwnErrors',
            target: 'closed',
            actions: { type: 'announceClosed', params: { outcome: 'failed' as const } },
          },
          {
            target: 'closed',
            actions: [
              {
                type: 'showErrorToast',
                params: ({ context, event }) => ({
                  title: context.options?.errorTitle ?? 'Error',
                  content: errorMessage(event.error),
                }),
              },
              { type: 'announceClosed', params: { outcome: 'failed' as const } },
            ],
          },
        ],
      },
    },
  },
})

export type ConfirmDialogActor = Actor<typeof confirmDialogMachine>

export const confirmDialog: ConfirmDialogActor = provideActor(
  'confirm dialog',
  createActor(confirmDialogMachine, { inspect: inspectOption() }).start(),
)
