/**
 * Role assignments at fleet, silo and project level (SPEC §6), as pure functions the access pages
 * and their read-before-write saves share: the order of roles, the effective role of an identity
 * that holds several, replacing or removing one identity's assignment, and who can still be given
 * one.
 */
import type { FleetRole, Group, IdentityType, ProjectRole, SiloRole, User } from '~/store/api'

export type AccessLevelKind = 'project' | 'silo' | 'fleet'

export type RoleName = SiloRole | ProjectRole | FleetRole

/**
 * Strongest first. SPEC §6 orders admin > collaborator > viewer; `limited_collaborator` (silo and
 * project roles only) is a collaborator without the right to change networking, so it sits
 * between collaborator and viewer — the place the contract's SiloRole and ProjectRole enums give
 * it (admin, collaborator, limited_collaborator, viewer).
 */
export const ROLE_ORDER: readonly RoleName[] = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
]

/** The fleet's roles strongest first, as the contract's FleetRole lists them. */
export const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']

/**
 * The app-side key of a silo role in a silo's `mappedFleetRoles`: the transport camelCases the
 * keys of every map like every key, so `limited_collaborator` arrives as `limitedCollaborator`.
 */
export const mappedRoleKey = (role: SiloRole) =>
  role.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The fleet roles a silo role grants, strongest first; none when the map has no entry. */
export function fleetRolesGranted(
  mapped: Partial<Record<string, readonly FleetRole[]>>,
  role: SiloRole,
): FleetRole[] {
  const granted = mapped[mappedRoleKey(role)] ?? mapped[role] ?? []
  return FLEET_ROLES.filter((fleetRole) => granted.includes(fleetRole))
}

/** The roles each level's policy takes: the contract's ProjectRole, SiloRole and FleetRole. */
export const LEVEL_ROLES: Record<AccessLevelKind, readonly RoleName[]> = {
  project: ROLE_ORDER,
  silo: ROLE_ORDER,
  fleet: FLEET_ROLES,
}

export const roleLabels: Record<RoleName, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
  limited_collaborator: 'Limited collaborator',
  viewer: 'Viewer',
}

const strength = (role: RoleName) => ROLE_ORDER.length - ROLE_ORDER.indexOf(role)

/** Negative when `a` is stronger, so `roles.sort(compareRoles)` puts the strongest first. */
export const compareRoles = (a: RoleName, b: RoleName) => strength(b) - strength(a)

/** The strongest of several roles (SPEC §6: the strongest applies); undefined for none. */
export function strongestRole<R extends RoleName>(
  roles: readonly (R | undefined)[],
): R | undefined {
  return roles
    .filter((role): role is R => role !== undefined)
    .reduce<R | undefined>(
      (best, role) => (best === undefined || compareRoles(role, best) < 0 ? role : best),
      undefined,
    )
}

/** True when `next` (undefined: no role) gives less than `current`: lowering or removing access. */
export function isLowering(current: RoleName | undefined, next: RoleName | undefined) {
  if (current === undefined) return false
  if (next === undefined) return true
  return compareRoles(next, current) > 0
}

export interface Assignment<R extends RoleName = RoleName> {
  identityId: string
  identityType: IdentityType
  roleName: R
}

export interface Policy<R extends RoleName = RoleName> {
  roleAssignments: Assignment<R>[]
}

/** One identity's new role at this level, or `null` to remove its assignment. */
export interface RoleChange<R extends RoleName = RoleName> {
  identityId: string
  identityType: IdentityType
  roleName: R | null
}

/**
 * SPEC §6: saving replaces any existing assignment of the same identity, or removes it. Every other
 * assignment is kept as it is, in its place; a new one goes last.
 */
