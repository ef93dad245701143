/**
 * An instance's lifecycle (SPEC §4): one state per run state of the contract. Every action is an
 * event (`instance.start`, `instance.resize`, …) whose guard reads the action table in
 * `instance-rules.ts` (`instanceRules.can`), so `snapshot.can({ type: 'instance.start' })` answers
 * whether the UI may offer it and `instanceRules.reason` says why not, from the same table.
 *
 * Every allowed action emits `instance.requested`. For the actions without a request here (resize,
 * update boot disk, …) that emit is also what makes the transition count for `snapshot.can()`:
 * xstate counts a transition with neither target nor action as not enabled, and a target of its
 * own state would draw it in the inspector as a move rather than a stay. The lifecycle actions
 * (start, stop, reboot, delete) are also driven here:
 *
 * 1. the event moves the machine at once to the state the server will report (optimistically:
 *    `starting`, `stopping`, `rebooting`, `destroyed`) and spawns the request as a child actor
 *    named after the action (`start`, …). The page provides those actors from its RTK mutation
 *    triggers (`instanceMachine.provide({ actors: lifecycleActors(mutations) })`); unprovided,
 *    they reject, so a test without fakes sees the failure path.
 * 2. on success (`xstate.done.actor.<action>`) the success toast is raised and `request.done`
 *    emitted (requests.ts); the instance the server answers with (start, stop and reboot return it) settles
 *    the run state, as `instance.sync` does.
 * 3. on failure (`xstate.error.actor.<action>`) the machine rolls back to the run state the server
 *    last reported, raises the error toast ('Could not stop instance' + the server's message)
 *    and emits `request.failed`.
 *
 * While a request runs its action is in `context.pending` (`isBusy`); the optimistic state never
 * allows the same action again (SPEC §4), so it is not offered twice. The server's truth arrives as `instance.sync` (from the store) and always wins.
 * The confirm step for stop, reboot and delete stays in the UI, before the event is sent
 * (instance-ui.tsx `runLifecycleAction`); `requestLifecycleAction` sends the event and resolves
 * when the machine has settled the request, so the confirm dialog stays busy until then.
 */
import {
  type ActorRefFrom,
  assign,
  emit,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
} from 'xstate'
import type { Instance, InstanceState } from '~/store/api'
import { isObjectNotFound } from '~/store/api/errors'
import {
  type AutoRestartFacts,
  type InstanceAction,
  instanceRules,
  instanceRunStates,
  isTransitional,
} from './instance-rules'
import {
  failureMessage,
  notProvided,
  type RequestEmitted,
  type RequestOutcome,
  requestAction,
  requestOutcomeActions,
} from './requests'

export interface InstanceContext {
  instanceId: string
  /** The instance's name and project: the path the lifecycle requests and toasts use. */
  name: string
  project: string
  autoRestartEnabled: boolean
  autoRestartCooldownExpiration: string | null
  /** The run state the server last reported: where a failed request rolls back to. */
  reported: InstanceState
  /**
   * When the server last reported that run state changing (`time_run_state_updated`), as ISO
   * text: a reboot the polls did not catch in between shows as `running` again, since later.
   */
  runStateSince: string | null
  /** Lifecycle requests in flight. */
  pending: LifecycleAction[]
  /** No toasts of its own: a bulk action reports all its instances in one. */
  quiet?: boolean
}

export type InstanceFacts = Pick<Instance, 'id' | 'name'> &
  AutoRestartFacts & { timeRunStateUpdated?: string | Date }

/** The actions the machine drives itself, each by a request actor of the same name. */
export const lifecycleActionNames = ['start', 'stop', 'reboot', 'delete'] as const
export type LifecycleAction = (typeof lifecycleActionNames)[number]

/** What a lifecycle request actor gets: the instance's path, as the RTK mutations take it. */
export interface InstancePath {
  instance: string
  project: string
}

export type InstanceActionEvent = { type: `instance.${InstanceAction}` }
export type InstanceEvent =
  | InstanceActionEvent
  | {
      type: 'instance.sync'
      runState: InstanceState
      autoRestartEnabled: boolean
      autoRestartCooldownExpiration?: string | Date | null
      name?: string
      runStateSince?: string | Date
    }

export type InstanceEmitted =
  | { type: 'instance.requested'; action: InstanceAction }
  | RequestEmitted<LifecycleAction>

/** The state an action leads to right away; actions not listed leave the state as it is. */
export const actionTargets: Partial<Record<InstanceAction, InstanceState>> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
  delete: 'destroyed',
}

/** Success toasts, as the lifecycle has always worded them. */
const doneText: Record<LifecycleAction, (name: string) => string> = {
  start: (name) => `Starting instance ${name}`,
  stop: (name) => `Stopping instance ${name}`,
  reboot: (name) => `Rebooting instance ${name}`,
  delete: (name) => `Instance ${name} deleted`,
}

const isLifecycle = (action: InstanceAction): action is LifecycleAction =>
  (lifecycleActionNames as readonly string[]).includes(action)

