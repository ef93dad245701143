/**
 * Contract cases for the rack's network access (the allow list and inbound ICMP), spread into
 * `cases` in contract.test.ts: each handler's success and error.
 */
import { SEED_USERS } from '../seeds/seed-users'
import { FAILING_ALLOW_LIST_ENTRY } from '../sentinels'
import type { ContractCase } from './contract-case'

const ALLOW_LIST = '/v1/system/networking/allow-list'
const ICMP = '/v1/system/networking/inbound-icmp'
const siloAdmin = SEED_USERS.siloAdmin.username

export const networkAccessContractCases: ContractCase[] = [
  { operationId: 'networking_allow_list_view', method: 'GET', url: ALLOW_LIST, status: 200 },
  {
    operationId: 'networking_allow_list_view',
    method: 'GET',
    url: ALLOW_LIST,
    user: siloAdmin,
    status: 403,
  },
  {
    operationId: 'networking_allow_list_update',
    method: 'PUT',
    url: ALLOW_LIST,
    body: { allowed_ips: { allow: 'list', ips: ['203.0.113.0/24', '2001:db8::/48'] } },
    status: 200,
  },
  {
    operationId: 'networking_allow_list_update',
    method: 'PUT',
    url: ALLOW_LIST,
    body: { allowed_ips: { allow: 'any' } },
    status: 200,
  },
  {
    operationId: 'networking_allow_list_update',
    method: 'PUT',
    url: ALLOW_LIST,
    body: { allowed_ips: { allow: 'list', ips: ['203.0.113.7'] } },
    status: 400,
  },
  {
    operationId: 'networking_allow_list_update',
    method: 'PUT',
    url: ALLOW_LIST,
    body: { allowed_ips: { allow: 'list', ips: [FAILING_ALLOW_LIST_ENTRY] } },
    status: 500,
  },
  { operationId: 'networking_inbound_icmp_view', method: 'GET', url: ICMP, status: 200 },
  {
    operationId: 'networking_inbound_icmp_view',
    method: 'GET',
    url: ICMP,
    user: siloAdmin,
    status: 403,
  },
  {
    operationId: 'networking_inbound_icmp_update',
    method: 'PUT',
    url: ICMP,
    body: { enabled: false },
    status: 204,
  },
  {
    operationId: 'networking_inbound_icmp_update',
    method: 'PUT',
    url: ICMP,
    body: { enabled: 'no' },
    status: 400,
  },
]
