/**
 * What the signed-in user may do, known before they press anything (docs/architecture.md,
 * Permissions): their effective role at each scope (fleet, silo, a project), read from the same
 * policies the access pages show, and one table of the role each action the console offers needs.
 * An action the user may not take shows disabled with the reason; where a policy cannot be read
 * (a 403, a failure, not loaded yet) the role is unknown and the action stays enabled: the server
 * decides, as it always does (a 403 still shows its message).
 *
 * The rules are the server's (the mock mirrors them, mirage/session-access.ts): creating,
 * changing and deleting a project's resources takes the limited collaborator role there or on
 * the silo; a project's networking (VPCs, subnets, routers and routes, firewall rules, internet
 * gateways) the collaborator role, which is what separates a limited collaborator (Oxide's
 * access control guide: "Separating compute from networking only makes sense in the project
 * scope"); floating IPs and an instance's network interfaces stay a limited collaborator's.
 * Changing a policy takes the admin role at its level (a silo's, also a fleet admin's); the
 * fleet's operations (System) a fleet collaborator.
 */
import { resolveRole } from '~/lib/role-sources'
import type { FleetRole, Silo } from '~/store/api'
import { fleetRolesGranted, type Policy, ROLE_ORDER, type RoleName } from './access-policy'

/** A role held at a scope: one of the roles, `none`, or `unknown` when a policy could not be read. */
export type HeldRole = RoleName | 'none' | 'unknown'

/** The user's effective roles; `project` for the project the page is about. */
export interface HeldRoles {
  fleet: HeldRole
  silo: HeldRole
  project?: { name: string; role: HeldRole }
}

/**
 * What the roles are read from. A policy or list left undefined could not be read (or has not
 * loaded): the roles that depend on it are unknown.
 */
export interface RoleSources {
  userId: string
  /** The user's groups (`/v1/me/groups`). */
  groupIds: readonly string[] | undefined
  /**
   * `/v1/me`'s `fleet_viewer`: false means no fleet role at all, directly or through the silo's
   * mapping, so the fleet's policy (which then answers 403) is not needed to know it.
   */
  fleetViewer: boolean
  siloPolicy: Policy | undefined
  /** The project's policy, for a page inside a project. */
  project?: { name: string; policy: Policy | undefined }
  fleetPolicy: Policy | undefined
  /** The silo's `mappedFleetRoles`: the fleet roles each silo role confers. */
  mappedFleetRoles: Silo['mappedFleetRoles'] | undefined
}

const strongest = (roles: readonly RoleName[]): RoleName | 'none' =>
  roles.length === 0
    ? 'none'
    : roles.reduce((best, role) =>
        ROLE_ORDER.indexOf(role) < ROLE_ORDER.indexOf(best) ? role : best,
      )

/** Every role the policy gives the user, directly or through one of their groups. */
function rolesIn(policy: Policy, userId: string, groupIds: readonly string[]): RoleName[] {
  const resolved = resolveRole(
    { id: userId, groupIds },
    [{ level: 'here', roleAssignments: policy.roleAssignments }],
    ROLE_ORDER,
  )
  return [...new Set(resolved?.grants.map((grant) => grant.role))]
}

/**
 * The strongest role of the parts that could be read; unknown when a part could not be, unless
 * what is known is already admin, which nothing unread could raise.
 */
function combine(parts: readonly (readonly RoleName[] | undefined)[]): HeldRole {
  const known = strongest(parts.flatMap((part) => part ?? []))
  if (known === 'admin') return known
  return parts.some((part) => part === undefined) ? 'unknown' : known
}

/**
 * The effective role at each scope (SPEC §6: the strongest of several roles applies): on the silo
 * the silo policy's grants; on a project its own policy's and the silo's, which apply to every
 * project of the silo; on the fleet the fleet policy's and the fleet roles the silo maps the
 * user's silo roles to.
 */
