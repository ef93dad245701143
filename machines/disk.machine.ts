/**
 * A disk's lifecycle over the contract's disk states (SPEC §4). User actions (`disk.delete`,
 * `disk.attach`, …) are guarded by the rule table in `disk-rules.ts`; the server's progress
 * arrives as `disk.settle` (a transitional state reaches its resting state), the import events,
 * `disk.fault`, and `disk.sync` (whatever state the server reports, e.g. from the store).
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
  emit,
  fromPromise,
  type SnapshotFrom,
  sendTo,
  setup,
  spawnChild,
} from 'xstate'
import type { Disk, DiskState } from '~/store/api'
import {
  type DiskAction,
  type DiskImportStep,
  type DiskStateName,
  diskImportRules,
  diskRules,
  diskStates,
  transitionalDiskStates,
} from './disk-rules'
import {
  failureMessage,
  notProvided,
  type RequestEmitted,
  type RequestOutcome,
  requestAction,
} from './requests'
import type { ToastCta } from './toaster'
import { toaster } from './toaster.actor'

export interface DiskContext {
  /** The instance the disk is attached to, attaching to or detaching from. */
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
  | { type: 'disk.attach'; instance: string }
  | { type: 'disk.detach' }
  | { type: 'disk.setBootDisk' }
  | { type: 'disk.importStart' }
  | { type: 'disk.importWrite' }
  | { type: 'disk.importStop' }
  | { type: 'disk.finalize' }
  | { type: 'disk.settle' }
  | { type: 'disk.fault' }
  | { type: 'disk.sync'; state: DiskState }

/** The event each action sends; `disk.attach` needs an instance, any id will do for `can`. */
export const actionEvents: Record<DiskAction, DiskEvent> = {
  delete: { type: 'disk.delete' },
  snapshot: { type: 'disk.snapshot' },
  attach: { type: 'disk.attach', instance: '' },
  detach: { type: 'disk.detach' },
  setBootDisk: { type: 'disk.setBootDisk' },
}

export const importEvents: Record<DiskImportStep, DiskEvent> = {
  importStart: { type: 'disk.importStart' },
  importWrite: { type: 'disk.importWrite' },
  importStop: { type: 'disk.importStop' },
  finalize: { type: 'disk.finalize' },
}

/**
 * Where an allowed action leads; undefined: the disk stays in its state (a snapshot, say), as an
 * explicit self-transition, because `can()` counts a transition with no target and no actions as
 * not enabled.
 */
const actionTargets: Record<DiskAction, DiskStateName | undefined> = {
  delete: 'destroyed',
  snapshot: undefined,
  attach: 'attaching',
  detach: 'detaching',
  setBootDisk: undefined,
}

const importTargets: Record<DiskImportStep, DiskStateName | undefined> = {
  importStart: 'importing_from_bulk_writes',
  importWrite: undefined,
  importStop: 'import_ready',
  finalize: 'finalizing',
}

/** The resting state each transitional (or importing-from-URL) state reaches by itself. */
export const settlesTo: Partial<Record<DiskStateName, DiskStateName>> = {
  creating: 'detached',
  attaching: 'attached',
  detaching: 'detached',
  finalizing: 'detached',
  importing_from_url: 'import_ready',
}

const instanceOf = (state: DiskState) => ('instance' in state ? state.instance : null)

const isRequest = (action: DiskAction): action is DiskRequest =>
  (diskRequestNames as readonly string[]).includes(action)

/** The answer of a snapshot request: the snapshot made, named in the toast. */
const snapshotName = (output: unknown) =>
  typeof output === 'object' && output !== null && 'name' in output ? String(output.name) : ''

const successToast: Record<
  DiskRequest,
  (context: DiskContext, output: unknown) => { content: string; cta?: ToastCta }
> = {
  delete: ({ name }) => ({ content: `Disk ${name} deleted` }),
  detach: ({ name }) => ({ content: `Disk ${name} detached` }),
  snapshot: ({ name, snapshotsHref }, output) => ({
    content: `Snapshot ${snapshotName(output)} of disk ${name} created`,
    cta: snapshotsHref ? { text: 'View snapshots', link: snapshotsHref } : undefined,
  }),
}

