import { CERTIFICATE_SEED } from '../seeds/certificate-seeds'
import { SEED_USERS } from '../seeds/seed-users'
import { SILO_SEED } from '../seeds/silo-seeds'
import { type ContractCase, operationCases } from './contract-case'

const C = '/v1/certificates'
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBujCCAV+gAwIBAgIUPgqi\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----\n'

const certificateCreate = (overrides: Record<string, unknown> = {}) => ({
  name: 'new-tls',
  description: 'a new certificate',
  cert: CERT,
  key: KEY,
  service: 'external_api',
  ...overrides,
})

/** The signed-in silo's certificates (handlers/certificates.ts). */
export const certificateContractCases: ContractCase[] = [
  { operationId: 'certificate_list', method: 'GET', url: C, status: 200 },
  ...operationCases('certificate_list', 'GET', [
    [200, `${C}?limit=1`],
    [400, `${C}?sort_by=size`],
  ]),
  ...operationCases('certificate_create', 'POST', [
    [201, C, certificateCreate()],
    [409, C, certificateCreate({ name: CERTIFICATE_SEED.name })],
    [400, C, certificateCreate({ cert: KEY })],
    [500, C, certificateCreate({ name: 'fail-500' })],
  ]),
  ...operationCases('certificate_view', 'GET', [
    [200, `${C}/${CERTIFICATE_SEED.name}`],
    [404, `${C}/${SILO_SEED.research}-tls`],
  ]),
  ...operationCases('certificate_delete', 'DELETE', [
    [204, `${C}/${CERTIFICATE_SEED.name}`],
    [404, `${C}/missing`],
  ]),
  // the silo's certificates are the silo's: a collaborator on one project may not change them
  {
    operationId: 'certificate_create',
    method: 'POST',
    url: C,
    body: certificateCreate(),
    status: 403,
    user: SEED_USERS.projectCollaborator.username,
  },
  {
    operationId: 'certificate_delete',
    method: 'DELETE',
    url: `${C}/${CERTIFICATE_SEED.name}`,
    status: 403,
    user: SEED_USERS.projectCollaborator.username,
  },
]