export function effectiveRoles(sources: RoleSources): HeldRoles {
  const { userId, groupIds, siloPolicy, project, fleetPolicy, mappedFleetRoles } = sources
  const read = (policy: Policy | undefined) =>
    policy && groupIds ? rolesIn(policy, userId, groupIds) : undefined
  const siloRoles = read(siloPolicy)
  const mapped =
    siloRoles && mappedFleetRoles
      ? siloRoles.flatMap((role) => fleetRolesGranted(mappedFleetRoles, role))
      : undefined
  return {
    silo: combine([siloRoles]),
    fleet: sources.fleetViewer ? combine([read(fleetPolicy), mapped]) : 'none',
    ...(project && {
      project: { name: project.name, role: combine([read(project.policy), siloRoles]) },
    }),
  }
}

/** Where an action's role is held, and the least role it takes there. */
export interface ActionRule {
  scope: 'fleet' | 'silo' | 'project'
  least: RoleName
  /** A fleet role that also allows it (a fleet admin changes any silo's policy). */
  orFleet?: FleetRole
}

const project = (least: RoleName): ActionRule => ({ scope: 'project', least })
const compute = project('limited_collaborator')
const networking = project('collaborator')
const fleet: ActionRule = { scope: 'fleet', least: 'collaborator' }

/**
 * The actions the console asks about before the user acts, and what each takes. Its keys are the
 * `Action` type the pages ask with, so an action without an entry does not compile.
 */
export const ACTION_RULES = {
  'project.create': { scope: 'silo', least: 'limited_collaborator' },
  'project.policy.update': project('admin'),
  // a project's own settings and its deletion: a write on the project (mirage/session-access.ts)
  'project.update': compute,
  'project.delete': compute,

  'instance.create': compute,
  'instance.start': compute,
  'instance.stop': compute,
  'instance.reboot': compute,
  'instance.delete': compute,
  // the Settings tab: resize, boot disk, auto-restart, affinity groups
  'instance.update': compute,
  // the Storage tab, and a disk's attach and detach
  'disk.attach': compute,
  'disk.detach': compute,
  // the Networking tab: an instance's network interfaces and its ephemeral IPs stay a limited
  // collaborator's (mirage/session-access.ts NETWORKING_WRITES names neither)
  'nic.create': compute,
  'nic.update': compute,
  'nic.delete': compute,
  'ephemeralIp.attach': compute,
  'ephemeralIp.detach': compute,

  'disk.create': compute,
  'disk.delete': compute,
  'snapshot.create': compute,
  'snapshot.delete': compute,
  'image.create': compute,
  'image.delete': compute,
  'image.promote': compute,
  'floatingIp.create': compute,
  'floatingIp.update': compute,
  'floatingIp.delete': compute,
  'floatingIp.attach': compute,
  'floatingIp.detach': compute,
  'externalSubnet.create': compute,
  'externalSubnet.update': compute,
  'externalSubnet.delete': compute,
  'externalSubnet.attach': compute,
  'externalSubnet.detach': compute,
  'affinity.create': compute,
  'affinity.update': compute,
  'affinity.delete': compute,
  'affinity.member.add': compute,
  'affinity.member.remove': compute,

  'vpc.create': networking,
  'vpc.update': networking,
  'vpc.delete': networking,
  'subnet.create': networking,
  'subnet.update': networking,
  'subnet.delete': networking,
  'router.create': networking,
  'router.update': networking,
  'router.delete': networking,
  'route.create': networking,
  'route.update': networking,
  'route.delete': networking,
  'firewall.update': networking,
  'gateway.create': networking,
  'gateway.delete': networking,
  'gateway.ipPool.attach': networking,
  'gateway.ipPool.detach': networking,
  'gateway.ipAddress.attach': networking,
  'gateway.ipAddress.detach': networking,

  'silo.policy.update': { scope: 'silo', least: 'admin', orFleet: 'admin' },
  // the maximum token lifetime, as the silo's policy (mirage/handlers/auth-settings.ts)
  'silo.authSettings.update': { scope: 'silo', least: 'admin', orFleet: 'admin' },
  // a silo's images and certificates are the silo's: a role on a project does not reach them
  // (mirage/session-access.ts requireSiloWrite)
  'silo.image.demote': { scope: 'silo', least: 'limited_collaborator' },
  'silo.image.delete': { scope: 'silo', least: 'limited_collaborator' },
  'silo.certificate.create': { scope: 'silo', least: 'limited_collaborator' },
  'silo.certificate.delete': { scope: 'silo', least: 'limited_collaborator' },

  'fleet.policy.update': { scope: 'fleet', least: 'admin' },
  // another silo's policy, from System (mirage/handlers/policies.ts)
  'system.silo.policy.update': { scope: 'fleet', least: 'admin' },
  'system.silo.create': fleet,
  'system.silo.update': fleet,
  'system.silo.delete': fleet,
  'system.ipPool.create': fleet,
  'system.ipPool.update': fleet,
  'system.ipPool.delete': fleet,
  'system.subnetPool.create': fleet,
  'system.subnetPool.update': fleet,
  'system.subnetPool.delete': fleet,
  'system.supportBundle.create': fleet,
  'system.supportBundle.update': fleet,
  'system.supportBundle.delete': fleet,
  'system.alertReceiver.create': fleet,
  'system.alertReceiver.update': fleet,
  'system.alertReceiver.delete': fleet,
  // a pool's silos, from either side (resources/pools/PoolSiloLinkForm.tsx)
  'system.pool.link': fleet,
  'system.identityProvider.create': fleet,
  'system.localUser.create': fleet,
  'system.localUser.update': fleet,
  'system.trustRoot.create': fleet,
  // the rack's networking: lots, loopbacks, BGP, BFD, switch ports, settings, allow list
  'system.networking.update': fleet,
} as const satisfies Record<string, ActionRule>

