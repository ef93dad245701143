// @vitest-environment node
import type { Group, User } from '~/store/api'
import {
  type Assignment,
  applyRoleChange,
  assignableIdentities,
  compareRoles,
  effectiveRole,
  type InheritedRoles,
  identitiesOf,
  isLowering,
  LEVEL_ROLES,
  lowersOwnAccess,
  ownEffectiveRole,
  type Policy,
  policyToWrite,
  type RoleChange,
  type RoleName,
  strongestRole,
} from './access-policy'

const user = (identityId: string, roleName: RoleName): Assignment => ({
  identityId,
  identityType: 'silo_user',
  roleName,
})
const group = (identityId: string, roleName: RoleName): Assignment => ({
  identityId,
  identityType: 'silo_group',
  roleName,
})
const policy = (...roleAssignments: Assignment[]): Policy => ({ roleAssignments })

describe('role order (SPEC §6, limited_collaborator between collaborator and viewer)', () => {
  it.each<[RoleName, RoleName, 'stronger' | 'weaker' | 'same']>([
    ['admin', 'collaborator', 'stronger'],
    ['collaborator', 'limited_collaborator', 'stronger'],
    ['limited_collaborator', 'viewer', 'stronger'],
    ['admin', 'viewer', 'stronger'],
    ['viewer', 'admin', 'weaker'],
    ['limited_collaborator', 'collaborator', 'weaker'],
    ['viewer', 'viewer', 'same'],
  ])('%s is %s than %s', (a, b, expected) => {
    const order = compareRoles(a, b)
    expect(order < 0 ? 'stronger' : order > 0 ? 'weaker' : 'same').toBe(expected)
  })
})

describe('the strongest of several roles applies', () => {
  it.each<[(RoleName | undefined)[], RoleName | undefined]>([
    [[], undefined],
    [[undefined], undefined],
    [['viewer'], 'viewer'],
    [['viewer', 'admin'], 'admin'],
    [['limited_collaborator', 'viewer'], 'limited_collaborator'],
    [['collaborator', 'limited_collaborator'], 'collaborator'],
    [[undefined, 'viewer', 'collaborator'], 'collaborator'],
  ])('%j → %s', (roles, expected) => expect(strongestRole(roles)).toBe(expected))
})

describe('effective role: this level’s role and the inherited ones', () => {
  it.each<[RoleName | undefined, RoleName[], RoleName | undefined]>([
    ['viewer', [], 'viewer'],
    [undefined, ['collaborator'], 'collaborator'],
    ['viewer', ['admin'], 'admin'],
    ['admin', ['viewer'], 'admin'],
    ['limited_collaborator', ['viewer', 'collaborator'], 'collaborator'],
    [undefined, [], undefined],
  ])('here %s, inherited %j → %s', (here, inherited, expected) =>
    expect(effectiveRole(here, inherited)).toBe(expected),
  )
})

describe('lowering or removing access (the extra warning for one’s own)', () => {
  it.each<[RoleName | undefined, RoleName | undefined, boolean]>([
    ['admin', 'viewer', true],
    ['admin', undefined, true],
    ['viewer', 'admin', false],
    ['collaborator', 'collaborator', false],
    ['collaborator', 'limited_collaborator', true],
    [undefined, 'viewer', false],
    [undefined, undefined, false],
  ])('%s → %s: %s', (current, next, expected) => expect(isLowering(current, next)).toBe(expected))
})

