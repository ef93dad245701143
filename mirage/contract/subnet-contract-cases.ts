/**
 * Contract cases for subnet pools (system and silo), external subnets and SCIM tokens, spread
 * into `cases` in contract.test.ts: each handler's success and error.
 */

import { SEED_USERS } from '../seeds/auth-seeds'
import { EXTERNAL_SUBNET_SEED } from '../seeds/external-subnet-seeds'
import { SEED } from '../seeds/seeds'
import { SILO_SEED } from '../seeds/silo-seeds'
import { SUBNET_POOL_SEED } from '../seeds/subnet-pool-seeds'
import { FAILING_SCIM_TOKEN_ID } from '../sentinels'
import type { ContractCase } from './contract-case'

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
  {
    operationId: 'system_subnet_pool_list',
    method: 'GET',
    url: POOLS,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'system_subnet_pool_create',
    method: 'POST',
    url: POOLS,
    body: { name: 'new-subnet-pool', description: '', ip_version: 'v6' },
    status: 201,
  },
  {
    operationId: 'system_subnet_pool_create',
    method: 'POST',
    url: POOLS,
    body: { name: v4Pool, description: '', ip_version: 'v4' },
    status: 409,
  },
  { operationId: 'system_subnet_pool_view', method: 'GET', url: `${POOLS}/${v4Pool}`, status: 200 },
  { operationId: 'system_subnet_pool_view', method: 'GET', url: `${POOLS}/nope`, status: 404 },
  {
    operationId: 'system_subnet_pool_update',
    method: 'PUT',
    url: `${POOLS}/${v6Pool}`,
    body: { description: 'renamed' },
    status: 200,
  },
  {
    operationId: 'system_subnet_pool_update',
    method: 'PUT',
    url: `${POOLS}/${v6Pool}`,
    body: { name: v4Pool },
    status: 409,
  },
  {
    operationId: 'system_subnet_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/${emptyPool}`,
    status: 204,
  },
  {
    operationId: 'system_subnet_pool_delete',
    method: 'DELETE',
    url: `${POOLS}/${v4Pool}`,
    status: 400,
  },
  {
    operationId: 'system_subnet_pool_member_list',
    method: 'GET',
    url: `${POOLS}/${v4Pool}/members`,
    status: 200,
  },
  {
    operationId: 'system_subnet_pool_member_list',
    method: 'GET',
    url: `${POOLS}/nope/members`,
    status: 404,
  },
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
  {
    operationId: 'system_subnet_pool_member_remove',
    method: 'POST',
    url: `${POOLS}/${v6Pool}/members/remove`,
    body: { subnet: '2001:db8:f000::/36' },
    status: 204,
  },
  {
    operationId: 'system_subnet_pool_member_remove',
    method: 'POST',
    url: `${POOLS}/${v4Pool}/members/remove`,
    body: { subnet: '10.0.0.0/8' },
    status: 404,
  },
  {
    operationId: 'system_subnet_pool_utilization_view',
    method: 'GET',
    url: `${POOLS}/${v4Pool}/utilization`,
    status: 200,
  },
  {
    operationId: 'system_subnet_pool_utilization_view',
    method: 'GET',
    url: `${POOLS}/nope/utilization`,
    status: 404,
  },
  {
    operationId: 'system_subnet_pool_silo_list',
    method: 'GET',
    url: `${POOLS}/${v4Pool}/silos`,
    status: 200,
  },
  {
    operationId: 'system_subnet_pool_silo_list',
    method: 'GET',
    url: `${POOLS}/nope/silos`,
    status: 404,
  },
  {
    operationId: 'system_subnet_pool_silo_link',
    method: 'POST',
    url: `${POOLS}/${emptyPool}/silos`,
    body: { silo: SILO_SEED.research, is_default: false },
    status: 201,
  },
  {
    operationId: 'system_subnet_pool_silo_link',
    method: 'POST',
    url: `${POOLS}/${v4Pool}/silos`,
    body: { silo: SEED.siloName, is_default: false },
    status: 400,
  },
  {
    operationId: 'system_subnet_pool_silo_update',
    method: 'PUT',
    url: `${POOLS}/${v4Pool}/silos/${SILO_SEED.research}`,
    body: { is_default: true },
    status: 200,
  },
  {
    operationId: 'system_subnet_pool_silo_update',
    method: 'PUT',
    url: `${POOLS}/${emptyPool}/silos/${SILO_SEED.research}`,
    body: { is_default: true },
    status: 404,
  },
  {
    operationId: 'system_subnet_pool_silo_unlink',
    method: 'DELETE',
    url: `${POOLS}/${v4Pool}/silos/${SILO_SEED.research}`,
    status: 204,
  },
  {
    operationId: 'system_subnet_pool_silo_unlink',
    method: 'DELETE',
    url: `${POOLS}/${emptyPool}/silos/${SILO_SEED.research}`,
    status: 404,
  },
  {
    operationId: 'silo_subnet_pool_list',
    method: 'GET',
    url: `/v1/system/silos/${SEED.siloName}/subnet-pools`,
    status: 200,
  },
  {
    operationId: 'silo_subnet_pool_list',
    method: 'GET',
    url: '/v1/system/silos/nope/subnet-pools',
    status: 404,
  },

  // the silo's own view of its subnet pools
  { operationId: 'subnet_pool_list', method: 'GET', url: '/v1/subnet-pools', status: 200 },
  { operationId: 'subnet_pool_list', method: 'GET', url: '/v1/subnet-pools?limit=0', status: 400 },
  {
    operationId: 'subnet_pool_view',
    method: 'GET',
    url: `/v1/subnet-pools/${v4Pool}`,
    status: 200,
  },
  // linked nowhere: not the silo's to see
  {
    operationId: 'subnet_pool_view',
    method: 'GET',
    url: `/v1/subnet-pools/${emptyPool}`,
    status: 404,
  },

  // external subnets
  { operationId: 'external_subnet_list', method: 'GET', url: `${SUBNETS}${P}`, status: 200 },
  { operationId: 'external_subnet_list', method: 'GET', url: SUBNETS, status: 400 },
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
  {
    operationId: 'external_subnet_view',
    method: 'GET',
    url: `${SUBNETS}/${attached}${P}`,
    status: 200,
  },
  { operationId: 'external_subnet_view', method: 'GET', url: `${SUBNETS}/nope${P}`, status: 404 },
  {
    operationId: 'external_subnet_update',
    method: 'PUT',
    url: `${SUBNETS}/${free}${P}`,
    body: { description: 'renamed' },
    status: 200,
  },
  {
    operationId: 'external_subnet_update',
    method: 'PUT',
    url: `${SUBNETS}/${free}${P}`,
    body: { name: attached },
    status: 409,
  },
  {
    operationId: 'external_subnet_attach',
    method: 'POST',
    url: `${SUBNETS}/${free}/attach${P}`,
    body: { instance: attachedTo },
    status: 202,
  },
  {
    operationId: 'external_subnet_attach',
    method: 'POST',
    url: `${SUBNETS}/${free}/attach${P}`,
    body: { instance: 'nope' },
    status: 404,
  },
  {
    operationId: 'external_subnet_detach',
    method: 'POST',
    url: `${SUBNETS}/${attached}/detach${P}`,
    status: 202,
  },
  {
    operationId: 'external_subnet_detach',
    method: 'POST',
    url: `${SUBNETS}/${free}/detach${P}`,
    status: 400,
  },
  {
    operationId: 'external_subnet_delete',
    method: 'DELETE',
    url: `${SUBNETS}/${free}${P}`,
    status: 204,
  },
  // attached: refused until detached
  {
    operationId: 'external_subnet_delete',
    method: 'DELETE',
    url: `${SUBNETS}/${attached}${P}`,
    status: 400,
  },
  {
    operationId: 'instance_external_subnet_list',
    method: 'GET',
    url: `/v1/instances/${attachedTo}/external-subnets${P}`,
    status: 200,
  },
  {
    operationId: 'instance_external_subnet_list',
    method: 'GET',
    url: `/v1/instances/nope/external-subnets${P}`,
    status: 404,
  },

  // SCIM tokens
  {
    operationId: 'scim_token_list',
    method: 'GET',
    url: `${TOKENS}?silo=${SEED.siloName}`,
    status: 200,
  },
  { operationId: 'scim_token_list', method: 'GET', url: TOKENS, status: 400 },
  {
    operationId: 'scim_token_create',
    method: 'POST',
    url: `${TOKENS}?silo=${SEED.siloName}`,
    status: 201,
  },
  { operationId: 'scim_token_create', method: 'POST', url: `${TOKENS}?silo=nope`, status: 404 },
  {
    operationId: 'scim_token_view',
    method: 'GET',
    url: `${TOKENS}/${FAILING_SCIM_TOKEN_ID}?silo=${SILO_SEED.partners}`,
    status: 200,
  },
  // a token is found only through its own silo
  {
    operationId: 'scim_token_view',
    method: 'GET',
    url: `${TOKENS}/${FAILING_SCIM_TOKEN_ID}?silo=${SEED.siloName}`,
    status: 404,
  },
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
