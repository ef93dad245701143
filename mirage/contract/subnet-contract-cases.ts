/**
 * Contract cases for subnet pools (system and silo), external subnets and SCIM tokens, spread
 * into `cases` in contract.test.ts: each handler's success and error.
 */

import { EXTERNAL_SUBNET_SEED } from '../seeds/external-subnet-seeds'
import { SEED } from '../seeds/seeds'
import { SILO_SEED } from '../seeds/silo-seeds'
import { SUBNET_POOL_SEED } from '../seeds/subnet-pool-seeds'
import { FAILING_SCIM_TOKEN_ID } from '../sentinels'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const POOLS = '/v1/system/subnet-pools'
const { v4Pool, v6Pool, emptyPool } = SUBNET_POOL_SEED
const SUBNETS = '/v1/external-subnets'
const P = `?project=${SEED.projectName}`
const { attached, attachedTo, free } = EXTERNAL_SUBNET_SEED
const TOKENS = '/v1/system/scim/tokens'
/** A token the case's setup puts in the default silo, to view and delete. */
const scimTokenId = '5c1a0500-0000-4000-8000-0000000000aa'

export const subnetContractCases: ContractCase[] = [
  // system subnet pools
  { operationId: 'system_subnet_pool_list', method: 'GET', url: POOLS, status: 200 },
  refusedToSiloAdmin('system_subnet_pool_list', 'GET', POOLS),
  ...operationCases('system_subnet_pool_create', 'POST', [
    [201, POOLS, { name: 'new-subnet-pool', description: '', ip_version: 'v6' }],
    [409, POOLS, { name: v4Pool, description: '', ip_version: 'v4' }],
  ]),
  ...operationCases('system_subnet_pool_view', 'GET', [
    [200, `${POOLS}/${v4Pool}`],
    [404, `${POOLS}/nope`],
  ]),
  ...operationCases('system_subnet_pool_update', 'PUT', [
    [200, `${POOLS}/${v6Pool}`, { description: 'renamed' }],
    [409, `${POOLS}/${v6Pool}`, { name: v4Pool }],
  ]),
  ...operationCases('system_subnet_pool_delete', 'DELETE', [
    [204, `${POOLS}/${emptyPool}`],
    [400, `${POOLS}/${v4Pool}`],
  ]),
  ...operationCases('system_subnet_pool_member_list', 'GET', [
    [200, `${POOLS}/${v4Pool}/members`],
    [404, `${POOLS}/nope/members`],
  ]),
  {
    operationId: 'system_subnet_pool_member_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/members/add`,
    body: { subnet: '198.19.0.0/24', min_prefix_length: 26, max_prefix_length: 30 },
    status: 201,
  },
  {
    operationId: 'system_subnet_pool_member_add',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/members/add`,
    // overlaps a member of tenant-v4
    body: { subnet: '198.18.0.0/16' },
    status: 400,
  },
  ...operationCases('system_subnet_pool_member_remove', 'POST', [
    [204, `${POOLS}/${v6Pool}/members/remove`, { subnet: '2001:db8:f000::/36' }],
    [404, `${POOLS}/${v4Pool}/members/remove`, { subnet: '10.0.0.0/8' }],
  ]),
  ...operationCases('system_subnet_pool_utilization_view', 'GET', [
    [200, `${POOLS}/${v4Pool}/utilization`],
    [404, `${POOLS}/nope/utilization`],
  ]),
  ...operationCases('system_subnet_pool_silo_list', 'GET', [
    [200, `${POOLS}/${v4Pool}/silos`],
    [404, `${POOLS}/nope/silos`],
  ]),
  ...operationCases('system_subnet_pool_silo_link', 'POST', [
    [201, `${POOLS}/${emptyPool}/silos`, { silo: SILO_SEED.research, is_default: false }],
    [400, `${POOLS}/${v4Pool}/silos`, { silo: SEED.siloName, is_default: false }],
  ]),
  ...operationCases('system_subnet_pool_silo_update', 'PUT', [
    [200, `${POOLS}/${v4Pool}/silos/${SILO_SEED.research}`, { is_default: true }],
    [404, `${POOLS}/${emptyPool}/silos/${SILO_SEED.research}`, { is_default: true }],
  ]),
  ...operationCases('system_subnet_pool_silo_unlink', 'DELETE', [
    [204, `${POOLS}/${v4Pool}/silos/${SILO_SEED.research}`],
    [404, `${POOLS}/${emptyPool}/silos/${SILO_SEED.research}`],
  ]),
  ...operationCases('silo_subnet_pool_list', 'GET', [
    [200, `/v1/system/silos/${SEED.siloName}/subnet-pools`],
    [404, '/v1/system/silos/nope/subnet-pools'],
  ]),

  // the silo's own view of its subnet pools
  ...operationCases('subnet_pool_list', 'GET', [
    [200, '/v1/subnet-pools'],
    [400, '/v1/subnet-pools?limit=0'],
  ]),
  ...operationCases('subnet_pool_view', 'GET', [
    [200, `/v1/subnet-pools/${v4Pool}`],
    // linked nowhere: not the silo's to see
    [404, `/v1/subnet-pools/${emptyPool}`],
  ]),

  // external subnets
  ...operationCases('external_subnet_list', 'GET', [
    [200, `${SUBNETS}${P}`],
    [400, SUBNETS],
  ]),
  {
    operationId: 'external_subnet_create',
    method: 'POST',
    url: `${SUBNETS}${P}`,
    body: {
      name: 'new-subnet',
      description: '',
      allocator: {
        type: 'auto',
        prefix_length: 28,
        pool_selector: { type: 'explicit', pool: v4Pool },
      },
    },
    status: 201,
  },
  {
    operationId: 'external_subnet_create',
    method: 'POST',
    url: `${SUBNETS}${P}`,
    // overlaps edge-v4
    body: {
      name: 'overlapping',
      description: '',
      allocator: { type: 'explicit', subnet: '198.18.0.0/26' },
    },
    status: 400,
  },
  ...operationCases('external_subnet_view', 'GET', [
    [200, `${SUBNETS}/${attached}${P}`],
    [404, `${SUBNETS}/nope${P}`],
  ]),
  ...operationCases('external_subnet_update', 'PUT', [
    [200, `${SUBNETS}/${free}${P}`, { description: 'renamed' }],
    [409, `${SUBNETS}/${free}${P}`, { name: attached }],
  ]),
  ...operationCases('external_subnet_attach', 'POST', [
    [202, `${SUBNETS}/${free}/attach${P}`, { instance: attachedTo }],
    [404, `${SUBNETS}/${free}/attach${P}`, { instance: 'nope' }],
  ]),
  ...operationCases('external_subnet_detach', 'POST', [
    [202, `${SUBNETS}/${attached}/detach${P}`],
    [400, `${SUBNETS}/${free}/detach${P}`],
  ]),
  ...operationCases('external_subnet_delete', 'DELETE', [
    [204, `${SUBNETS}/${free}${P}`],
    // attached: refused until detached
    [400, `${SUBNETS}/${attached}${P}`],
  ]),
  ...operationCases('instance_external_subnet_list', 'GET', [
    [200, `/v1/instances/${attachedTo}/external-subnets${P}`],
    [404, `/v1/instances/nope/external-subnets${P}`],
  ]),

  // SCIM tokens
  ...operationCases('scim_token_list', 'GET', [
    [200, `${TOKENS}?silo=${SEED.siloName}`],
    [400, TOKENS],
  ]),
  ...operationCases('scim_token_create', 'POST', [
    [201, `${TOKENS}?silo=${SEED.siloName}`],
    [404, `${TOKENS}?silo=nope`],
  ]),
  ...operationCases('scim_token_view', 'GET', [
    [200, `${TOKENS}/${FAILING_SCIM_TOKEN_ID}?silo=${SILO_SEED.partners}`],
    // a token is found only through its own silo
    [404, `${TOKENS}/${FAILING_SCIM_TOKEN_ID}?silo=${SEED.siloName}`],
  ]),
  {
    operationId: 'scim_token_delete',
    method: 'DELETE',
    url: `${TOKENS}/${scimTokenId}?silo=${SEED.siloName}`,
    setup: (db) => {
      const silo = db.silos.findBy((row) => row.name === SEED.siloName)
      if (!silo) throw new Error('the default silo is not seeded')
      db.scimTokens.insert({
        id: scimTokenId,
        silo_id: silo.id,
        bearer_token: 'oxide-scim-contract-case',
        time_created: new Date().toISOString(),
        time_expires: null,
      })
    },
    status: 204,
  },
  {
    operationId: 'scim_token_delete',
    method: 'DELETE',
    url: `${TOKENS}/${FAILING_SCIM_TOKEN_ID}?silo=${SILO_SEED.partners}`,
    status: 500,
  },
]
