import { SEED_USERS } from '../seeds/auth-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { MAX_ROLE_ASSIGNMENTS } from './policies'

afterEach(stopTestServer)

interface Assignment {
  identity_id: string
  identity_type: 'silo_user' | 'silo_group'
  role_name: string
}
interface Policy {
  role_assignments: Assignment[]
}
interface Named {
  id: string
  display_name: string
}

const PROJECT_POLICY = '/v1/projects/mock-project/policy'
const POLICY_URLS = {
  project: PROJECT_POLICY,
  silo: '/v1/policy',
  fleet: '/v1/system/policy',
} as const

const get = async <T>(url: string) => (await call('GET', url)).body as T
const users = async () => (await get<{ items: Named[] }>('/v1/users')).items
const userNamed = async (name: string) => {
  const user = (await users()).find((row) => row.display_name === name)
  if (!user) throw new Error(`no user ${name}`)
  return user
}

describe('who may change which policy (an admin at that level or above)', () => {
  it.each<[keyof typeof SEED_USERS, keyof typeof POLICY_URLS, number]>([
    ['fleetAdmin', 'fleet', 200],
    ['fleetAdmin', 'silo', 200],
    ['fleetAdmin', 'project', 200],
    ['siloAdmin', 'fleet', 403],
    ['siloAdmin', 'silo', 200],
    ['siloAdmin', 'project', 200],
    ['projectCollaborator', 'project', 403],
    ['projectCollaborator', 'silo', 403],
    ['viewer', 'silo', 403],
    ['viewer', 'project', 403],
    ['noRole', 'silo', 403],
  ])('%s writing the %s policy → %i', async (kind, level, status) => {
    // read as the default user (seeded ids are the same on every start), write as `kind`
    startTestServer()
    const current = await get<Policy>(POLICY_URLS[level])
    startTestServer({ user: SEED_USERS[kind].username })
    const reply = await call('PUT', POLICY_URLS[level], current)
    expect(reply.status).toBe(status)
  })
})

describe('writes need a collaborator role; viewers read only', () => {
  const newVpc = { name: 'made-here', description: '', dns_name: 'made-here' }
  it.each<[keyof typeof SEED_USERS, string, string, unknown, number]>([
    ['projectCollaborator', 'POST', '/v1/vpcs?project=mock-project', newVpc, 201],
    ['viewer', 'POST', '/v1/vpcs?project=mock-project', newVpc, 403],
    ['viewer', 'GET', '/v1/vpcs?project=mock-project', undefined, 200],
    ['projectCollaborator', 'POST', '/v1/projects', { name: 'mine', description: '' }, 403],
    ['siloAdmin', 'POST', '/v1/projects', { name: 'mine', description: '' }, 201],
    ['viewer', 'POST', '/v1/projects', { name: 'mine', description: '' }, 403],
  ])('%s %s %s → %i', async (kind, method, url, body, status) => {
    startTestServer({ user: SEED_USERS[kind].username })
    expect((await call(method, url, body)).status).toBe(status)
  })
})

describe('a PUT replaces the whole policy', () => {
  it('stores exactly what was sent, and reads back the same', async () => {
    startTestServer()
    const alan = await userNamed(SEED_USERS.viewer.displayName)
    const hannah = await userNamed(SEED_USERS.fleetAdmin.displayName)
    // hannah keeps admin everywhere, or the fleet's GET after its PUT would be her 403
    const next: Policy = {
      role_assignments: [alan, hannah].map((user) => ({
        identity_id: user.id,
        identity_type: 'silo_user',
        role_name: 'admin',
      })),
    }
    for (const url of Object.values(POLICY_URLS)) {
      const reply = await call('PUT', url, next)
      expect(reply.status, url).toBe(200)
      expect(reply.body).toEqual(next)
      expect(await get<Policy>(url)).toEqual(next)
    }
  })

  it('the seeds: a group’s project role and inherited silo roles', async () => {
    startTestServer()
    const project = await get<Policy>(PROJECT_POLICY)
    expect(project.role_assignments.map((a) => [a.identity_type, a.role_name])).toEqual([
      ['silo_user', 'collaborator'],
      ['silo_group', 'viewer'],
    ])
    const silo = await get<Policy>('/v1/policy')
    expect(silo.role_assignments.map((a) => a.role_name)).toEqual([
      'admin',
      'viewer',
      'collaborator',
    ])
    const view = await get<{ mapped_fleet_roles: Record<string, string[]> }>(
      '/v1/system/silos/default-silo',
    )
    expect(view.mapped_fleet_roles).toEqual({ collaborator: ['viewer'] })
  })
})

