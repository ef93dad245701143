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
  /** The group's name, for saying which group keeps an instance off a sled. */
  name?: string
  policy: 'allow' | 'fail'
  memberSledIds: ReadonlySet<string>
}

/** An anti-affinity group as the console reads it: its policy and its members' instance ids. */
export interface AntiAffinityMembers {
  name: string
  policy: 'allow' | 'fail'
  memberIds: readonly string[]
}

/**
 * The groups' constraints: each member runs on the sled whose instance list names it (a stopped
 * member is on no sled, and holds none back).
 */
export function antiAffinityConstraints(
  groups: readonly AntiAffinityMembers[],
  instancesBySled: Readonly<Record<string, { instanceIds: readonly string[] }>>,
): AntiAffinityConstraint[] {
  const sledOf = new Map<string, string>()
  for (const [sledId, { instanceIds }] of Object.entries(instancesBySled)) {
    for (const id of instanceIds) sledOf.set(id, sledId)
  }
  return groups.map(({ name, policy, memberIds }) => ({
    name,
    policy,
    memberSledIds: new Set(
      memberIds.flatMap((id) => {
        const sledId = sledOf.get(id)
        return sledId ? [sledId] : []
      }),
    ),
  }))
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
  /**
   * What no single sled has free: the vCPUs, the memory, or the two on the same sled; or, with
   * room enough, a sled apart from the members of the `fail` groups named in `groups`.
   */
  lacking: 'vcpus' | 'memory' | 'both together' | 'any sled' | 'a sled apart'
  largest?: InstanceShape
  groups?: string[]
}

/**
 * Undefined when some sled can take `shape` now; otherwise what is lacking: no sled takes new
 * instances at all, or none has the vCPUs free, or none the memory, or none both at once, or
 * every sled with room holds a member of one of its `fail` anti-affinity groups. The largest that
 * fits is among the sleds those groups leave open.
 */
export function fitShortfall(
  sleds: readonly SledRoom[],
  shape: InstanceShape,
  limits: InstanceShape,
  constraints: readonly AntiAffinityConstraint[] = [],
): FitShortfall | undefined {
  if (sledsThatFit(sleds, shape, constraints).length > 0) return undefined
  const failing = constraints.filter((group) => group.policy === 'fail')
  const apart = sleds.filter((sled) => !failing.some((group) => group.memberSledIds.has(sled.id)))
  const largest = largestFit(apart, limits)
  if (sledsThatFit(sleds, shape).length > 0) {
    const groups = failing
      .filter((group) => sleds.some((sled) => group.memberSledIds.has(sled.id)))
      .map((group) => group.name ?? '')
    return { lacking: 'a sled apart', largest, groups }
  }
  const open = sleds.filter((sled) => sled.takesNew)
  if (open.length === 0) return { lacking: 'any sled' }
  const lacking = !open.some((sled) => sled.freeThreads >= shape.ncpus)
    ? 'vcpus'
    : !open.some((sled) => sled.freeMemory >= shape.memory)
      ? 'memory'
      : 'both together'
  return { lacking, largest }
}
