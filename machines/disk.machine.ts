/**
 * A disk's lifecycle over the contract's disk states (SPEC §4). User actions (`disk.delete`,
 * `disk.attach`, …) are guarded by the rule table in `disk-rules.ts`; the server's progress
 * arrives as `disk.settle` (a transitional state reaches its resting state), the import events,
 * `disk.fault`, and `disk.sync` (whatever state the server reports, e.g. from the store).
 *
 * Pages ask the same table the guards read: `diskRules.can(action, disk.state.state)` and
 * `diskRules.reason(action, disk.state.state)`, so enablement and the disabled reason never come
 * from inline checks (the tests check `snapshot.can(event)` against the table, cell by cell).
 */
import { assign, type SnapshotFrom, setup } from 'xstate'
import type { DiskState } from '~/store/api'
import {
  type DiskAction,
  type DiskImportStep,
  type DiskStateName,
  diskImportRules,
  diskRules,
  diskStates,
  transitionalDiskStates,
} from './disk-rules'

export interface DiskContext {
  /** The instance the disk is attached to, attaching to or detaching from. */
  instance: string | null
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

const machineSetup = setup({
  types: {
    context: {} as DiskContext,
    events: {} as DiskEvent,
    tags: {} as 'transitional',
  },
  guards: {
    /** SPEC §4's table, read as data. */
    actionAllowed: (_, params: { action: DiskAction; state: DiskStateName }) =>
      diskRules.can(params.action, params.state),
    importAllowed: (_, params: { step: DiskImportStep; state: DiskStateName }) =>
      diskImportRules.can(params.step, params.state),
    syncsTo: ({ event }, params: { state: DiskStateName }) =>
      event.type === 'disk.sync' && event.state.state === params.state,
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
    forgetInstance: assign({ instance: null }),
  },
})

interface Transition {
  guard?:
    | { type: 'actionAllowed'; params: { action: DiskAction; state: DiskStateName } }
    | { type: 'importAllowed'; params: { step: DiskImportStep; state: DiskStateName } }
  target?: DiskStateName
  actions?: 'rememberInstance' | 'forgetInstance'
}

/** The guarded transitions of one state, generated from the rule tables. */
function stateNode(state: DiskStateName) {
  const on: Partial<Record<DiskEvent['type'], Transition>> = {}
  for (const action of diskRules.actions) {
    on[actionEvents[action].type] = {
      guard: { type: 'actionAllowed', params: { action, state } },
      target: actionTargets[action] ?? state,
      ...(action === 'attach' ? { actions: 'rememberInstance' as const } : {}),
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
      ...(rest === 'detached' ? { actions: 'forgetInstance' as const } : {}),
    }
  }
  if (state !== 'faulted') on['disk.fault'] = { target: 'faulted' }
  return {
    tags: transitionalDiskStates.includes(state) ? (['transitional'] as const) : [],
    on,
  }
}

const { destroyed: _destroyed, ...liveStates } = Object.fromEntries(
  diskStates.map((state) => [state, stateNode(state)]),
) as Record<DiskStateName, ReturnType<typeof stateNode>>

export const diskMachine = machineSetup.createMachine({
  id: 'disk',
  context: { instance: null },
  initial: 'creating',
  on: {
    // the server is the truth: its state wins from anywhere the disk still exists
    'disk.sync': diskStates.map((state) => ({
      target: `.${state}`,
      guard: { type: 'syncsTo' as const, params: { state } },
      actions: 'rememberInstance' as const,
    })),
  },
  states: {
    ...liveStates,
    destroyed: { type: 'final' },
  },
})

export type DiskSnapshot = SnapshotFrom<typeof diskMachine>

/** The machine's snapshot for a disk in `state`, without running an actor. */
export function diskSnapshotAt(state: DiskState): DiskSnapshot {
  return diskMachine.resolveState({ value: state.state, context: { instance: instanceOf(state) } })
}
