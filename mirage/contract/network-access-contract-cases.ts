/**
 * Contract cases for the rack's network access (the allow list and inbound ICMP), spread into
 * `cases` in contract.test.ts: each handler's success and error.
 */
import { FAILING_ALLOW_LIST_ENTRY } from '../sentinels'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const ALLOW_LIST = '/v1/system/networking/allow-list'
const ICMP = '/v1/system/networking/inbound-icmp'

export const networkAccessContractCases: ContractCase[] = [
  { operationId: 'networking_allow_list_view', method: 'GET', url: ALLOW_LIST, status: 200 },
  refusedToSiloAdmin('networking_allow_list_view', 'GET', ALLOW_LIST),
  ...operationCases('networking_allow_list_update', 'PUT', [
    [200, ALLOW_LIST, { allowed_ips: { allow: 'list', ips: ['203.0.113.0/24', '2001:db8::/48'] } }],
    [200, ALLOW_LIST, { allowed_ips: { allow: 'any' } }],
    [400, ALLOW_LIST, { allowed_ips: { allow: 'list', ips: ['203.0.113.7'] } }],
    [500, ALLOW_LIST, { allowed_ips: { allow: 'list', ips: [FAILING_ALLOW_LIST_ENTRY] } }],
  ]),
  { operationId: 'networking_inbound_icmp_view', method: 'GET', url: ICMP, status: 200 },
  refusedToSiloAdmin('networking_inbound_icmp_view', 'GET', ICMP),
  ...operationCases('networking_inbound_icmp_update', 'PUT', [
    [204, ICMP, { enabled: false }],
    [400, ICMP, { enabled: 'no' }],
  ]),
]
