/**
 * Whether an instance of a given size fits on the rack now, sled by sled: the server places an
 * instance on one sled, so a fleet with hundreds of free vCPUs in total still refuses one whose
 * size no single sled has free (the contract's 507 InsufficientCapacity, "No sleds can fit the
 * requested instance"). The mock places instances with it (mirage/handlers/hardware.ts), and the
 * console explains capacity with it.
 */

/** One sled's room for new instances. */
export interface SledRoom {
  id: string
  /** In service, provisionable and active: only such a sled takes new instances. */
  takesNew: boolean
  freeThreads: number
  /** Bytes. */
  freeMemory: number
}

/** An instance's size: vCPUs and bytes of memory. */
export interface InstanceShape {
  ncpus: number
  memory: number
}

/**
 * The anti-affinity groups the instance is a member of, as the sleds their other running members
 * are on: a group whose policy is `fail` rules those sleds out, one whose policy is `allow` only
 * makes the others preferred (the contract's AffinityPolicy).
 */
export interface AntiAffinityConstraint {
  policy: 'allow' | 'fail'
  memberSledIds: ReadonlySet<string>
}

const hasRoom = (sled: SledRoom, shape: InstanceShape) =>
  sled.takesNew && sled.freeThreads >= shape.ncpus && sled.freeMemory >= shape.memory

/**
 * The sleds that can take `shape` now, preferred ones first: those that take new instances, have
 * the vCPUs and the memory free, and hold no member of a `fail` group; among them, those with no
 * member of an `allow` group when there are any.
 */
export function sledsThatFit(
  sleds: readonly SledRoom[],
  shape: InstanceShape,
  constraints: readonly AntiAffinityConstraint[] = [],
): SledRoom[] {
  const ruledOut = (sled: SledRoom, policy: AntiAffinityConstraint['policy']) =>
    constraints.some((group) => group.policy === policy && group.memberSledIds.has(sled.id))
  const fitting = sleds.filter((sled) => hasRoom(sled, shape) && !ruledOut(sled, 'fail'))
  const preferred = fitting.filter((sled) => !ruledOut(sled, 'allow'))
  return preferred.length > 0 ? preferred : fitting
}

/**
 * The largest instance one sled can take now: the most vCPUs one sled has free (then the most
 * memory beside them), within an instance's own limits, among the sleds that take new instances;
 * none when no such sled has a vCPU free.
 */
export function largestFit(
  sleds: readonly SledRoom[],
  limits: InstanceShape,
): InstanceShape | undefined {
  let best: InstanceShape | undefined
  for (const sled of sleds) {
    if (!sled.takesNew || sled.freeThreads < 1) continue
    const shape = {
      ncpus: Math.min(sled.freeThreads, limits.ncpus),
      memory: Math.min(sled.freeMemory, limits.memory),
    }
    if (
      !best ||
      shape.ncpus > best.ncpus ||
      (shape.ncpus === best.ncpus && shape.memory > best.memory)
    ) {
      best = shape
    }
  }
  return best
}

/** Why no sled can take a size now, and the largest that fits instead. */
export interface FitShortfall {
  /** What no single sled has free: the vCPUs, the memory, or the two on the same sled. */
  lacking: 'vcpus' | 'memory' | 'both together' | 'any sled'
  largest?: InstanceShape
}

/**
 * Undefined when some sled can take `shape` now; otherwise what is lacking: no sled takes new
 * instances at all, or none has the vCPUs free, or none the memory, or none both at once.
 */
export function fitShortfall(
  sleds: readonly SledRoom[],
  shape: InstanceShape,
  limits: InstanceShape,
): FitShortfall | undefined {
  if (sledsThatFit(sleds, shape).length > 0) return undefined
  const open = sleds.filter((sled) => sled.takesNew)
  const largest = largestFit(sleds, limits)
  if (open.length === 0) return { lacking: 'any sled' }
  const lacking = !open.some((sled) => sled.freeThreads >= shape.ncpus)
    ? 'vcpus'
    : !open.some((sled) => sled.freeMemory >= shape.memory)
      ? 'memory'
      : 'both together'
  return { lacking, largest }
}
