/**
 * Contract cases for affinity and anti-affinity groups and their members (the affinity
 * pages and the instance's settings tab), spread into `cases` in contract.test.ts: each
 * handler's success and error, the same cases for both kinds.
 */

import type { OperationId } from '../operation'
import { AFFINITY_SEED } from '../seeds/affinity-seeds'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import type { ContractCase } from './contract-case'

const P = '?project=mock-project'
const { byState } = INSTANCE_SEED

/** One kind's operations, named by the contract's prefix (`affinity_group`, …). */
function kindCases(
  prefix: 'affinity_group' | 'anti_affinity_group',
  base: string,
  seeded: string,
  member: string,
  instanceList: 'instance_affinity_group_list' | 'instance_anti_affinity_group_list',
): ContractCase[] {
  const op = (suffix: string) => `${prefix}${suffix}` as OperationId
  const body = { name: 'new-group', description: '', policy: 'allow', failure_domain: 'sled' }
  const memberPath = (instance: string) => `${base}/${seeded}/members/instance/${instance}${P}`
  return [
    { operationId: op('_list'), method: 'GET', url: `${base}${P}`, status: 200 },
    { operationId: op('_list'), method: 'GET', url: base, status: 400 },
    { operationId: op('_create'), method: 'POST', url: `${base}${P}`, body, status: 201 },
    {
      operationId: op('_create'),
      method: 'POST',
      url: `${base}${P}`,
      body: { ...body, name: seeded },
      status: 409,
    },
    {
      operationId: op('_create'),
      method: 'POST',
      url: `${base}${P}`,
      body: { ...body, policy: 'maybe' },
      status: 400,
    },
    { operationId: op('_view'), method: 'GET', url: `${base}/${seeded}${P}`, status: 200 },
    { operationId: op('_view'), method: 'GET', url: `${base}/missing${P}`, status: 404 },
    {
      operationId: op('_update'),
      method: 'PUT',
      url: `${base}/${seeded}${P}`,
      body: { name: 'renamed', description: 'new words' },
      status: 200,
    },
    {
      operationId: op('_update'),
      method: 'PUT',
      url: `${base}/${seeded}${P}`,
      body: { name: '-bad' },
      status: 400,
    },
    { operationId: op('_delete'), method: 'DELETE', url: `${base}/${seeded}${P}`, status: 204 },
    { operationId: op('_delete'), method: 'DELETE', url: `${base}/missing${P}`, status: 404 },
    {
      operationId: op('_member_list'),
      method: 'GET',
      url: `${base}/${seeded}/members${P}`,
      status: 200,
    },
    {
      operationId: op('_member_list'),
      method: 'GET',
      url: `${base}/${seeded}/members${P}&limit=0`,
      status: 400,
    },
    {
      operationId: op('_member_instance_view'),
      method: 'GET',
      url: memberPath(member),
      status: 200,
    },
    {
      operationId: op('_member_instance_view'),
      method: 'GET',
      url: memberPath(byState.stopped),
      status: 404,
    },
    {
      operationId: op('_member_instance_add'),
      method: 'POST',
      url: memberPath(byState.stopped),
      status: 201,
    },
    {
      operationId: op('_member_instance_add'),
      method: 'POST',
      url: memberPath(byState.running),
      status: 400,
    },
    {
      operationId: op('_member_instance_add'),
      method: 'POST',
      url: memberPath(member),
      status: 409,
    },
    {
      operationId: op('_member_instance_delete'),
      method: 'DELETE',
      url: memberPath(member),
      status: 204,
    },
    {
      operationId: op('_member_instance_delete'),
      method: 'DELETE',
      url: memberPath(byState.stopped),
      status: 404,
    },
    {
      operationId: instanceList,
      method: 'GET',
      url: `/v1/instances/${member}/${base.slice('/v1/'.length)}${P}`,
      status: 200,
    },
    {
      operationId: instanceList,
      method: 'GET',
      url: `/v1/instances/missing/${base.slice('/v1/'.length)}${P}`,
      status: 404,
    },
  ]
}

export const affinityContractCases: ContractCase[] = [
  ...kindCases(
    'anti_affinity_group',
    '/v1/anti-affinity-groups',
    AFFINITY_SEED.bestEffort,
    AFFINITY_SEED.member,
    'instance_anti_affinity_group_list',
  ),
  ...kindCases(
    'affinity_group',
    '/v1/affinity-groups',
    AFFINITY_SEED.affinity,
    INSTANCE_SEED.main,
    'instance_affinity_group_list',
  ),
]