export type Action = keyof typeof ACTION_RULES

const roleWords: Record<RoleName, string> = {
  admin: 'admin',
  collaborator: 'collaborator',
  limited_collaborator: 'limited collaborator',
  viewer: 'viewer',
}

const article = (role: RoleName) => (role === 'admin' ? 'an' : 'a')

const atLeast = (held: RoleName, least: RoleName) =>
  ROLE_ORDER.indexOf(held) <= ROLE_ORDER.indexOf(least)

/** Whether the held role allows it: unknown does (the server decides). */
const allows = (held: HeldRole, least: RoleName) =>
  held === 'unknown' || (held !== 'none' && atLeast(held, least))

/** 'you are a viewer', 'you are a fleet viewer'; `noRole` for none. */
const youAre = (held: HeldRole, noRole: string, prefix = '') =>
  held === 'none' || held === 'unknown'
    ? noRole
    : `you are ${prefix === '' ? article(held) : 'a'} ${prefix}${roleWords[held]}`

/**
 * Why the user may not take the action, or undefined when they may (or when their role is
 * unknown): 'Needs the collaborator role on mock-project; you are a viewer'.
 */
export function whyNot(action: Action, roles: HeldRoles): string | undefined {
  const rule: ActionRule = ACTION_RULES[action]
  // a fleet role that allows it, or one unknown (the server decides)
  if (rule.orFleet && allows(roles.fleet, rule.orFleet)) return
  if (rule.scope === 'fleet') {
    if (allows(roles.fleet, rule.least)) return
    const you = youAre(roles.fleet, 'you have no fleet role', 'fleet ')
    return `Needs a fleet ${roleWords[rule.least]} role; ${you}`
  }
  // a project action outside a project page (no project named) is the server's to decide
  const held = rule.scope === 'silo' ? roles.silo : (roles.project?.role ?? 'unknown')
  const where = rule.scope === 'silo' ? 'the silo' : (roles.project?.name ?? '')
  if (allows(held, rule.least)) return
  const you = youAre(held, `you have no role on ${where}`)
  return `Needs the ${roleWords[rule.least]} role on ${where}; ${you}`
}