describe('saving replaces the identity’s assignment or removes it (SPEC §6)', () => {
  const start = policy(user('u1', 'admin'), group('g1', 'viewer'), user('u2', 'collaborator'))
  it.each<[string, Parameters<typeof applyRoleChange>[1], Policy]>([
    [
      'a new identity goes last',
      { identityId: 'u3', identityType: 'silo_user', roleName: 'viewer' },
      policy(
        user('u1', 'admin'),
        group('g1', 'viewer'),
        user('u2', 'collaborator'),
        user('u3', 'viewer'),
      ),
    ],
    [
      'an assigned identity is replaced in place, never doubled',
      { identityId: 'g1', identityType: 'silo_group', roleName: 'collaborator' },
      policy(user('u1', 'admin'), group('g1', 'collaborator'), user('u2', 'collaborator')),
    ],
    [
      'null removes the assignment and keeps the rest',
      { identityId: 'u1', identityType: 'silo_user', roleName: null },
      policy(group('g1', 'viewer'), user('u2', 'collaborator')),
    ],
    [
      'removing an identity without an assignment changes nothing',
      { identityId: 'nobody', identityType: 'silo_user', roleName: null },
      start,
    ],
  ])('%s', (_, change, expected) => expect(applyRoleChange(start, change)).toEqual(expected))

  it('collapses duplicates of the identity a broken policy may hold', () => {
    const doubled = policy(user('u1', 'admin'), user('u1', 'viewer'))
    expect(
      applyRoleChange(doubled, { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' }),
    ).toEqual(policy(user('u1', 'viewer')))
  })
})

describe('read-before-write: only this change is applied to the server’s current policy', () => {
  it.each<[string, Policy, RoleName | undefined, Policy, boolean]>([
    [
      'an assignment made meanwhile in another tab survives',
      policy(user('u1', 'viewer'), group('g9', 'admin')),
      'viewer',
      policy(user('u1', 'collaborator'), group('g9', 'admin')),
      false,
    ],
    [
      'the identity’s role changed meanwhile: written, and said',
      policy(user('u1', 'admin')),
      'viewer',
      policy(user('u1', 'collaborator')),
      true,
    ],
    [
      'the identity was removed meanwhile: written, and said',
      policy(group('g9', 'admin')),
      'viewer',
      policy(group('g9', 'admin'), user('u1', 'collaborator')),
      true,
    ],
    [
      'adding an identity that had none',
      policy(group('g9', 'admin')),
      undefined,
      policy(group('g9', 'admin'), user('u1', 'collaborator')),
      false,
    ],
  ])('%s', (_, current, expected, written, changedMeanwhile) => {
    expect(
      policyToWrite(
        current,
        { identityId: 'u1', identityType: 'silo_user', roleName: 'collaborator' },
        expected,
      ),
    ).toEqual({ policy: written, changedMeanwhile })
  })
})

describe('assignable identities: the silo’s users and groups with no assignment here yet', () => {
  const stamp = {
    siloId: 's',
    timeCreated: '2024-01-01T00:00:00Z',
    timeModified: '2024-01-01T00:00:00Z',
  }
  const users = [
    { id: 'u2', displayName: 'Zoe', ...stamp },
    { id: 'u1', displayName: 'Ada', ...stamp },
  ] as User[]
  const groups = [{ id: 'g1', displayName: 'admins', ...stamp }] as Group[]
  const everyone = identitiesOf(users, groups)

  it('lists users by name, then groups', () =>
    expect(everyone.map((identity) => identity.name)).toEqual(['Ada', 'Zoe', 'admins']))

  it.each<[Policy, string[]]>([
    [policy(), ['u1', 'u2', 'g1']],
    [policy(user('u1', 'viewer')), ['u2', 'g1']],
    [policy(user('u1', 'viewer'), group('g1', 'admin')), ['u2']],
    [policy(user('u1', 'viewer'), user('u2', 'admin'), group('g1', 'admin')), []],
    [policy(user('someone-else', 'viewer')), ['u1', 'u2', 'g1']],
  ])('%j → %j', (assigned, ids) =>
    expect(assignableIdentities(everyone, assigned).map((identity) => identity.id)).toEqual(ids),
  )
})

describe('the extra warning: a change that lowers one’s own effective access here', () => {
  // the signed-in user u1 is in group g1; their silo role (inherited here) is in `silo`
  const own = ['u1', 'g1']
  const inheritedFrom =
    (silo: Record<string, RoleName>): InheritedRoles =>
    (identityId) =>
      silo[identityId] ? [silo[identityId]] : []
  it.each<[string, Policy, RoleChange, Record<string, RoleName>, string | undefined]>([
    [
      'removing oneself',
      policy(user('u1', 'admin')),
      { identityId: 'u1', identityType: 'silo_user', roleName: null },
      {},
      'admin → none',
    ],
    [
      'lowering one’s group, the only source',
      policy(group('g1', 'admin')),
      { identityId: 'g1', identityType: 'silo_group', roleName: 'viewer' },
      {},
      'admin → viewer',
    ],
    [
      'lowering one’s group while holding admin directly',
      policy(user('u1', 'admin'), group('g1', 'admin')),
      { identityId: 'g1', identityType: 'silo_group', roleName: null },
      {},
      undefined,
    ],
    [
      'removing oneself while the silo role keeps admin',
      policy(user('u1', 'collaborator')),
      { identityId: 'u1', identityType: 'silo_user', roleName: null },
      { u1: 'admin' },
      undefined,
    ],
    [
      'removing oneself down to the inherited viewer role',
      policy(user('u1', 'collaborator')),
      { identityId: 'u1', identityType: 'silo_user', roleName: null },
      { g1: 'viewer' },
      'collaborator → viewer',
    ],
    [
      'someone else’s role',
      policy(user('u2', 'admin'), user('u1', 'admin')),
      { identityId: 'u2', identityType: 'silo_user', roleName: null },
      {},
      undefined,
    ],
    [
      'raising one’s own role',
      policy(user('u1', 'viewer')),
      { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
      {},
      undefined,
    ],
  ])('%s → %s', (_, start, change, silo, expected) => {
    const lowered = lowersOwnAccess(start, change, own, inheritedFrom(silo))
    expect(lowered && `${lowered.before} → ${lowered.after ?? 'none'}`).toBe(expected)
  })

  it('the effective role counts the user and every group they are in', () => {
    const start = policy(user('u1', 'viewer'), group('g1', 'collaborator'), user('u2', 'admin'))
    expect(ownEffectiveRole(start, own, () => [])).toBe('collaborator')
    expect(ownEffectiveRole(start, own, (id) => (id === 'u1' ? ['admin'] : []))).toBe('admin')
    expect(ownEffectiveRole(policy(), own, () => [])).toBeUndefined()
  })
})

describe('each level takes its contract enum (the fleet has no limited collaborator)', () => {
  it.each<[keyof typeof LEVEL_ROLES, RoleName[]]>([
    ['project', ['admin', 'collaborator', 'limited_collaborator', 'viewer']],
    ['silo', ['admin', 'collaborator', 'limited_collaborator', 'viewer']],
    ['fleet', ['admin', 'collaborator', 'viewer']],
  ])('%s: %j', (level, roles) => expect(LEVEL_ROLES[level]).toEqual(roles))
})
