/**
 * A disk's lifecycle over the contract's disk states (SPEC §4). The actions the app drives here
 * (`disk.delete`, `disk.snapshot`, `disk.detach`) are guarded by the rule table in
 * `disk-rules.ts`; the server's word arrives as `disk.sync` (whatever state it reports), which
 * can move the machine into any of SPEC §4's disk states.
 *
 * Pages ask the same table the guards read: `diskRules.can(action, disk.state.state)` and
 * `diskRules.reason(action, disk.state.state)`, so enablement and the disabled reason never come
 * from inline checks (the tests check `snapshot.can(event)` against the table, cell by cell).
 *
 * The disk's own row actions (delete, snapshot, detach) are driven here, as requests.ts
 * describes: the event moves the machine at once (delete → destroyed, detach → detaching), spawns
 * the request the page provided (`diskMachine.provide({ actors: diskRequestActors(…) })`), then
 * toasts and emits `request.done`, or rolls back to the state the server last reported, toasts
 * the error and emits `request.failed`.
 */
import {
  type ActorRefFrom,
  assign,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
} from 'xstate'
import type { Disk, DiskState } from '~/store/api'
import { type DiskStateName, diskRules, diskStates, transitionalDiskStates } from './disk-rules'
import {
  notProvided,
  type RequestEmitted,
  type RequestOutcome,
  requestAction,
  requestOutcomeActions,
} from './requests'

export interface DiskContext {
  /** The instance the server last reported the disk attached to, attaching to or detaching from. */
  instance: string | null
  /** The disk's name and project: the path its requests and toasts use. */
  name: string
  project: string
  /** The state the server last reported: where a failed request rolls back to. */
  reported: DiskStateName
  /** Requests in flight. */
  pending: DiskRequest[]
  /** Where the snapshot toast's 'View snapshots' leads (a console path; the page knows it). */
  snapshotsHref?: string
}

/** The actions the machine drives itself, each by a request actor of the same name. */
export const diskRequestNames = ['delete', 'snapshot', 'detach'] as const
export type DiskRequest = (typeof diskRequestNames)[number]

/** What a request actor gets: the disk's path (a detach knows its instance from the page). */
export interface DiskPath {
  project: string
  disk: string
}

export type DiskEvent =
  | { type: 'disk.delete' }
  | { type: 'disk.snapshot' }
  | { type: 'disk.detach' }
  | { type: 'disk.sync'; state: DiskState }

/** The event each action sends. */
export const actionEvents: Record<DiskRequest, DiskEvent> = {
  delete: { type: 'disk.delete' },
  snapshot: { type: 'disk.snapshot' },
  detach: { type: 'disk.detach' },
}

/**
 * Where an allowed action leads; undefined: the disk stays in its state (a snapshot), as an
 * explicit self-transition, because `can()` counts a transition with no target and no actions as
 * not enabled.
 */
const actionTargets: Record<DiskRequest, DiskStateName | undefined> = {
  delete: 'destroyed',
  snapshot: undefined,
  detach: 'detaching',
}

const instanceOf = (state: DiskState) => ('instance' in state ? state.instance : null)

/** The answer of a snapshot request: the snapshot made, named in the toast. */
const snapshotName = (output: unknown) =>
  typeof output === 'object' && output !== null && 'name' in output ? String(output.name) : ''

const successToast = {
  delete: ({ name }: DiskContext) => ({ content: `Disk ${name} deleted` }),
  detach: ({ name }: DiskContext) => ({ content: `Disk ${name} detached` }),
  snapshot: ({ name, snapshotsHref }: DiskContext, output: unknown) => ({
    content: `Snapshot ${snapshotName(output)} of disk ${name} created`,
    cta: snapshotsHref ? { text: 'View snapshots', link: snapshotsHref } : undefined,
  }),
}

const pathOf = ({ context }: { context: DiskContext }): DiskPath => ({
  project: context.project,
  disk: context.name,
})

const outcomeActions = requestOutcomeActions<DiskContext, DiskEvent, DiskRequest>({
  noun: 'disk',
  done: (action, context, output) => successToast[action](context, output),
})

const machineSetup = setup({
  types: {
    context: {} as DiskContext,
    events: {} as DiskEvent,
    emitted: {} as RequestEmitted<DiskRequest>,
    input: {} as DiskContext,
    tags: {} as 'transitional',
  },
  actors: {
    delete: notProvided<DiskPath>('delete'),
    snapshot: notProvided<DiskPath>('snapshot'),
    detach: notProvided<DiskPath>('detach'),
  },
  guards: {
    /** SPEC §4's table, read as data. */
    actionAllowed: (_, params: { action: DiskRequest; state: DiskStateName }) =>
      diskRules.can(params.action, params.state),
    syncsTo: ({ event }, params: { state: DiskStateName }) =>
      event.type === 'disk.sync' && event.state.state === params.state,
    reportedIs: ({ context }, params: { state: DiskStateName }) =>
      context.reported === params.state,
  },
  actions: {
    rememberReported: assign(({ event, context }) =>
      event.type === 'disk.sync'
        ? { instance: instanceOf(event.state), reported: event.state.state }
        : context,
    ),
    markPending: assign(({ context }, params: { action: DiskRequest }) => ({
      pending: [...context.pending, params.action],
    })),
    clearPending: assign(({ context }, params: { action: DiskRequest }) => {
      const index = context.pending.indexOf(params.action)
      return { pending: context.pending.filter((_, i) => i !== index) }
    }),
    requestDelete: spawnChild('delete', { id: 'delete', input: pathOf }),
    requestSnapshot: spawnChild('snapshot', { id: 'snapshot', input: pathOf }),
    requestDetach: spawnChild('detach', { id: 'detach', input: pathOf }),
    toastDone: outcomeActions.toastDone,
    toastFailed: outcomeActions.toastFailed,
    announceDone: outcomeActions.announceDone,
    announceFailed: outcomeActions.announceFailed,
  },
})

