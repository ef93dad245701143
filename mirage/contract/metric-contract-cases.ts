/**
 * Contract cases for the provisioning metrics (`/v1/metrics/{metric_name}`,
 * `/v1/system/metrics/{metric_name}`), spread into `cases` in contract.test.ts: the silo, a
 * project, the fleet and a silo of it, and the refusals of a bad query.
 */
import type { OperationId } from '../operation'
import { SEED_USERS } from '../seeds/seed-users'
import { SILO_SEED } from '../seeds/silo-seeds'

interface MetricCase {
  operationId: OperationId
  method: string
  url: string
  status: number
  /** A seeded username to start signed in as. */
  user?: string
}

const DAY = '&start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z'
const MONTH = '&start_time=2026-01-01T00:00:00Z&end_time=2026-01-31T00:00:00Z'

export const metricContractCases: MetricCase[] = [
  {
    operationId: 'silo_metric',
    method: 'GET',
    url: `/v1/metrics/cpus_provisioned?limit=3000${DAY}`,
    status: 200,
  },
  {
    operationId: 'silo_metric',
    method: 'GET',
    url: `/v1/metrics/ram_provisioned?project=mock-project&order=descending${MONTH}`,
    status: 200,
  },
  {
    operationId: 'silo_metric',
    method: 'GET',
    url: `/v1/metrics/virtual_disk_space_provisioned?project=missing${DAY}`,
    status: 404,
  },
  {
    operationId: 'silo_metric',
    method: 'GET',
    url: '/v1/metrics/cpus_provisioned?start_time=2026-01-01T00:00:00Z',
    status: 400,
  },
  {
    operationId: 'system_metric',
    method: 'GET',
    url: `/v1/system/metrics/virtual_disk_space_provisioned?limit=3000${MONTH}`,
    status: 200,
  },
  {
    operationId: 'system_metric',
    method: 'GET',
    url: `/v1/system/metrics/cpus_provisioned?silo=${SILO_SEED.research}${DAY}`,
    status: 200,
  },
  {
    operationId: 'system_metric',
    method: 'GET',
    url: `/v1/system/metrics/cpu_usage?limit=3000${DAY}`,
    status: 400,
  },
  {
    operationId: 'system_metric',
    method: 'GET',
    url: `/v1/system/metrics/cpus_provisioned?limit=3000${DAY}`,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
]
