// @vitest-environment node
import { type PolicyAtLevel, type ResolvedRole, resolveRole } from './role-sources'

type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'
type Level = 'silo' | 'project'
const ORDER: Role[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']

const USER = 'user-1'
const DEVS = 'group-devs'
const OPS = 'group-ops'
const user = { id: USER, groupIds: [DEVS, OPS] }

const at = (level: Level, ...pairs: [string, Role][]): PolicyAtLevel<Role, Level> => ({
  level,
  roleAssignments: pairs.map(([identityId, roleName]) => ({ identityId, roleName })),
})

describe('resolveRole', () => {
  it.each<[string, PolicyAtLevel<Role, Level>[], ResolvedRole<Role, Level> | undefined]>([
    ['named nowhere: no role', [at('silo', ['someone-else', 'admin'])], undefined],
    ['no policies: no role', [], undefined],
    [
      'direct',
      [at('silo', [USER, 'viewer'])],
      { role: 'viewer', grants: [{ role: 'viewer', level: 'silo' }] },
    ],
    [
      'through a group',
      [at('silo', [DEVS, 'collaborator'])],
      { role: 'collaborator', grants: [{ role: 'collaborator', level: 'silo', groupId: DEVS }] },
    ],
    [
      'a group the user is not in gives nothing',
      [at('silo', ['group-other', 'admin'], [USER, 'viewer'])],
      { role: 'viewer', grants: [{ role: 'viewer', level: 'silo' }] },
    ],
    [
      'highest wins: a group’s admin over a direct viewer',
      [at('silo', [USER, 'viewer'], [OPS, 'admin'])],
      {
        role: 'admin',
        grants: [
          { role: 'admin', level: 'silo', groupId: OPS },
          { role: 'viewer', level: 'silo' },
        ],
      },
    ],
    [
      'highest wins across groups',
      [at('silo', [DEVS, 'viewer'], [OPS, 'limited_collaborator'])],
      {
        role: 'limited_collaborator',
        grants: [
          { role: 'limited_collaborator', level: 'silo', groupId: OPS },
          { role: 'viewer', level: 'silo', groupId: DEVS },
        ],
      },
    ],
    [
      'equal roles: the direct one is the source',
      [at('silo', [DEVS, 'collaborator'], [USER, 'collaborator'])],
      {
        role: 'collaborator',
        grants: [
          { role: 'collaborator', level: 'silo' },
          { role: 'collaborator', level: 'silo', groupId: DEVS },
        ],
      },
    ],
    [
      'silo vs project: the project’s own role when stronger',
      [at('project', [USER, 'collaborator']), at('silo', [USER, 'viewer'])],
      {
        role: 'collaborator',
        grants: [
          { role: 'collaborator', level: 'project' },
          { role: 'viewer', level: 'silo' },
        ],
      },
    ],
    [
      'silo vs project: the silo’s role, inherited, when stronger',
      [at('project', [DEVS, 'viewer']), at('silo', [USER, 'admin'])],
      {
        role: 'admin',
        grants: [
          { role: 'admin', level: 'silo' },
          { role: 'viewer', level: 'project', groupId: DEVS },
        ],
      },
    ],
    [
      'silo vs project: equal roles, the project’s own is the source',
      [at('project', [USER, 'viewer']), at('silo', [USER, 'viewer'])],
      {
        role: 'viewer',
        grants: [
          { role: 'viewer', level: 'project' },
          { role: 'viewer', level: 'silo' },
        ],
      },
    ],
    [
      'inherited only: the silo’s role through a group',
      [at('project'), at('silo', [OPS, 'collaborator'])],
      { role: 'collaborator', grants: [{ role: 'collaborator', level: 'silo', groupId: OPS }] },
    ],
  ])('%s', (_, policies, expected) => {
    expect(resolveRole(user, policies, ORDER)).toEqual(expected)
  })

  it('a group’s own roles: its assignments only', () => {
    const policies = [at('project', [DEVS, 'viewer'], [USER, 'admin']), at('silo', [OPS, 'admin'])]
    expect(resolveRole({ id: DEVS }, policies, ORDER)).toEqual({
      role: 'viewer',
      grants: [{ role: 'viewer', level: 'project' }],
    })
  })
})