const isoOrNull = (value: string | Date | null | undefined) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : value.toISOString()

/** The run state a request's answer reports, if it answered with an instance. */
const reportedBy = (output: unknown): InstanceState | undefined =>
  typeof output === 'object' && output !== null && 'runState' in output
    ? (output as Pick<Instance, 'runState'>).runState
    : undefined

const pathOf = ({ context }: { context: InstanceContext }): InstancePath => ({
  instance: context.name,
  project: context.project,
})

const outcomeActions = requestOutcomeActions<InstanceContext, InstanceEvent, LifecycleAction>({
  noun: 'instance',
  done: (action, { name }) => ({ content: doneText[action](name) }),
  quiet: ({ quiet }) => Boolean(quiet),
})

const machineSetup = setup({
  types: {
    context: {} as InstanceContext,
    events: {} as InstanceEvent,
    emitted: {} as InstanceEmitted,
    input: {} as InstanceContext,
    tags: {} as 'transitional',
  },
  actors: {
    start: notProvided<InstancePath>('start'),
    stop: notProvided<InstancePath>('stop'),
    reboot: notProvided<InstancePath>('reboot'),
    delete: notProvided<InstancePath>('delete'),
  },
  guards: {
    /** SPEC §4's table, read as data. */
    actionAllowed: (_, params: { action: InstanceAction; state: InstanceState }) =>
      instanceRules.can(params.action, params.state),
    syncsTo: ({ event }, params: { state: InstanceState }) =>
      event.type === 'instance.sync' && event.runState === params.state,
    reportedIs: ({ context }, params: { state: InstanceState }) =>
      context.reported === params.state,
    answeredWith: ({ event }, params: { state: InstanceState }) =>
      'output' in event && reportedBy(event.output) === params.state,
    /** The server found no such instance: another client deleted it. */
    foundGone: ({ event }) => isObjectNotFound('error' in event ? event.error : undefined),
  },
  actions: {
    announce: emit((_, params: { action: InstanceAction }) => ({
      type: 'instance.requested' as const,
      action: params.action,
    })),
    rememberFacts: assign(({ event, context }) =>
      event.type === 'instance.sync'
        ? {
            autoRestartEnabled: event.autoRestartEnabled,
            autoRestartCooldownExpiration: isoOrNull(event.autoRestartCooldownExpiration),
            reported: event.runState,
            name: event.name ?? context.name,
            runStateSince:
              event.runStateSince === undefined
                ? context.runStateSince
                : isoOrNull(event.runStateSince),
          }
        : {},
    ),
    rememberAnswer: assign((_, params: { state: InstanceState }) => ({ reported: params.state })),
    markPending: assign(({ context }, params: { action: LifecycleAction }) => ({
      pending: [...context.pending, params.action],
    })),
    /** One request of the action is over (two of the same may overlap after a sync). */
    clearPending: assign(({ context }, params: { action: LifecycleAction }) => {
      const index = context.pending.indexOf(params.action)
      return { pending: context.pending.filter((_, i) => i !== index) }
    }),
    requestStart: spawnChild('start', { id: 'start', input: pathOf }),
    requestStop: spawnChild('stop', { id: 'stop', input: pathOf }),
    requestReboot: spawnChild('reboot', { id: 'reboot', input: pathOf }),
    requestDelete: spawnChild('delete', { id: 'delete', input: pathOf }),
    /**
     * The instance is gone on the server. The page provides what follows (instance-ui.tsx: the
     * store forgets it and its page says it is not found); unprovided, nothing does.
     */
    reportGone: (_, _params: { instanceId: string; message: string }) => {},
    toastDone: outcomeActions.toastDone,
    toastFailed: outcomeActions.toastFailed,
    announceDone: outcomeActions.announceDone,
    announceFailed: outcomeActions.announceFailed,
  },
})

const requestActions = {
  start: 'requestStart',
  stop: 'requestStop',
  reboot: 'requestReboot',
  delete: 'requestDelete',
} as const satisfies Record<LifecycleAction, string>

/** One state node per run state, with a guarded transition per action. */
function runStateNode(state: InstanceState) {
  const on = Object.fromEntries(
    instanceRules.actions.map((action) => [
      `instance.${action}`,
      {
        guard: { type: 'actionAllowed' as const, params: { action, state } },
        target: actionTargets[action],
        actions: [
          { type: 'announce' as const, params: { action } },
          ...(isLifecycle(action)
            ? [
                { type: 'markPending' as const, params: { action } },
                { type: requestActions[action] },
              ]
            : []),
        ],
      },
    ]),
  )
  return { tags: isTransitional(state) ? ['transitional' as const] : [], on }
}

/** How a finished request settles: on the state the server answered with, if it did. */
function settleOnDone(action: LifecycleAction) {
  const finish = [
    { type: 'clearPending' as const, params: { action } },
    { type: 'toastDone' as const, params: { action } },
    { type: 'announceDone' as const, params: { action } },
  ]
  return [
    ...instanceRunStates.map((state) => ({
      guard: { type: 'answeredWith' as const, params: { state } },
      target: `.${state}`,
      actions: [{ type: 'rememberAnswer' as const, params: { state } }, ...finish],
    })),
    { actions: finish },
  ]
}

