/**
 * Where an identity's role on a resource comes from, read from the policies that name it: the
 * resource's own policy and the policies it inherits from (a project inherits its silo's), each
 * assignment held directly or through a group the user belongs to. SPEC §6: the strongest of
 * several roles applies; a policy's assignment names a user or a group (SPEC §3).
 */

/** An assignment as a policy holds it (SPEC §3: identityId, identityType, roleName). */
export interface AssignmentLike<R extends string> {
  identityId: string
  roleName: R
}

/** One policy and the level it is at ('silo', 'project'), the resource's own first. */
export interface PolicyAtLevel<R extends string, L extends string> {
  level: L
  roleAssignments: readonly AssignmentLike<R>[]
}

/** Whose roles: a user with their groups, or a group (no groups of its own). */
export interface Identity {
  id: string
  groupIds?: readonly string[]
}

/** One assignment that gives the identity a role: at which level, and through which group. */
export interface RoleGrant<R extends string, L extends string> {
  role: R
  level: L
  /** The group the role comes through; undefined when assigned to the identity itself. */
  groupId?: string
}

/** The role that applies and every grant behind it, the one that gives it first. */
export interface ResolvedRole<R extends string, L extends string> {
  role: R
  grants: RoleGrant<R, L>[]
}

/**
 * The identity's role on a resource from its policies, the resource's own first, then those it
 * inherits: the strongest role by `roleOrder` (strongest first). Its grants come strongest first;
 * among equal roles a direct one before one through a group, the resource's own level before an
 * inherited one, so the first grant says where the role comes from. Undefined when no policy names
 * the identity or its groups.
 */
export function resolveRole<R extends string, L extends string>(
  identity: Identity,
  policies: readonly PolicyAtLevel<R, L>[],
  roleOrder: readonly R[],
): ResolvedRole<R, L> | undefined {
  const groups = new Set(identity.groupIds ?? [])
  const grants: (RoleGrant<R, L> & { levelIndex: number })[] = []
  policies.forEach((policy, levelIndex) => {
    for (const assignment of policy.roleAssignments) {
      if (assignment.identityId === identity.id) {
        grants.push({ role: assignment.roleName, level: policy.level, levelIndex })
      } else if (groups.has(assignment.identityId)) {
        grants.push({
          role: assignment.roleName,
          level: policy.level,
          groupId: assignment.identityId,
          levelIndex,
        })
      }
    }
  })
  if (grants.length === 0) return undefined
  grants.sort(
    (a, b) =>
      roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role) ||
      Number(a.groupId !== undefined) - Number(b.groupId !== undefined) ||
      a.levelIndex - b.levelIndex,
  )
  return {
    role: grants[0].role,
    grants: grants.map(({ levelIndex: _, ...grant }) => grant),
  }
}