const pathOf = ({ context }: { context: DiskContext }): DiskPath => ({
  project: context.project,
  disk: context.name,
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
    actionAllowed: (_, params: { action: DiskAction; state: DiskStateName }) =>
      diskRules.can(params.action, params.state),
    importAllowed: (_, params: { step: DiskImportStep; state: DiskStateName }) =>
      diskImportRules.can(params.step, params.state),
    syncsTo: ({ event }, params: { state: DiskStateName }) =>
      event.type === 'disk.sync' && event.state.state === params.state,
    reportedIs: ({ context }, params: { state: DiskStateName }) =>
      context.reported === params.state,
  },
  actions: {
    rememberInstance: assign({
      instance: ({ event, context }) =>
        event.type === 'disk.attach'
          ? event.instance
          : event.type === 'disk.sync'
            ? instanceOf(event.state)
            : context.instance,
    }),
    rememberReported: assign({
      reported: ({ event, context }) =>
        event.type === 'disk.sync' ? event.state.state : context.reported,
    }),
    forgetInstance: assign({ instance: null }),
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
    toastDone: sendTo(
      () => toaster,
      ({ context, event }, params: { action: DiskRequest }) => ({
        type: 'toast.add' as const,
        toast: successToast[params.action](context, 'output' in event ? event.output : undefined),
      }),
    ),
    toastFailed: sendTo(
      () => toaster,
      ({ event }, params: { action: DiskRequest }) => ({
        type: 'toast.add' as const,
        toast: {
          title: `Could not ${params.action} disk`,
          content: failureMessage(event),
          variant: 'error' as const,
        },
      }),
    ),
    announceDone: emit((_, params: { action: DiskRequest }) => ({
      type: 'request.done' as const,
      action: params.action,
    })),
    announceFailed: emit(({ event }, params: { action: DiskRequest }) => ({
      type: 'request.failed' as const,
      action: params.action,
      message: failureMessage(event),
    })),
  },
})

const requestActions = {
  delete: 'requestDelete',
  snapshot: 'requestSnapshot',
  detach: 'requestDetach',
} as const satisfies Record<DiskRequest, string>

interface Transition {
  guard?:
    | { type: 'actionAllowed'; params: { action: DiskAction; state: DiskStateName } }
    | { type: 'importAllowed'; params: { step: DiskImportStep; state: DiskStateName } }
  target?: DiskStateName
  actions?: readonly (
    | 'rememberInstance'
    | 'forgetInstance'
    | { type: 'markPending'; params: { action: DiskRequest } }
    | (typeof requestActions)[DiskRequest]
  )[]
}

/** The guarded transitions of one state, generated from the rule tables. */
function stateNode(state: DiskStateName) {
  const on: Partial<Record<DiskEvent['type'], Transition>> = {}
  for (const action of diskRules.actions) {
    on[actionEvents[action].type] = {
      guard: { type: 'actionAllowed', params: { action, state } },
      target: actionTargets[action] ?? state,
      actions: [
        ...(action === 'attach' ? (['rememberInstance'] as const) : []),
        ...(isRequest(action)
          ? ([{ type: 'markPending', params: { action } }, requestActions[action]] as const)
          : []),
      ],
    }
  }
  for (const step of diskImportRules.actions) {
    on[importEvents[step].type] = {
      guard: { type: 'importAllowed', params: { step, state } },
      target: importTargets[step] ?? state,
    }
  }
  const rest = settlesTo[state]
  if (rest) {
    on['disk.settle'] = {
      target: rest,
      ...(rest === 'detached' ? { actions: ['forgetInstance'] as const } : {}),
    }
  }
  // a deleted disk is gone: only a refused delete (rollback) or the server's word moves it
  if (state !== 'faulted' && state !== 'destroyed') on['disk.fault'] = { target: 'faulted' }
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
      actions: ['rememberInstance', 'rememberReported'] as const,
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
