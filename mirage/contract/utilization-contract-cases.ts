/**
 * Contract cases for utilization (`/v1/utilization`, `/v1/system/utilization/silos`), spread into
 * `cases` in contract.test.ts: the signed-in user's silo and every silo, and their refusals.
 */
import { SEED_USERS } from '../seeds/seed-users'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

export const utilizationContractCases: ContractCase[] = [
  { operationId: 'utilization_view', method: 'GET', url: '/v1/utilization', status: 200 },
  {
    operationId: 'utilization_view',
    method: 'GET',
    url: '/v1/utilization',
    user: SEED_USERS.noRole.username,
    status: 403,
  },
  ...operationCases('silo_utilization_list', 'GET', [
    [200, '/v1/system/utilization/silos'],
    [400, '/v1/system/utilization/silos?sort_by=time_created'],
  ]),
  refusedToSiloAdmin('silo_utilization_list', 'GET', '/v1/system/utilization/silos'),
  ...operationCases('silo_utilization_view', 'GET', [
    [200, '/v1/system/utilization/silos/default-silo'],
    [404, '/v1/system/utilization/silos/missing'],
  ]),
]