describe('bodies are checked like the real server checks them', () => {
  const assignment = (fields: Partial<Record<keyof Assignment, string>>) => ({
    identity_id: '00000000-0000-4000-8000-000000000000',
    identity_type: 'silo_user',
    role_name: 'viewer',
    ...fields,
  })
  it.each<[string, string, unknown, number, string]>([
    ['no body', '/v1/policy', undefined, 400, 'expected a JSON object'],
    ['no list', '/v1/policy', {}, 400, 'missing field `role_assignments`'],
    [
      'limited_collaborator, which the fleet has not',
      '/v1/system/policy',
      { role_assignments: [assignment({ role_name: 'limited_collaborator' })] },
      400,
      'role_assignments[0].role_name: unknown variant `limited_collaborator`',
    ],
    [
      'an unknown role',
      PROJECT_POLICY,
      { role_assignments: [assignment({ role_name: 'owner' })] },
      400,
      'unknown variant `owner`',
    ],
    [
      'an unknown identity type',
      '/v1/policy',
      { role_assignments: [assignment({ identity_type: 'robot' })] },
      400,
      'identity_type: unknown variant `robot`',
    ],
    [
      'an identity id that is no uuid',
      '/v1/policy',
      { role_assignments: [assignment({ identity_id: 'alan' })] },
      400,
      'UUID parsing failed',
    ],
    [
      'an identity that does not exist',
      '/v1/policy',
      { role_assignments: [assignment({})] },
      404,
      'not found: silo-user',
    ],
    [
      'too many assignments',
      '/v1/policy',
      { role_assignments: Array.from({ length: MAX_ROLE_ASSIGNMENTS + 1 }, () => assignment({})) },
      400,
      `at most ${MAX_ROLE_ASSIGNMENTS} role assignments`,
    ],
    [
      'a project that does not exist',
      '/v1/projects/missing/policy',
      { role_assignments: [] },
      404,
      'project',
    ],
  ])('%s → %i', async (_, url, body, status, message) => {
    startTestServer()
    const before = await get<Policy>(url === '/v1/projects/missing/policy' ? '/v1/policy' : url)
    const reply = await call('PUT', url, body)
    expect(reply.status).toBe(status)
    expect((reply.body as { message: string }).message).toContain(message)
    // nothing was written
    expect(await get<Policy>(url === '/v1/projects/missing/policy' ? '/v1/policy' : url)).toEqual(
      before,
    )
  })
})

describe('users, groups and the silo view', () => {
  it('lists the silo’s users and a group’s members', async () => {
    startTestServer()
    const names = (await users()).map((user) => user.display_name).sort()
    expect(names).toEqual(
      Object.values(SEED_USERS)
        .map((user) => user.displayName)
        .sort(),
    )
    const groups = (await get<{ items: Named[] }>('/v1/groups')).items
    const devs = groups.find((group) => group.display_name === 'kernel-devs')
    const members = await get<{ items: Named[] }>(`/v1/users?group=${devs?.id}`)
    expect(members.items.map((user) => user.display_name)).toEqual([
      SEED_USERS.projectCollaborator.displayName,
    ])
  })

  it.each<[keyof typeof SEED_USERS, string, number]>([
    ['fleetAdmin', '/v1/system/silos/default-silo', 200],
    ['fleetAdmin', '/v1/system/silos/missing', 404],
    ['siloAdmin', '/v1/system/silos/default-silo', 403],
    ['fleetAdmin', '/v1/system/policy', 200],
    ['siloAdmin', '/v1/system/policy', 403],
    ['viewer', '/v1/users?group=nope', 400],
  ])('%s GET %s → %i', async (kind, url, status) => {
    startTestServer({ user: SEED_USERS[kind].username })
    expect((await call('GET', url)).status).toBe(status)
  })
})

it('removing one’s own admin role is allowed, and its 403s follow at once', async () => {
  startTestServer({ user: SEED_USERS.siloAdmin.username })
  expect((await call('PUT', '/v1/policy', { role_assignments: [] })).status).toBe(200)
  expect((await call('PUT', '/v1/policy', { role_assignments: [] })).status).toBe(403)
})