export function applyRoleChange<R extends RoleName>(
  policy: Policy<R>,
  change: RoleChange<R>,
): Policy<R> {
  const others = policy.roleAssignments.filter((a) => a.identityId !== change.identityId)
  if (change.roleName === null) return { roleAssignments: others }
  const assignment: Assignment<R> = {
    identityId: change.identityId,
    identityType: change.identityType,
    roleName: change.roleName,
  }
  const at = policy.roleAssignments.findIndex((a) => a.identityId === change.identityId)
  if (at === -1) return { roleAssignments: [...others, assignment] }
  return {
    roleAssignments: [...others.slice(0, at), assignment, ...others.slice(at)],
  }
}

/**
 * What a save writes: the policy the server holds right now (read immediately before writing)
 * with only this change applied, so an assignment made meanwhile elsewhere survives. Also says
 * whether the identity's role changed on the server since the form was opened (`expected` is the
 * role it had then), so the page can tell the user instead of silently overriding it.
 */
export function policyToWrite<R extends RoleName>(
  current: Policy<R>,
  change: RoleChange<R>,
  expected: R | undefined,
): { policy: Policy<R>; changedMeanwhile: boolean } {
  const now = current.roleAssignments.find((a) => a.identityId === change.identityId)?.roleName
  return { policy: applyRoleChange(current, change), changedMeanwhile: now !== expected }
}

export interface Identity {
  id: string
  name: string
  type: IdentityType
}

/** Users and groups as identities, users first, each by name. */
export function identitiesOf(
  users: readonly Pick<User, 'id' | 'displayName'>[],
  groups: readonly Pick<Group, 'id' | 'displayName'>[],
): Identity[] {
  const byName = (a: Identity, b: Identity) => a.name.localeCompare(b.name)
  return [
    ...users
      .map((u) => ({ id: u.id, name: u.displayName, type: 'silo_user' as const }))
      .sort(byName),
    ...groups
      .map((g) => ({ id: g.id, name: g.displayName, type: 'silo_group' as const }))
      .sort(byName),
  ]
}

/** SPEC §6: the silo's users and groups that have no assignment at this level yet. */
export function assignableIdentities(identities: readonly Identity[], policy: Policy): Identity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  return identities.filter((identity) => !assigned.has(identity.id))
}

/**
 * An identity's row on an access page: its role here, the roles it inherits from the levels
 * above (on a project: its silo role; on the silo: the fleet roles its silo roles map to), and the
 * strongest of them, which is what applies.
 */
export function effectiveRole(
  here: RoleName | undefined,
  inherited: readonly RoleName[],
): RoleName | undefined {
  return strongestRole([here, ...inherited])
}

/** The identity's role in this policy; undefined for none. */
export const roleIn = (policy: Policy, identityId: string): RoleName | undefined =>
  policy.roleAssignments.find((assignment) => assignment.identityId === identityId)?.roleName

/**
 * The roles an identity inherits at a level, given its role there: on a project its silo role,
 * on the silo the fleet roles its silo role maps to, none on the fleet.
 */
export type InheritedRoles = (identityId: string, roleHere: RoleName | undefined) => RoleName[]

/** The signed-in user's effective role at this level: through themself or any of their groups. */
export function ownEffectiveRole(
  policy: Policy,
  ownIdentityIds: readonly string[],
  inherited: InheritedRoles,
): RoleName | undefined {
  return strongestRole(
    ownIdentityIds.map((id) => {
      const here = roleIn(policy, id)
      return effectiveRole(here, inherited(id, here))
    }),
  )
}

/**
 * Whether a change lowers the signed-in user's own access at this level (the extra warning):
 * their effective role, through themself or any group they are in, before and after it. Lowering
 * a group's role lowers nothing when the user holds as much another way.
 */
export function lowersOwnAccess(
  policy: Policy,
  change: RoleChange,
  ownIdentityIds: readonly string[],
  inherited: InheritedRoles,
): { before: RoleName | undefined; after: RoleName | undefined } | undefined {
  if (!ownIdentityIds.includes(change.identityId)) return undefined
  const before = ownEffectiveRole(policy, ownIdentityIds, inherited)
  const after = ownEffectiveRole(applyRoleChange(policy, change), ownIdentityIds, inherited)
  return isLowering(before, after) ? { before, after } : undefined
}
