/**
 * What the machines that drive a resource's actions share (docs/architecture.md, Machines; the
 * instance and disk machines today, floating IPs and NICs next). An action event moves the machine
 * optimistically and spawns the request as a child actor named after the action; the page provides
 * those actors from its RTK mutation triggers (`machine.provide({ actors })`). When the request
 * settles the machine emits `request.done` or `request.failed` (after its own success or error
 * toast and, on failure, its rollback), which `requestAction` turns into a promise.
 */
import {
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  type EventObject,
  enqueueActions,
  fromPromise,
  type MachineContext,
  type Subscription,
} from 'xstate'
import { errorMessage } from '~/lib/error-message'
import { inspectOption } from './inspect'
import { toaster } from './toast.machine'
import type { ToastCta } from './toaster'

export type RequestEmitted<Action extends string> =
  | { type: 'request.done'; action: Action }
  | {
      type: 'request.failed'
      action: Action
      message: string
      /** The server's error code, when the server answered (an ApiError's). */
      errorCode?: string
    }

export type RequestOutcome = 'done' | 'failed' | 'ignored'

/** Placeholder for a request the page has not provided: it rejects, so tests see the failure. */
export const notProvided = <Input>(action: string) =>
  fromPromise<unknown, Input>(() =>
    Promise.reject(new Error(`The ${action} request was not provided`)),
  )

/** The request's rejection as the error toast and `request.failed` word it. */
export const failureMessage = (event: EventObject) =>
  errorMessage('error' in event ? event.error : undefined)

/** The server's error code of the request's rejection, when it was the server's answer. */
const failureCode = (event: EventObject) => {
  const error = 'error' in event ? event.error : undefined
  if (typeof error !== 'object' || error === null || !('errorCode' in error)) return undefined
  return typeof error.errorCode === 'string' ? error.errorCode : undefined
}

/** How a resource's machine words its requests' outcomes. */
export interface RequestWords<Context, Action extends string> {
  /** The resource as the error toast names it: 'Could not <action> <noun>'. */
  noun: string
  /** The success toast, from the machine's context and the request's answer. */
  done: (action: Action, context: Context, output: unknown) => { content: string; cta?: ToastCta }
  /** No toasts of its own (a bulk action reports all its resources in one). */
  quiet?: (context: Context) => boolean
}

/**
 * The actions every request-driving machine runs when a request settles (`toastDone`,
 * `toastFailed`, `announceDone`, `announceFailed`, each with `params: { action }`), to spread
 * into its `setup({ actions })`. The toasts are built-in sends, not calls to `addToast`: the toast
 * queue is another actor.
 */
export function requestOutcomeActions<
  Context extends MachineContext,
  Event extends EventObject,
  Action extends string,
>(words: RequestWords<Context, Action>) {
  type Params = { action: Action }
  const quiet = (context: Context) => words.quiet?.(context) ?? false
  // the machine's own event and emitted types, so `setup` takes these as its own actions
  const outcome = enqueueActions<
    Context,
    Event,
    Params,
    Event,
    never,
    never,
    never,
    never,
    RequestEmitted<Action>
  >
  return {
    toastDone: outcome(({ context, event, enqueue }, { action }) => {
      if (quiet(context)) return
      const output = 'output' in event ? event.output : undefined
      enqueue.sendTo(toaster, { type: 'toast.add', toast: words.done(action, context, output) })
    }),
    toastFailed: outcome(({ context, event, enqueue }, { action }) => {
      if (quiet(context)) return
      enqueue.sendTo(toaster, {
        type: 'toast.add',
        toast: {
          title: `Could not ${action} ${words.noun}`,
          content: failureMessage(event),
          variant: 'error',
        },
      })
    }),
    announceDone: outcome(({ enqueue }, { action }) => {
      enqueue.emit({ type: 'request.done', action })
    }),
    announceFailed: outcome(({ event, enqueue }, { action }) => {
      enqueue.emit({
        type: 'request.failed',
        action,
        message: failureMessage(event),
        errorCode: failureCode(event),
      })
    }),
  }
}

/** The parts of a running actor `requestAction` needs. */
export interface RequestingActor<Event extends EventObject, Action extends string> {
  send(event: Event): void
  getSnapshot(): { can(event: Event): boolean }
  on(
    type: RequestEmitted<Action>['type'],
    handler: (event: RequestEmitted<Action>) => void,
  ): Subscription
}

/**
 * Sends `event` and resolves once the machine has settled its request: 'done' (success toast
 * shown), 'failed' (rolled back, error toast shown) or 'ignored' (the machine does not allow it in
 * its state). Never rejects.
 */
export function requestAction<Event extends EventObject, Action extends string>(
  actor: RequestingActor<Event, Action>,
  event: Event,
  action: Action,
): Promise<RequestOutcome> {
  if (!actor.getSnapshot().can(event)) return Promise.resolve('ignored')
  return new Promise((resolve) => {
    const subscriptions: Subscription[] = []
    const settle = (outcome: 'done' | 'failed') => (emitted: RequestEmitted<Action>) => {
      if (emitted.action !== action) return
      for (const subscription of subscriptions) subscription.unsubscribe()
      resolve(outcome)
    }
    subscriptions.push(actor.on('request.done', settle('done')))
    subscriptions.push(actor.on('request.failed', settle('failed')))
    actor.send(event)
  })
}

/**
 * Runs `run` with a short-lived actor of `logic` (a list row's machine, started at the row's
 * state), visible in the inspector, and stops it when `run` is done.
 */
export async function withActor<Logic extends AnyActorLogic, Result>(
  logic: Logic,
  options: ActorOptions<Logic>,
  run: (actor: ReturnType<typeof createActor<Logic>>) => Promise<Result>,
): Promise<Result> {
  const actor = createActor(logic, { ...options, inspect: inspectOption() }).start()
  try {
    return await run(actor)
  } finally {
    actor.stop()
  }
}
