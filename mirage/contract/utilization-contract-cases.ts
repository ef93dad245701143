/**
 * Contract cases for utilization (`/v1/utilization`, `/v1/system/utilization/silos`), spread into
 * `cases` in contract.test.ts: the signed-in user's silo and every silo, and their refusals.
 */
import { SEED_USERS } from '../seeds/seed-users'
import type { ContractCase } from './contract-case'

export const utilizationContractCases: ContractCase[] = [
  { operationId: 'utilization_view', method: 'GET', url: '/v1/utilization', status: 200 },
  {
    operationId: 'utilization_view',
    method: 'GET',
    url: '/v1/utilization',
    user: SEED_USERS.noRole.username,
    status: 403,
  },
  {
    operationId: 'silo_utilization_list',
    method: 'GET',
    url: '/v1/system/utilization/silos',
    status: 200,
  },
  {
    operationId: 'silo_utilization_list',
    method: 'GET',
    url: '/v1/system/utilization/silos?sort_by=time_created',
    status: 400,
  },
  {
    operationId: 'silo_utilization_list',
    method: 'GET',
    url: '/v1/system/utilization/silos',
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  {
    operationId: 'silo_utilization_view',
    method: 'GET',
    url: '/v1/system/utilization/silos/default-silo',
    status: 200,
  },
  {
    operationId: 'silo_utilization_view',
    method: 'GET',
    url: '/v1/system/utilization/silos/missing',
    status: 404,
  },
]
