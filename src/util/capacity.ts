/**
 * Capacity arithmetic for the utilization pages: how much of a quota is provisioned, which silos
 * are at or near one, the fleet's physical capacity and the recommended capacity estimate
 * (SPEC §9), and how each resource reads in words (vCPUs, binary units).
 */
import type { Sled, VirtualResourceCounts } from '~/store/api'
import { formatBytes, fromBytes, GiB, TiB } from './units'

export type CapacityResource = keyof VirtualResourceCounts

export const CAPACITY_RESOURCES: readonly CapacityResource[] = ['cpus', 'memory', 'storage']

export const capacityLabels: Record<CapacityResource, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

/** SPEC §9: the share of the hardware worth promising, so the fleet keeps room to fail over. */
export const RECOMMENDED_FACTOR = 0.7
/** SPEC §9: disk per sled in TB (the "32 per sled disk size factor"). */
export const DISK_TB_PER_SLED = 32
/** SPEC §9: TB to TiB (1e12 / 1024⁴ ≈ 0.909). */
export const TB_TO_TIB = 0.909
/** From this share of a quota a silo is called near it (the issues page flags the same). */
export const NEAR_QUOTA_PERCENT = 90

/** Share of the quota provisioned, in whole percent; a zero quota with nothing in it is 0 %. */
export function usedPercent(provisioned: number, quota: number) {
  if (quota <= 0) return provisioned > 0 ? 100 : 0
  return Math.round((provisioned / quota) * 100)
}

/**
 * A share of a whole for a capacity card's bar: whole percent, except that a sliver reads
 * '< 1 %' and a whole not yet filled '> 99 %', so rounding never shows empty or full when it is
 * not; over the whole it reads as it is ('150 %'). A whole of 0 (a quota of 0, no sleds) has no
 * share: `none` says so instead of dividing by zero.
 */
export function formatShare(part: number, whole: number, none = 'no quota') {
  if (whole <= 0) return none
  const percent = (part / whole) * 100
  if (part > 0 && percent < 1) return '< 1 %'
  if (part < whole && percent > 99) return '> 99 %'
  return `${Math.round(percent)} %`
}

/** How far a capacity card's bar fills, 0–100: over the whole is a full bar, no whole an empty one. */
export const shareBarValue = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, Math.max(0, (part / whole) * 100))

export type QuotaStanding = 'within' | 'near' | 'at'

/** Whether a silo has room left under a quota: at it (or over), near it (≥ 90 %), or within. */
export function quotaStanding(provisioned: number, quota: number): QuotaStanding {
  if (provisioned >= quota && (quota > 0 || provisioned > 0)) return 'at'
  return usedPercent(provisioned, quota) >= NEAR_QUOTA_PERCENT ? 'near' : 'within'
}

/** What is left under the quota; never below zero. */
export const remaining = (provisioned: number, quota: number) => Math.max(0, quota - provisioned)

/** Resource by resource sum, for totals across silos. */
export function sumCounts(counts: readonly VirtualResourceCounts[]): VirtualResourceCounts {
  return counts.reduce(
    (sum, count) => ({
      cpus: sum.cpus + count.cpus,
      memory: sum.memory + count.memory,
      storage: sum.storage + count.storage,
    }),
    { cpus: 0, memory: 0, storage: 0 },
  )
}

type SledCapacity = Pick<Sled, 'usableHardwareThreads' | 'usablePhysicalRam'>

/** The storage the sleds' disks hold, in bytes: 32 TB a sled, in binary units. */
const sledStorage = (sledCount: number) => sledCount * DISK_TB_PER_SLED * TB_TO_TIB * TiB

/** What the sleds have: every usable hardware thread and byte of RAM, and their disks. */
export function physicalCapacity(sleds: readonly SledCapacity[]): VirtualResourceCounts {
  return {
    cpus: sleds.reduce((sum, sled) => sum + sled.usableHardwareThreads, 0),
    memory: sleds.reduce((sum, sled) => sum + sled.usablePhysicalRam, 0),
    storage: sledStorage(sleds.length),
  }
}

/**
 * SPEC §9's recommended capacity: 70 % of the hardware, rounded up to whole CPUs, GiB and TiB.
 * CPUs = ceil(0.7 × Σ threads); memory = ceil(0.7 × Σ RAM in GiB) GiB; storage =
 * ceil(0.7 × sleds × 32 × 0.909) TiB.
 */
export function recommendedCapacity(sleds: readonly SledCapacity[]): VirtualResourceCounts {
  const physical = physicalCapacity(sleds)
  return {
    cpus: Math.ceil(RECOMMENDED_FACTOR * physical.cpus),
    memory: Math.ceil(RECOMMENDED_FACTOR * fromBytes(physical.memory, 'GiB')) * GiB,
    storage: Math.ceil(RECOMMENDED_FACTOR * sleds.length * DISK_TB_PER_SLED * TB_TO_TIB) * TiB,
  }
}

/** How the quotas handed out compare with the recommended capacity, resource by resource. */
export function overCommitted(
  allocated: VirtualResourceCounts,
  recommended: VirtualResourceCounts,
): CapacityResource[] {
  return CAPACITY_RESOURCES.filter((resource) => allocated[resource] > recommended[resource])
}

/**
 * An amount in words: a count of vCPUs, or bytes in binary units ('1.5 TiB') to `digits`
 * decimals.
 */
export const formatAmount = (resource: CapacityResource, amount: number, digits = 2) =>
  resource === 'cpus'
    ? `${amount.toLocaleString('en-US', { maximumFractionDigits: digits })} vCPU${amount === 1 ? '' : 's'}`
    : formatBytes(amount, digits)

/** '12 of 32 vCPUs', '96 GiB of 128 GiB': provisioned against a quota. */
export const formatUsage = (resource: CapacityResource, provisioned: number, quota: number) =>
  resource === 'cpus'
    ? `${provisioned.toLocaleString('en-US')} of ${formatAmount(resource, quota)}`
    : `${formatBytes(provisioned)} of ${formatBytes(quota)}`
