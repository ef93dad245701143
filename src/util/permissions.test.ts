// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FleetRole } from '~/store/api'
import { LEVEL_ROLES, type Policy, type RoleName } from './access-policy'
import {
  ACTION_RULES,
  type Action,
  type ActionRule,
  effectiveRoles,
  type HeldRoles,
  type RoleSources,
  whyNot,
} from './permissions'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const ME = 'user-me'
const DEVS = 'group-devs'

const policy = (...pairs: [string, RoleName][]): Policy => ({
  roleAssignments: pairs.map(([identityId, roleName]) => ({
    identityId,
    identityType: identityId.startsWith('group') ? 'silo_group' : 'silo_user',
    roleName,
  })),
})

const sources = (over: Partial<RoleSources>): RoleSources => ({
  userId: ME,
  groupIds: [DEVS],
  fleetViewer: false,
  siloPolicy: policy(),
  project: { name: 'mock-project', policy: policy() },
  fleetPolicy: undefined,
  mappedFleetRoles: {},
  ...over,
})

const SILO_ROLES: RoleName[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const FLEET_ROLES = LEVEL_ROLES.fleet as FleetRole[]

describe('effectiveRoles', () => {
  // every SPEC §6 role, held directly and through a group, at the silo and on a project
  const byRole = SILO_ROLES.flatMap((role) =>
    [ME, DEVS].flatMap((holder) => {
      const how = holder === ME ? 'direct' : 'via group'
      return [
        [
          `silo ${role} (${how}) applies to the silo and every project`,
          sources({ siloPolicy: policy([holder, role]) }),
          { silo: role, project: role },
        ],
        [
          `project ${role} (${how}) applies to that project only`,
          sources({ project: { name: 'mock-project', policy: policy([holder, role]) } }),
          { silo: 'none', project: role },
        ],
      ] as const
    }),
  )
  it.each(byRole)('%s', (_, input, expected) => {
    const roles = effectiveRoles(input)
    expect({ silo: roles.silo, project: roles.project?.role }).toEqual(expected)
  })

  it.each<[string, Partial<RoleSources>, { silo: string; project: string }]>([
    [
      'the strongest of direct and group grants applies',
      { siloPolicy: policy([ME, 'viewer'], [DEVS, 'collaborator']) },
      { silo: 'collaborator', project: 'collaborator' },
    ],
    [
      'the stronger of the silo and the project applies on the project',
      {
        siloPolicy: policy([ME, 'viewer']),
        project: { name: 'mock-project', policy: policy([DEVS, 'admin']) },
      },
      { silo: 'viewer', project: 'admin' },
    ],
    [
      'a group the user is not in gives nothing',
      { siloPolicy: policy(['group-other', 'admin']) },
      { silo: 'none', project: 'none' },
    ],
    [
      'an unreadable project policy makes the project unknown',
      { siloPolicy: policy([ME, 'viewer']), project: { name: 'p', policy: undefined } },
      { silo: 'viewer', project: 'unknown' },
    ],
    [
      'an unreadable silo policy makes the silo and the project unknown',
      { siloPolicy: undefined },
      { silo: 'unknown', project: 'unknown' },
    ],
    [
      'a silo admin is a project admin whatever the project policy says',
      { siloPolicy: policy([ME, 'admin']), project: { name: 'p', policy: undefined } },
      { silo: 'admin', project: 'admin' },
    ],
    [
      'groups not loaded: everything unknown',
      { groupIds: undefined, siloPolicy: policy([ME, 'admin']) },
      { silo: 'unknown', project: 'unknown' },
    ],
  ])('%s', (_, over, expected) => {
    const roles = effectiveRoles(sources(over))
    expect({ silo: roles.silo, project: roles.project?.role }).toEqual(expected)
  })

  it.each<[string, Partial<RoleSources>, string]>([
    ['not a fleet viewer: no fleet role, known without the fleet policy', {}, 'none'],
    ...FLEET_ROLES.flatMap((role) =>
      [ME, DEVS].map(
        (holder) =>
          [
            `fleet ${role} (${holder === ME ? 'direct' : 'via group'})`,
            { fleetViewer: true, fleetPolicy: policy([holder, role]) },
            role,
          ] as [string, Partial<RoleSources>, string],
      ),
    ),
    [
      'a silo role mapped to a fleet role (keys camelCased by the transport)',
      {
        fleetViewer: true,
        fleetPolicy: policy(),
        siloPolicy: policy([DEVS, 'limited_collaborator']),
        mappedFleetRoles: { limitedCollaborator: ['collaborator'] },
      },
      'collaborator',
    ],
    [
      'the stronger of the mapped and the direct fleet role',
      {
        fleetViewer: true,
        fleetPolicy: policy([ME, 'viewer']),
        siloPolicy: policy([ME, 'admin']),
        mappedFleetRoles: { admin: ['admin'] },
      },
      'admin',
    ],
    [
      'a fleet viewer whose fleet policy is unreadable: unknown',
      { fleetViewer: true, fleetPolicy: undefined },
      'unknown',
    ],
    [
      'the silo’s mapping unreadable: unknown',
      { fleetViewer: true, fleetPolicy: policy([ME, 'viewer']), mappedFleetRoles: undefined },
      'unknown',
    ],
  ])('%s', (_, over, expected) => {
    expect(effectiveRoles(sources(over)).fleet).toBe(expected)
  })

  it('names no project outside one', () => {
    expect(effectiveRoles(sources({ project: undefined })).project).toBeUndefined()
  })
})

const held = (over: Partial<HeldRoles>): HeldRoles => ({
  fleet: 'none',
  silo: 'none',
  project: { name: 'mock-project', role: 'none' },
  ...over,
})
const inProject = (role: HeldRoles['silo']) => ({ name: 'mock-project', role })

describe('whyNot', () => {
  it.each<[Action, Partial<HeldRoles>, string | undefined]>([
    // the cases: a silo viewer on a project's actions and on creating a project
    [
      'instance.create',
      { silo: 'viewer', project: inProject('viewer') },
      'Needs the limited collaborator role on mock-project; you are a viewer',
    ],
    [
      'project.create',
      { silo: 'viewer' },
      'Needs the limited collaborator role on the silo; you are a viewer',
    ],
    ['instance.stop', { project: inProject('collaborator') }, undefined],
    ['instance.delete', { project: inProject('limited_collaborator') }, undefined],
    [
      'instance.delete',
      { project: inProject('none') },
      'Needs the limited collaborator role on mock-project; you have no role on mock-project',
    ],
    // networking takes a full collaborator (Oxide's limited collaborator role)
    [
      'vpc.create',
      { project: inProject('limited_collaborator') },
      'Needs the collaborator role on mock-project; you are a limited collaborator',
    ],
    ['firewall.update', { project: inProject('collaborator') }, undefined],
    ['floatingIp.create', { project: inProject('limited_collaborator') }, undefined],
    [
      'gateway.ipPool.attach',
      { project: inProject('limited_collaborator') },
      'Needs the collaborator role on mock-project; you are a limited collaborator',
    ],
    ['gateway.ipAddress.detach', { project: inProject('collaborator') }, undefined],
    // an instance's tabs: its disks, interfaces, external IPs and settings are compute
    [
      'disk.attach',
      { silo: 'viewer', project: inProject('viewer') },
      'Needs the limited collaborator role on mock-project; you are a viewer',
    ],
    ['disk.detach', { project: inProject('limited_collaborator') }, undefined],
    ['nic.create', { project: inProject('limited_collaborator') }, undefined],
    [
      'nic.delete',
      { project: inProject('viewer') },
      'Needs the limited collaborator role on mock-project; you are a viewer',
    ],
    ['ephemeralIp.attach', { project: inProject('limited_collaborator') }, undefined],
    [
      'instance.update',
      { project: inProject('viewer') },
      'Needs the limited collaborator role on mock-project; you are a viewer',
    ],
    // an affinity group's members
    [
      'affinity.member.add',
      { silo: 'viewer', project: inProject('viewer') },
      'Needs the limited collaborator role on mock-project; you are a viewer',
    ],
    ['affinity.member.remove', { project: inProject('limited_collaborator') }, undefined],
    // policies take an admin at their level
    [
      'project.policy.update',
      { project: inProject('collaborator') },
      'Needs the admin role on mock-project; you are a collaborator',
    ],
    ['project.policy.update', { project: inProject('admin') }, undefined],
    [
      'silo.policy.update',
      { silo: 'collaborator' },
      'Needs the admin role on the silo; you are a collaborator',
    ],
    ['silo.policy.update', { silo: 'viewer', fleet: 'admin' }, undefined],
    ['silo.policy.update', { silo: 'viewer', fleet: 'unknown' }, undefined],
    ['silo.policy.update', { silo: 'admin', fleet: 'none' }, undefined],
    [
      'silo.authSettings.update',
      { silo: 'viewer' },
      'Needs the admin role on the silo; you are a viewer',
    ],
    ['silo.authSettings.update', { silo: 'viewer', fleet: 'admin' }, undefined],
    ['silo.authSettings.update', { silo: 'admin' }, undefined],
    // a silo image is the silo's: a role on a project does not reach it
    [
      'silo.image.delete',
      { silo: 'none', project: inProject('collaborator') },
      'Needs the limited collaborator role on the silo; you have no role on the silo',
    ],
    ['silo.image.demote', { silo: 'limited_collaborator' }, undefined],
    [
      'silo.certificate.create',
      { silo: 'viewer' },
      'Needs the limited collaborator role on the silo; you are a viewer',
    ],
    // the fleet's actions take fleet roles
    [
      'system.silo.create',
      { fleet: 'none' },
      'Needs a fleet collaborator role; you have no fleet role',
    ],
    [
      'system.silo.create',
      { fleet: 'viewer' },
      'Needs a fleet collaborator role; you are a fleet viewer',
    ],
    ['system.silo.create', { fleet: 'collaborator' }, undefined],
    [
      'fleet.policy.update',
      { fleet: 'collaborator' },
      'Needs a fleet admin role; you are a fleet collaborator',
    ],
    // another silo's policy, from System: a fleet admin's alone
    [
      'system.silo.policy.update',
      { silo: 'admin', fleet: 'collaborator' },
      'Needs a fleet admin role; you are a fleet collaborator',
    ],
    [
      'system.supportBundle.delete',
      { fleet: 'viewer' },
      'Needs a fleet collaborator role; you are a fleet viewer',
    ],
    ['system.alertReceiver.update', { fleet: 'collaborator' }, undefined],
    // the rack's networking, trust roots and a silo's identity providers are the fleet's
    [
      'system.networking.update',
      { silo: 'admin', fleet: 'viewer' },
      'Needs a fleet collaborator role; you are a fleet viewer',
    ],
    [
      'system.localUser.create',
      { silo: 'admin', fleet: 'none' },
      'Needs a fleet collaborator role; you have no fleet role',
    ],
    ['system.trustRoot.create', { fleet: 'collaborator' }, undefined],
    // unknown: enabled, the server decides
    ['instance.create', { project: inProject('unknown') }, undefined],
    ['project.create', { silo: 'unknown' }, undefined],
    ['system.ipPool.delete', { fleet: 'unknown' }, undefined],
    // a project action with no project on the page: the server decides
    ['disk.delete', { project: undefined }, undefined],
  ])('%s with %j → %s', (action, over, expected) => {
    expect(whyNot(action, held(over))).toBe(expected)
  })
})

describe('the action → role table', () => {
  const rules: [string, ActionRule][] = Object.entries(ACTION_RULES)

  it('has an entry for every action the pages ask about', () => {
    // Action is the table's keys, so an ask without an entry does not compile; this reads the
    // asks in the source as well: `requires: '…'`, `requires="…"`, `can('…')` (ids have a dot)
    const asked = sourceFiles(path.resolve(__dirname, '..')).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:\bcan\('|\brequires: '|\brequires=")(\w+\.[\w.]+)['"]/g,
        ),
      ].map((match) => match[1]),
    )
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.filter((action) => !(action in ACTION_RULES))).toEqual([])
  })

  it.each(rules)('%s needs a role its scope has', (_, rule) => {
    expect(LEVEL_ROLES[rule.scope]).toContain(rule.least)
  })

  it.each(rules)('%s: its scope matches its name', (action, rule) => {
    const expected =
      action.startsWith('system.') || action.startsWith('fleet.')
        ? 'fleet'
        : action.startsWith('silo.') || action === 'project.create'
          ? 'silo'
          : 'project'
    expect(rule.scope).toBe(expected)
  })

  it.each(rules)('%s: a viewer may not, an admin may', (action, rule) => {
    const level = rule.scope
    const as = (role: RoleName): HeldRoles => ({
      fleet: level === 'fleet' ? role : 'none',
      silo: level === 'silo' ? role : 'none',
      project: { name: 'p', role: level === 'project' ? role : 'none' },
    })
    expect(whyNot(action as Action, as('viewer'))).toMatch(/^Needs /)
    expect(whyNot(action as Action, as('admin'))).toBeUndefined()
  })

  it.each(rules.filter(([action]) => /^(vpc|subnet|router|route|firewall|gateway)\./.test(action)))(
    '%s is networking: a limited collaborator may not',
    (_, rule) => expect(rule.least).toBe('collaborator'),
  )
})
