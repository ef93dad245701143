/**
 * Contract cases for the provisioning metrics (`/v1/metrics/{metric_name}`,
 * `/v1/system/metrics/{metric_name}`), spread into `cases` in contract.test.ts: the silo, a
 * project, the fleet and a silo of it, and the refusals of a bad query. Then OxQL timeseries:
 * raw deltas (with start times), an aligned and grouped gauge, a refused query, and the schemas.
 */
import { SILO_SEED } from '../seeds/silo-seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const DAY = '&start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z'
const MONTH = '&start_time=2026-01-01T00:00:00Z&end_time=2026-01-31T00:00:00Z'

export const metricContractCases: ContractCase[] = [
  ...operationCases('silo_metric', 'GET', [
    [200, `/v1/metrics/cpus_provisioned?limit=3000${DAY}`],
    [200, `/v1/metrics/ram_provisioned?project=mock-project&order=descending${MONTH}`],
    [404, `/v1/metrics/virtual_disk_space_provisioned?project=missing${DAY}`],
    [400, '/v1/metrics/cpus_provisioned?start_time=2026-01-01T00:00:00Z'],
  ]),
  ...operationCases('system_metric', 'GET', [
    [200, `/v1/system/metrics/virtual_disk_space_provisioned?limit=3000${MONTH}`],
    [200, `/v1/system/metrics/cpus_provisioned?silo=${SILO_SEED.research}${DAY}`],
    [400, `/v1/system/metrics/cpu_usage?limit=3000${DAY}`],
  ]),
  refusedToSiloAdmin(
    'system_metric',
    'GET',
    `/v1/system/metrics/cpus_provisioned?limit=3000${DAY}`,
  ),
  ...operationCases('timeseries_query', 'POST', [
    [
      200,
      '/v1/timeseries/query?project=mock-project',
      {
        query:
          'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 20s && vcpu_id == 0 && state == "run"',
      },
    ],
    [
      200,
      '/v1/timeseries/query?project=mock-project',
      {
        query:
          'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 5m && state == "run" | align mean_within(60s) | group_by [instance_id], sum',
      },
    ],
    [
      400,
      '/v1/timeseries/query?project=mock-project',
      {
        query:
          'get instance_network_interface:bytes_sent | filter timestamp >= @now() - 5m | group_by [instance_id], sum',
      },
    ],
  ]),
  {
    operationId: 'system_timeseries_schema_list',
    method: 'GET',
    url: '/v1/system/timeseries/schemas?limit=5',
    status: 200,
  },
  refusedToSiloAdmin('system_timeseries_schema_list', 'GET', '/v1/system/timeseries/schemas'),
]
