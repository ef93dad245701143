/**
 * SPEC §4 "Instance run states": which run states allow which action, as data
 * (`defineActionRules`, see action-rules.ts). The instance machine's guards read
 * `instanceRules.can`, and the disabled reason the UI shows is `instanceRules.reason`, so the rule
 * lives in one place.
 */
import type { Instance, InstanceState } from '~/store/api'
import { defineActionRules, orList } from './action-rules'

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
  | 'attachExternalIp'
  | 'detachExternalIp'

const SOURCE = 'SPEC §4 Instance run states'
const EXTERNAL_IP_SOURCE =
  'server behaviour: instance external IP attach and detach (ephemeral and floating IPs)'

/** A row of SPEC §4's table: the states that allow the action, and 'Only … instances can …'. */
const only = (states: readonly InstanceState[], can: string) => ({
  states,
  reason: `Only ${orList(states)} instances can ${can}`,
  source: SOURCE,
})

/**
 * SPEC §4's action table: the run states in which each action is allowed, and why not; then the
 * server's own run-state rules for what SPEC §4 does not cover.
 */
export const instanceRules = defineActionRules<InstanceAction, InstanceState>({
  start: only(['stopped', 'failed'], 'be started'),
  delete: only(['stopped', 'failed'], 'be deleted'),
  resize: only(['stopped', 'failed', 'creating'], 'be resized'),
  updateBootDisk: only(['stopped', 'failed', 'creating'], 'change their boot disk'),
  reboot: only(['running'], 'be rebooted'),
  stop: only(['running', 'starting', 'rebooting', 'failed'], 'be stopped'),
  detachDisk: only(['creating', 'stopped', 'failed'], 'have disks detached'),
  attachDisk: only(['creating', 'stopped'], 'have disks attached'),
  updateNetworkInterface: only(['stopped'], 'have their network interfaces changed'),
  serialConsole: only(['running', 'rebooting', 'migrating', 'repairing'], 'open a serial console'),
  addToAffinityGroup: only(['stopped'], 'be added to an affinity or anti-affinity group'),
  // not a row of SPEC §4, and the contract's attach and detach operations say nothing of state:
  // the server moves ephemeral and floating IPs only while the instance is running or stopped
  attachExternalIp: {
    ...only(['running', 'stopped'], 'have external IPs attached'),
    source: EXTERNAL_IP_SOURCE,
  },
  detachExternalIp: {
    ...only(['running', 'stopped'], 'have external IPs detached'),
    source: EXTERNAL_IP_SOURCE,
  },
})

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
