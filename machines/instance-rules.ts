/**
 * SPEC §4 "Instance run states": which run states allow which action, as data. The instance
 * machine's guards read this table, and the disabled reason the UI shows comes from it too, so
 * the rule lives in one place.
 */
import type { Instance, InstanceState } from '~/store/api'

/** Every run state of the contract (`InstanceState`), in its order. */
export const instanceRunStates = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
] as const satisfies readonly InstanceState[]

/** SPEC §4: states the instance moves through on its own; lists poll until they settle. */
export const transitionalRunStates = [
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
] as const satisfies readonly InstanceState[]

export const isTransitional = (state: InstanceState) =>
  (transitionalRunStates as readonly InstanceState[]).includes(state)

export type InstanceAction =
  | 'start'
  | 'delete'
  | 'resize'
  | 'updateBootDisk'
  | 'reboot'
  | 'stop'
  | 'detachDisk'
  | 'attachDisk'
  | 'updateNetworkInterface'
  | 'serialConsole'
  | 'addToAffinityGroup'

/** SPEC §4's action table: the run states in which each action is allowed. */
export const instanceActionStates: Record<InstanceAction, readonly InstanceState[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNetworkInterface: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
}

export const instanceActions = Object.keys(instanceActionStates) as InstanceAction[]

/** What each action does, to finish "Only stopped or failed instances can …". */
const actionPhrase: Record<InstanceAction, string> = {
  start: 'be started',
  delete: 'be deleted',
  resize: 'be resized',
  updateBootDisk: 'change their boot disk',
  reboot: 'be rebooted',
  stop: 'be stopped',
  detachDisk: 'have disks detached',
  attachDisk: 'have disks attached',
  updateNetworkInterface: 'have their network interfaces changed',
  serialConsole: 'open a serial console',
  addToAffinityGroup: 'be added to an anti-affinity group',
}

/** 'a', 'a or b', 'a, b or c' */
export function orList(items: readonly string[]) {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

export const isAllowed = (action: InstanceAction, state: InstanceState) =>
  instanceActionStates[action].includes(state)

/**
 * Why `action` is not allowed in `state`, e.g. 'Only stopped or failed instances can be started';
 * undefined when it is allowed.
 */
export function instanceActionDisabledReason(
  action: InstanceAction,
  state: InstanceState,
): string | undefined {
  if (isAllowed(action, state)) return undefined
  return `Only ${orList(instanceActionStates[action])} instances can ${actionPhrase[action]}`
}

export type AutoRestartFacts = Pick<Instance, 'runState' | 'autoRestartEnabled'> & {
  /** The contract's ISO timestamp, or the Date the store's selectors revive it as. */
  autoRestartCooldownExpiration?: Instance['autoRestartCooldownExpiration'] | Date
}

/**
 * SPEC §4: a failed instance with auto-restart enabled and no unexpired cooldown is due for
 * restart (the control plane will restart it soon).
 */
export function isDueForRestart(instance: AutoRestartFacts, now: Date = new Date()) {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const expiration = instance.autoRestartCooldownExpiration
  if (expiration === null || expiration === undefined) return true
  return new Date(expiration).getTime() <= now.getTime()
}
