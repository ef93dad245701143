/**
 * A sled's headroom: what its instances hold against what it can run, vCPUs and memory, and
 * whether it takes new instances. Inputs are the contract's shapes (Sled, SledInstance), taken
 * structurally: lib/ imports nothing of the project (docs/architecture.md, Layers).
 */
import type { SledRoom } from './sled-fit'

/** What an instance holds on the sled it runs on (the contract's SledInstance). */
export interface InstanceSize {
  ncpus: number
  /** Bytes. */
  memory: number
}

/** The sum of the sizes of a sled's instances. */
export interface Allocated {
  vcpus: number
  /** Bytes. */
  memory: number
}

/** What a sled reports (the contract's Sled). */
export interface SledFacts {
  usableHardwareThreads: number
  /** Bytes. */
  usablePhysicalRam: number
  policy:
    | { kind: 'in_service'; provisionPolicy: 'provisionable' | 'non_provisionable' }
    | { kind: 'expunged' }
  state: 'active' | 'decommissioned'
}

/** One resource of a sled: allocated against usable. */
export interface Share {
  allocated: number
  usable: number
  /**
   * How much of it is taken, as placement sees it: allocated ÷ usable, so 1 is full (more when
   * allocated beyond it); 1 on a sled that takes no new instances for its policy or state, or
   * that has none of the resource: whatever it holds, there is no room on it.
   */
  fraction: number
}

/**
 * Why a sled takes no new instances: its policy or state (the contract's SledPolicy and
 * SledState), or a resource it has no more of.
 */
export type NoRoomReason =
  | 'Expunged'
  | 'Decommissioned'
  | 'Not provisionable'
  | 'No vCPUs left'
  | 'No memory left'

export interface SledAllocation {
  vcpus: Share
  memory: Share
  /** Set when the sled takes no new instances. */
  noRoom?: NoRoomReason
}

/**
 * What a sled's instances hold: every instance its instance list names holds its vCPUs and memory
 * there (the contract's sled_instance_list lists the instances with a VMM on the sled).
 */
export const allocatedBy = (instances: readonly InstanceSize[]): Allocated => ({
  vcpus: instances.reduce((sum, instance) => sum + instance.ncpus, 0),
  memory: instances.reduce((sum, instance) => sum + instance.memory, 0),
})

/** The reason the sled's policy or state keeps new instances off it, if it does. */
function placementReason(sled: SledFacts): NoRoomReason | undefined {
  if (sled.policy.kind === 'expunged') return 'Expunged'
  if (sled.state !== 'active') return 'Decommissioned'
  if (sled.policy.provisionPolicy === 'non_provisionable') return 'Not provisionable'
  return undefined
}

const share = (allocated: number, usable: number, outOfPlacement: boolean): Share => ({
  allocated,
  usable,
  fraction: outOfPlacement || usable <= 0 ? 1 : allocated / usable,
})

/** The sled's vCPUs and memory, allocated against usable, and whether it has room for more. */
export function sledAllocation(sled: SledFacts, allocated: Allocated): SledAllocation {
  const policyReason = placementReason(sled)
  const outOfPlacement = policyReason !== undefined
  const vcpus = share(allocated.vcpus, sled.usableHardwareThreads, outOfPlacement)
  const memory = share(allocated.memory, sled.usablePhysicalRam, outOfPlacement)
  const noRoom =
    policyReason ??
    (vcpus.fraction >= 1 ? 'No vCPUs left' : memory.fraction >= 1 ? 'No memory left' : undefined)
  return { vcpus, memory, noRoom }
}

/** A sled's room for new instances, as lib/sled-fit.ts weighs it. */
export const sledRoom = (id: string, allocation: SledAllocation): SledRoom => ({
  id,
  takesNew: allocation.noRoom === undefined,
  freeThreads: Math.max(0, allocation.vcpus.usable - allocation.vcpus.allocated),
  freeMemory: Math.max(0, allocation.memory.usable - allocation.memory.allocated),
})
