import { UPDATE_SEED } from '../seeds/update-seeds'
import { FAILING_RELEASE } from '../sentinels'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const STATUS = '/v1/system/update/status'
const REPOSITORIES = '/v1/system/update/repositories'
const TARGET = '/v1/system/update/target-release'
const AUDIT_LOG = '/v1/system/audit-log'
const [newer] = UPDATE_SEED.newer

export const updateContractCases: ContractCase[] = [
  { operationId: 'system_update_status', method: 'GET', url: STATUS, status: 200 },
  {
    operationId: 'system_update_status',
    method: 'GET',
    url: STATUS,
    status: 200,
    // never set: a rack still on its install dataset
    setup: (db) => {
      db.update = {
        ...db.update,
        target_release: null,
        components_by_release_version: { 'install dataset': 66 },
      }
    },
  },
  refusedToSiloAdmin('system_update_status', 'GET', STATUS),
  { operationId: 'system_update_repository_list', method: 'GET', url: REPOSITORIES, status: 200 },
  ...operationCases('system_update_repository_list', 'GET', [
    [200, `${REPOSITORIES}?sort_by=version_ascending&limit=2`],
    [400, `${REPOSITORIES}?sort_by=name_ascending`],
  ]),
  ...operationCases('system_update_repository_view', 'GET', [
    [200, `${REPOSITORIES}/${newer}`],
    [404, `${REPOSITORIES}/99.0.0`],
    [400, `${REPOSITORIES}/latest`],
  ]),
  ...operationCases('target_release_update', 'PUT', [
    [204, TARGET, { system_version: newer }],
    [400, TARGET, { system_version: UPDATE_SEED.previousTarget }],
    [404, TARGET, { system_version: '99.0.0' }],
    [400, TARGET, { system_version: 'latest' }],
    [400, TARGET, {}],
    [500, TARGET, { system_version: FAILING_RELEASE }],
  ]),
  refusedToSiloAdmin('target_release_update', 'PUT', TARGET, { system_version: newer }),
  ...operationCases('audit_log_list', 'GET', [
    [200, `${AUDIT_LOG}?start_time=2000-01-01T00:00:00.000Z`],
    [
      200,
      `${AUDIT_LOG}?start_time=2000-01-01T00:00:00Z&end_time=2100-01-01T00:00:00Z&sort_by=time_and_id_descending&limit=3`,
    ],
  ]),
  ...operationCases('audit_log_list', 'GET', [
    [400, AUDIT_LOG],
    [400, `${AUDIT_LOG}?start_time=yesterday`],
  ]),
  refusedToSiloAdmin('audit_log_list', 'GET', `${AUDIT_LOG}?start_time=2000-01-01T00:00:00Z`),
]
