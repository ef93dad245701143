/**
 * An instance's lifecycle (SPEC §4): one state per run state of the contract. Every action is an
 * event (`instance.start`, `instance.resize`, …) whose guard reads the action table in
 * `instance-rules.ts`, so `snapshot.can({ type: 'instance.start' })` answers whether the UI may
 * offer it; `instanceActionDisabledReason` says why not from the same table.
 *
 * Start, stop, reboot and delete move at once to the state the server will report
 * (optimistically); every other allowed action stays put. Either way the machine emits
 * `instance.requested` so whoever hosts it can run the call. The server's truth arrives as
 * `instance.sync` (from the store) and always wins, which also undoes an optimistic move that
 * the server refused.
 */
import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { Instance, InstanceState } from '~/store/api'
import {
  type AutoRestartFacts,
  type InstanceAction,
  instanceActions,
  instanceRunStates,
  isAllowed,
  isTransitional,
} from './instance-rules'

export interface InstanceContext {
  instanceId: string
  autoRestartEnabled: boolean
  autoRestartCooldownExpiration: string | null
}

export type InstanceFacts = Pick<Instance, 'id'> & AutoRestartFacts

export type InstanceActionEvent = { type: `instance.${InstanceAction}` }
export type InstanceEvent =
  | InstanceActionEvent
  | {
      type: 'instance.sync'
      runState: InstanceState
      autoRestartEnabled: boolean
      autoRestartCooldownExpiration?: string | Date | null
    }

export type InstanceEmitted = { type: 'instance.requested'; action: InstanceAction }

/** The state an action leads to right away; actions not listed leave the state as it is. */
export const actionTargets: Partial<Record<InstanceAction, InstanceState>> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
  delete: 'destroyed',
}

const isoOrNull = (value: string | Date | null | undefined) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : value.toISOString()

const machineSetup = setup({
  types: {
    context: {} as InstanceContext,
    events: {} as InstanceEvent,
    emitted: {} as InstanceEmitted,
    input: {} as InstanceContext,
    tags: {} as 'transitional',
  },
  guards: {
    /** SPEC §4's table, read as data. */
    actionAllowed: (_, params: { action: InstanceAction; state: InstanceState }) =>
      isAllowed(params.action, params.state),
    syncsTo: ({ event }, params: { state: InstanceState }) =>
      event.type === 'instance.sync' && event.runState === params.state,
  },
  actions: {
    announce: emit((_, params: { action: InstanceAction }) => ({
      type: 'instance.requested' as const,
      action: params.action,
    })),
    rememberFacts: assign(({ event }) =>
      event.type === 'instance.sync'
        ? {
            autoRestartEnabled: event.autoRestartEnabled,
            autoRestartCooldownExpiration: isoOrNull(event.autoRestartCooldownExpiration),
          }
        : {},
    ),
  },
})

/** One state node per run state, with a guarded transition per action. */
function runStateNode(state: InstanceState) {
  const on = Object.fromEntries(
    instanceActions.map((action) => [
      `instance.${action}`,
      {
        guard: { type: 'actionAllowed' as const, params: { action, state } },
        target: actionTargets[action],
        actions: { type: 'announce' as const, params: { action } },
      },
    ]),
  )
  return { tags: isTransitional(state) ? ['transitional' as const] : [], on }
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
  },
  states: Object.fromEntries(instanceRunStates.map((state) => [state, runStateNode(state)])),
})

export type InstanceSnapshot = SnapshotFrom<typeof instanceMachine>

/**
 * The machine's snapshot for an instance as the server reports it, without starting an actor:
 * lists ask `instanceSnapshot(row).can(...)` for each row.
 */
export function instanceSnapshot(instance: InstanceFacts): InstanceSnapshot {
  return instanceMachine.resolveState({
    value: instance.runState,
    context: {
      instanceId: instance.id,
      autoRestartEnabled: instance.autoRestartEnabled,
      autoRestartCooldownExpiration: isoOrNull(instance.autoRestartCooldownExpiration),
    },
  })
}

export const actionEvent = (action: InstanceAction): InstanceActionEvent => ({
  type: `instance.${action}`,
})

/** Options for `createActor` / `useActorRef`: start in the instance's reported state. */
export function instanceActorOptions(instance: InstanceFacts) {
  const snapshot = instanceSnapshot(instance)
  return { snapshot, input: snapshot.context }
}