const requestActions = {
  delete: 'requestDelete',
  snapshot: 'requestSnapshot',
  detach: 'requestDetach',
} as const satisfies Record<DiskRequest, string>

/** The guarded transitions of one state, one per action, generated from the rule table. */
function stateNode(state: DiskStateName) {
  const on = Object.fromEntries(
    diskRequestNames.map((action) => [
      actionEvents[action].type,
      {
        guard: { type: 'actionAllowed' as const, params: { action, state } },
        target: actionTargets[action] ?? state,
        actions: [
          { type: 'markPending' as const, params: { action } },
          { type: requestActions[action] },
        ],
      },
    ]),
  )
  return {
    tags: transitionalDiskStates.includes(state) ? (['transitional'] as const) : [],
    on,
  }
}

/** How a finished request settles: the success toast; the server's next report moves on. */
const settleOnDone = (action: DiskRequest) => ({
  actions: [
    { type: 'clearPending' as const, params: { action } },
    { type: 'toastDone' as const, params: { action } },
    { type: 'announceDone' as const, params: { action } },
  ],
})

/** How a failed request rolls back: to the state the server last reported. */
const rollBackOnError = (action: DiskRequest) =>
  diskStates.map((state) => ({
    guard: { type: 'reportedIs' as const, params: { state } },
    target: `.${state}`,
    actions: [
      { type: 'clearPending' as const, params: { action } },
      { type: 'toastFailed' as const, params: { action } },
      { type: 'announceFailed' as const, params: { action } },
    ],
  }))

const states = Object.fromEntries(diskStates.map((state) => [state, stateNode(state)])) as Record<
  DiskStateName,
  ReturnType<typeof stateNode>
>

export const diskMachine = machineSetup.createMachine({
  id: 'disk',
  context: ({ input }) => input,
  initial: 'creating',
  on: {
    // the server is the truth: its state wins from anywhere
    'disk.sync': diskStates.map((state) => ({
      target: `.${state}`,
      guard: { type: 'syncsTo' as const, params: { state } },
      actions: 'rememberReported' as const,
    })),
    ...Object.fromEntries(
      diskRequestNames.flatMap((action) => [
        [`xstate.done.actor.${action}`, settleOnDone(action)],
        [`xstate.error.actor.${action}`, rollBackOnError(action)],
      ]),
    ),
  },
  // destroyed takes no action, but is not final: a delete the server refuses rolls back from it
  states,
})

export type DiskSnapshot = SnapshotFrom<typeof diskMachine>
export type DiskActorRef = ActorRefFrom<typeof diskMachine>

type DiskFacts = Pick<Disk, 'name' | 'state'>

/** The machine's context for a disk as the server reports it. */
const diskContext = (disk: DiskFacts, project: string, snapshotsHref?: string): DiskContext => ({
  instance: instanceOf(disk.state),
  name: disk.name,
  project,
  reported: disk.state.state,
  pending: [],
  snapshotsHref,
})

/** The machine's snapshot for a disk in `state`, without running an actor. */
export function diskSnapshotAt(state: DiskState, name = '', project = ''): DiskSnapshot {
  return diskMachine.resolveState({
    value: state.state,
    context: diskContext({ name, state }, project),
  })
}

/** Options for `createActor`: start in the disk's reported state. */
export function diskActorOptions(disk: DiskFacts, project: string, snapshotsHref?: string) {
  const context = diskContext(disk, project, snapshotsHref)
  return {
    snapshot: diskMachine.resolveState({ value: disk.state.state, context }),
    input: context,
  }
}

/** A disk request as the page makes it: an RTK mutation trigger bound to the disk's path. */
export type DiskRequestCall = (path: DiskPath) => Promise<unknown>

/** The request actors to provide, from the page's calls. */
export function diskRequestActors(calls: Record<DiskRequest, DiskRequestCall>) {
  const actor = (action: DiskRequest) =>
    fromPromise<unknown, DiskPath>(({ input }) => calls[action](input))
  return { delete: actor('delete'), snapshot: actor('snapshot'), detach: actor('detach') }
}

/** Sends the action and resolves once the machine has settled it (requests.ts). */
export const requestDiskAction = (
  actor: DiskActorRef,
  action: DiskRequest,
): Promise<RequestOutcome> => requestAction(actor, actionEvents[action], action)
