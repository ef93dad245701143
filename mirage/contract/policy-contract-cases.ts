/**
 * Contract cases for the access policies at fleet, silo and project level and what the access
 * pages read with them, spread into `cases` in contract.test.ts.
 */
import { SEED_USERS } from '../seeds/auth-seeds'
import { seedDefault } from '../seeds/seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const seeded = seedDefault()
const alanId =
  seeded.users.findBy((user) => user.display_name === SEED_USERS.viewer.displayName)?.id ??
  'seeds-changed'
const hannahId = seeded.session.userId
const groupId = seeded.groups.findBy((group) => group.display_name === 'kernel-devs')?.id ?? ''
const graceId =
  seeded.users.findBy((user) => user.display_name === SEED_USERS.projectCollaborator.displayName)
    ?.id ?? 'seeds-changed'
/** A well-formed id no user or group has. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

const policy = (...roles: [string, 'silo_user' | 'silo_group', string][]) => ({
  role_assignments: roles.map(([identity_id, identity_type, role_name]) => ({
    identity_id,
    identity_type,
    role_name,
  })),
})

/** The default user keeps admin, so each write leaves the fleet and silo readable. */
const withAlan = (role: string) =>
  policy(
    [hannahId, 'silo_user', 'admin'],
    [alanId, 'silo_user', role],
    [groupId, 'silo_group', 'viewer'],
  )

export const policyContractCases: ContractCase[] = [
  {
    operationId: 'policy_update',
    method: 'PUT',
    url: '/v1/policy',
    body: withAlan('limited_collaborator'),
    status: 200,
  },
  {
    operationId: 'policy_update',
    method: 'PUT',
    url: '/v1/policy',
    body: withAlan('viewer'),
    user: SEED_USERS.viewer.username,
    status: 403,
  },
  {
    operationId: 'policy_update',
    method: 'PUT',
    url: '/v1/policy',
    body: withAlan('owner'),
    status: 400,
  },
  ...operationCases('project_policy_view', 'GET', [
    [200, '/v1/projects/mock-project/policy'],
    [404, '/v1/projects/missing/policy'],
  ]),
  {
    operationId: 'project_policy_update',
    method: 'PUT',
    url: '/v1/projects/mock-project/policy',
    body: withAlan('collaborator'),
    status: 200,
  },
  {
    operationId: 'project_policy_update',
    method: 'PUT',
    url: '/v1/projects/mock-project/policy',
    body: withAlan('collaborator'),
    user: SEED_USERS.projectCollaborator.username,
    status: 403,
  },
  {
    operationId: 'project_policy_update',
    method: 'PUT',
    url: '/v1/projects/missing/policy',
    body: withAlan('viewer'),
    status: 404,
  },
  { operationId: 'system_policy_view', method: 'GET', url: '/v1/system/policy', status: 200 },
  refusedToSiloAdmin('system_policy_view', 'GET', '/v1/system/policy'),
  ...operationCases('system_policy_update', 'PUT', [
    [
      200,
      '/v1/system/policy',
      policy([hannahId, 'silo_user', 'admin'], [alanId, 'silo_user', 'viewer']),
    ],
    [400, '/v1/system/policy', policy([alanId, 'silo_user', 'limited_collaborator'])],
  ]),
  refusedToSiloAdmin(
    'system_policy_update',
    'PUT',
    '/v1/system/policy',
    policy([alanId, 'silo_user', 'viewer']),
  ),
  ...operationCases('silo_policy_view', 'GET', [
    [200, '/v1/system/silos/default-silo/policy'],
    [404, '/v1/system/silos/missing/policy'],
  ]),
  ...operationCases('silo_policy_update', 'PUT', [
    [200, '/v1/system/silos/default-silo/policy', withAlan('limited_collaborator')],
    [400, '/v1/system/silos/default-silo/policy', withAlan('owner')],
    [404, '/v1/system/silos/missing/policy', withAlan('viewer')],
  ]),
  refusedToSiloAdmin(
    'silo_policy_update',
    'PUT',
    '/v1/system/silos/default-silo/policy',
    withAlan('viewer'),
  ),
  ...operationCases('silo_user_list', 'GET', [
    [200, '/v1/system/users?silo=research'],
    [200, '/v1/system/users?silo=default-silo&limit=2'],
    [400, '/v1/system/users'],
    [404, '/v1/system/users?silo=missing'],
  ]),
  ...operationCases('user_list', 'GET', [
    [200, '/v1/users'],
    [200, `/v1/users?group=${groupId}`],
    [400, '/v1/users?limit=0'],
  ]),
  ...operationCases('group_list', 'GET', [
    [200, '/v1/groups'],
    [400, '/v1/groups?sort_by=name'],
  ]),
  ...operationCases('silo_view', 'GET', [
    [200, '/v1/system/silos/default-silo'],
    [404, '/v1/system/silos/missing'],
  ]),
  refusedToSiloAdmin('silo_view', 'GET', '/v1/system/silos/default-silo'),
  ...operationCases('user_view', 'GET', [
    [200, `/v1/users/${graceId}`],
    [400, '/v1/users/not-an-id'],
    [404, `/v1/users/${NO_SUCH_ID}`],
  ]),
  ...operationCases('group_view', 'GET', [
    [200, `/v1/groups/${groupId}`],
    [404, `/v1/groups/${NO_SUCH_ID}`],
  ]),
  ...operationCases('user_session_list', 'GET', [
    [200, `/v1/users/${graceId}/sessions`],
    [404, `/v1/users/${NO_SUCH_ID}/sessions`],
  ]),
  ...operationCases('user_token_list', 'GET', [
    [200, `/v1/users/${graceId}/access-tokens`],
    [404, `/v1/users/${NO_SUCH_ID}/access-tokens`],
  ]),
  ...operationCases('user_logout', 'POST', [
    [204, `/v1/users/${graceId}/logout`],
    [404, `/v1/users/${NO_SUCH_ID}/logout`],
  ]),
  {
    operationId: 'user_logout',
    method: 'POST',
    url: `/v1/users/${graceId}/logout`,
    user: SEED_USERS.viewer.username,
    status: 403,
  },
]