/**
 * How a failed request settles: an instance the server did not find is destroyed, as far as
 * anyone can tell, and reported gone; any other failure rolls back to the run state the server
 * last reported.
 */
function rollBackOnError(action: LifecycleAction) {
  const fail = [
    { type: 'clearPending' as const, params: { action } },
    { type: 'toastFailed' as const, params: { action } },
    { type: 'announceFailed' as const, params: { action } },
  ]
  const gone = {
    guard: 'foundGone' as const,
    target: '.destroyed',
    actions: [
      ...fail,
      {
        type: 'reportGone' as const,
        params: ({ context, event }: { context: InstanceContext; event: InstanceEvent }) => ({
          instanceId: context.instanceId,
          message: failureMessage(event),
        }),
      },
    ],
  }
  return [
    gone,
    ...instanceRunStates.map((state) => ({
      guard: { type: 'reportedIs' as const, params: { state } },
      target: `.${state}`,
      actions: fail,
    })),
  ]
}

export const instanceMachine = machineSetup.createMachine({
  id: 'instance',
  context: ({ input }) => input,
  initial: 'creating',
  on: {
    'instance.sync': instanceRunStates.map((state) => ({
      guard: { type: 'syncsTo' as const, params: { state } },
      target: `.${state}`,
      actions: 'rememberFacts' as const,
    })),
    ...Object.fromEntries(
      lifecycleActionNames.flatMap((action) => [
        [`xstate.done.actor.${action}`, settleOnDone(action)],
        [`xstate.error.actor.${action}`, rollBackOnError(action)],
      ]),
    ),
  },
  states: Object.fromEntries(instanceRunStates.map((state) => [state, runStateNode(state)])),
})

export type InstanceSnapshot = SnapshotFrom<typeof instanceMachine>
export type InstanceActorRef = ActorRefFrom<typeof instanceMachine>

/** Whether a lifecycle request of this instance is in flight. */
export const isBusy = (snapshot: InstanceSnapshot) => snapshot.context.pending.length > 0

/** The run state the machine is in (optimistically ahead of the server while a request runs). */
export const runStateOf = (snapshot: InstanceSnapshot) => snapshot.value as InstanceState

/**
 * Whether the instance runs a boot newer than the one that ran since `since` (the machine's
 * `runStateSince` then): running, and since another time. What a serial console whose stream
 * ended waits for before it connects again (SPEC §4: rebooting keeps the console); the run
 * state and its time come from one sync, so neither lags the other.
 */
export const runsNewBootSince = (snapshot: InstanceSnapshot, since: string | null) =>
  runStateOf(snapshot) === 'running' && snapshot.context.runStateSince !== since

/**
 * The machine's snapshot for an instance as the server reports it, without starting an actor:
 * lists ask `instanceSnapshot(row).can(...)` for each row.
 */
export function instanceSnapshot(
  instance: InstanceFacts,
  project = '',
  quiet = false,
): InstanceSnapshot {
  return instanceMachine.resolveState({
    value: instance.runState,
    context: {
      instanceId: instance.id,
      name: instance.name,
      project,
      autoRestartEnabled: instance.autoRestartEnabled,
      autoRestartCooldownExpiration: isoOrNull(instance.autoRestartCooldownExpiration),
      reported: instance.runState,
      runStateSince: isoOrNull(instance.timeRunStateUpdated),
      pending: [],
      quiet,
    },
  })
}

export const actionEvent = (action: InstanceAction): InstanceActionEvent => ({
  type: `instance.${action}`,
})

/**
 * Options for `createActor` / `useActorRef`: start in the instance's reported state; `quiet` for
 * a bulk action's machines, whose outcomes the bulk action reports in one toast.
 */
export function instanceActorOptions(instance: InstanceFacts, project = '', quiet = false) {
  const snapshot = instanceSnapshot(instance, project, quiet)
  return { snapshot, input: snapshot.context }
}

/** A lifecycle call as the page makes it: an RTK mutation trigger. */
export type LifecycleMutation = (path: InstancePath) => { unwrap(): Promise<unknown> }

/** The request actors to provide, from the page's RTK mutation triggers. */
export function lifecycleActors(mutations: Record<LifecycleAction, LifecycleMutation>) {
  const actor = (action: LifecycleAction) =>
    fromPromise<unknown, InstancePath>(({ input }) => mutations[action](input).unwrap())
  return {
    start: actor('start'),
    stop: actor('stop'),
    reboot: actor('reboot'),
    delete: actor('delete'),
  }
}

/** Sends a lifecycle action and resolves once the machine has settled it (requests.ts). */
export const requestLifecycleAction = (
  actor: InstanceActorRef,
  action: LifecycleAction,
): Promise<RequestOutcome> => requestAction(actor, actionEvent(action), action)
