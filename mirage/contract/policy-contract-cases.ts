/**
 * Contract cases for the access policies at fleet, silo and project level and what the access
 * pages read with them, spread into `cases` in contract.test.ts.
 */
import { SEED_USERS } from '../seeds/auth-seeds'
import { seedDefault } from '../seeds/seeds'
import type { ContractCase } from './contract-case'

const seeded = seedDefault()
const alanId =
  seeded.users.findBy((user) => user.display_name === SEED_USERS.viewer.displayName)?.id ??
  'seeds-changed'
const hannahId = seeded.session.userId
const groupId = seeded.groups.findBy((group) => group.display_name === 'kernel-devs')?.id ?? ''

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
  {
    operationId: 'project_policy_view',
    method: 'GET',
    url: '/v1/projects/mock-project/policy',
    status: 200,
  },
  {
    operationId: 'project_policy_view',
    method: 'GET',
    url: '/v1/projects/missing/policy',
    status: 404,
  },
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
  {
    operationId: 'system_policy_view',
    method: 'GET',
    url: '/v1/system/policy',
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'system_policy_update',
    method: 'PUT',
    url: '/v1/system/policy',
    body: policy([hannahId, 'silo_user', 'admin'], [alanId, 'silo_user', 'viewer']),
    status: 200,
  },
  {
    operationId: 'system_policy_update',
    method: 'PUT',
    url: '/v1/system/policy',
    body: policy([alanId, 'silo_user', 'limited_collaborator']),
    status: 400,
  },
  {
    operationId: 'system_policy_update',
    method: 'PUT',
    url: '/v1/system/policy',
    body: policy([alanId, 'silo_user', 'viewer']),
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'silo_policy_view',
    method: 'GET',
    url: '/v1/system/silos/default-silo/policy',
    status: 200,
  },
  {
    operationId: 'silo_policy_view',
    method: 'GET',
    url: '/v1/system/silos/missing/policy',
    status: 404,
  },
  {
    operationId: 'silo_policy_update',
    method: 'PUT',
    url: '/v1/system/silos/default-silo/policy',
    body: withAlan('limited_collaborator'),
    status: 200,
  },
  {
    operationId: 'silo_policy_update',
    method: 'PUT',
    url: '/v1/system/silos/default-silo/policy',
    body: withAlan('owner'),
    status: 400,
  },
  {
    operationId: 'silo_policy_update',
    method: 'PUT',
    url: '/v1/system/silos/missing/policy',
    body: withAlan('viewer'),
    status: 404,
  },
  {
    operationId: 'silo_policy_update',
    method: 'PUT',
    url: '/v1/system/silos/default-silo/policy',
    body: withAlan('viewer'),
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'silo_user_list',
    method: 'GET',
    url: '/v1/system/users?silo=research',
    status: 200,
  },
  {
    operationId: 'silo_user_list',
    method: 'GET',
    url: '/v1/system/users?silo=default-silo&limit=2',
    status: 200,
  },
  { operationId: 'silo_user_list', method: 'GET', url: '/v1/system/users', status: 400 },
  {
    operationId: 'silo_user_list',
    method: 'GET',
    url: '/v1/system/users?silo=missing',
    status: 404,
  },
  { operationId: 'user_list', method: 'GET', url: '/v1/users', status: 200 },
  { operationId: 'user_list', method: 'GET', url: `/v1/users?group=${groupId}`, status: 200 },
  { operationId: 'user_list', method: 'GET', url: '/v1/users?limit=0', status: 400 },
  { operationId: 'group_list', method: 'GET', url: '/v1/groups', status: 200 },
  { operationId: 'group_list', method: 'GET', url: '/v1/groups?sort_by=name', status: 400 },
  { operationId: 'silo_view', method: 'GET', url: '/v1/system/silos/default-silo', status: 200 },
  { operationId: 'silo_view', method: 'GET', url: '/v1/system/silos/missing', status: 404 },
  {
    operationId: 'silo_view',
    method: 'GET',
    url: '/v1/system/silos/default-silo',
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
]