describe('a silo’s policy and users from the system side', () => {
  const SYSTEM_SILO_POLICY = '/v1/system/silos/default-silo/policy'

  it('reads the silo’s own policy, by name or id; an unknown silo is a 404', async () => {
    const { db } = startTestServer()
    const own = await get<Policy>('/v1/policy')
    expect(await get<Policy>(SYSTEM_SILO_POLICY)).toEqual(own)
    const research = db.silos.findBy((silo) => silo.name === 'research')
    const byId = await call('GET', `/v1/system/silos/${research?.id}/policy`)
    expect(byId.status).toBe(200)
    expect(
      (byId.body as Policy).role_assignments.map((a) => [a.identity_type, a.role_name]),
    ).toEqual([['silo_group', 'admin']])
    for (const silo of ['missing', '00000000-0000-4000-8000-000000000000']) {
      const reply = await call('GET', `/v1/system/silos/${silo}/policy`)
      expect(reply.status, silo).toBe(404)
      expect((reply.body as { message: string }).message).toContain('silo')
    }
  })

  it('a PUT replaces the whole policy of that silo alone', async () => {
    startTestServer()
    const siloBefore = await get<Policy>('/v1/policy')
    const alan = await userNamed(SEED_USERS.viewer.displayName)
    const next: Policy = {
      role_assignments: [{ identity_id: alan.id, identity_type: 'silo_user', role_name: 'admin' }],
    }
    const reply = await call('PUT', '/v1/system/silos/research/policy', next)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual(next)
    expect(await get<Policy>('/v1/system/silos/research/policy')).toEqual(next)
    // the signed-in user's silo is untouched
    expect(await get<Policy>('/v1/policy')).toEqual(siloBefore)
  })

  it.each<[string, number, string, unknown, string]>([
    [
      'a role the silo has not',
      400,
      SYSTEM_SILO_POLICY,
      {
        role_assignments: [
          {
            identity_id: '00000000-0000-4000-8000-000000000000',
            identity_type: 'silo_user',
            role_name: 'owner',
          },
        ],
      },
      'role_assignments[0].role_name: unknown variant `owner`, expected one of `admin`, `collaborator`, `limited_collaborator`, `viewer`',
    ],
    ['no list', 400, SYSTEM_SILO_POLICY, {}, 'missing field `role_assignments`'],
    ['an unknown silo', 404, '/v1/system/silos/missing/policy', { role_assignments: [] }, 'silo'],
  ])('%s → %i, nothing written', async (_, status, url, body, message) => {
    startTestServer()
    const before = await get<Policy>(SYSTEM_SILO_POLICY)
    const reply = await call('PUT', url, body)
    expect(reply.status).toBe(status)
    expect((reply.body as { message: string }).message).toContain(message)
    expect(await get<Policy>(SYSTEM_SILO_POLICY)).toEqual(before)
  })

  it('a fleet admin may change any silo’s; a silo admin with a fleet role only their own', async () => {
    // read as the fleet admin (seeded ids are the same on every start)
    startTestServer()
    const ada = await userNamed(SEED_USERS.siloAdmin.displayName)
    const silo = await get<Policy>('/v1/policy')
    const research = await get<Policy>('/v1/system/silos/research/policy')
    expect((await call('PUT', '/v1/system/silos/research/policy', research)).status).toBe(200)

    startTestServer({ user: SEED_USERS.siloAdmin.username })
    // ada, a silo admin through her group, has no fleet role: no system side at all
    expect((await call('GET', SYSTEM_SILO_POLICY)).status).toBe(403)
    // made a silo collaborator too, which the silo maps to the fleet viewer role, she reaches it
    const withAda: Policy = {
      role_assignments: [
        ...silo.role_assignments,
        { identity_id: ada.id, identity_type: 'silo_user', role_name: 'collaborator' },
      ],
    }
    expect((await call('PUT', '/v1/policy', withAda)).status).toBe(200)
    expect((await call('PUT', SYSTEM_SILO_POLICY, withAda)).status).toBe(200)
    expect((await call('PUT', '/v1/system/silos/research/policy', research)).status).toBe(403)
  })

  it('lists a silo’s users; the silo is required and must exist', async () => {
    startTestServer()
    const own = (await users()).map((user) => user.id).sort()
    const listed = await get<{ items: Named[] }>('/v1/system/users?silo=default-silo')
    expect(listed.items.map((user) => user.id).sort()).toEqual(own)
    expect((await get<{ items: Named[] }>('/v1/system/users?silo=research')).items).toEqual([])
    expect((await call('GET', '/v1/system/users')).status).toBe(400)
    expect((await call('GET', '/v1/system/users?silo=missing')).status).toBe(404)
  })
})
