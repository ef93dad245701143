import type { MockDb } from '../db'
import { SILO_SEED } from '../seeds/silo-seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const GiB = 1024 ** 3
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBmzCCAUGgAwIBAgIUc+Z5\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----\n'

const siloCreate = (overrides: Record<string, unknown> = {}) => ({
  name: 'new-silo',
  description: 'a new silo',
  discoverable: true,
  identity_mode: 'saml_jit',
  admin_group_name: 'new-admins',
  quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  tls_certificates: [
    { name: 'new-tls', description: '', cert: CERT, key: KEY, service: 'external_api' },
  ],
  mapped_fleet_roles: { admin: ['viewer'], limited_collaborator: [] },
  ...overrides,
})

const samlCreate = (overrides: Record<string, unknown> = {}) => ({
  name: 'new-idp',
  description: '',
  idp_entity_id: 'https://idp.example.com/metadata',
  sp_client_id: 'oxide',
  acs_url: 'https://research.sys.example.com/login/research/saml/new-idp',
  slo_url: 'https://research.sys.example.com/logout',
  technical_contact_email: 'ops@example.com',
  idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
  group_attribute_name: 'groups',
  signing_keypair: null,
  ...overrides,
})

const S = '/v1/system/silos'
const IDP = '/v1/system/identity-providers'
const LOCAL_USERS = `${IDP}/local/users`

/** A local user of the local-only silo `hpc`, for the set-password and delete cases. */
const LOCAL_USER_ID = '5b7c9d1e-2f3a-4b5c-8d6e-7f8a9b0c1d2e'
const withLocalUser = (db: MockDb) => {
  const siloId = db.silos.findBy((silo) => silo.name === SILO_SEED.hpc)?.id ?? 'seeds-changed'
  const time = new Date().toISOString()
  db.users.insert({
    id: LOCAL_USER_ID,
    silo_id: siloId,
    display_name: 'build-bot',
    time_created: time,
    time_modified: time,
  })
  db.localCredentials.insert({ id: LOCAL_USER_ID, username: 'build-bot', password: 'pw' })
}
const password = { mode: 'password', value: 'correct horse' }

export const siloContractCases: ContractCase[] = [
  { operationId: 'silo_list', method: 'GET', url: S, status: 200 },
  ...operationCases('silo_list', 'GET', [
    [200, `${S}?limit=2`],
    [400, `${S}?sort_by=size`],
  ]),
  refusedToSiloAdmin('silo_list', 'GET', S),
  ...operationCases('silo_create', 'POST', [
    [201, S, siloCreate()],
    [409, S, siloCreate({ name: SILO_SEED.research })],
    [
      400,
      S,
      siloCreate({
        tls_certificates: [
          { name: 'bad', description: '', cert: 'not pem', key: KEY, service: 'external_api' },
        ],
      }),
    ],
    [400, S, siloCreate({ mapped_fleet_roles: { owner: ['admin'] } })],
  ]),
  ...operationCases('silo_delete', 'DELETE', [
    [204, `${S}/${SILO_SEED.partners}`],
    [400, `${S}/default-silo`],
    [400, `${S}/${SILO_SEED.research}`],
    [404, `${S}/missing`],
  ]),
  ...operationCases('silo_quotas_view', 'GET', [
    [200, `${S}/${SILO_SEED.research}/quotas`],
    [404, `${S}/missing/quotas`],
  ]),
  ...operationCases('silo_quotas_update', 'PUT', [
    [200, `${S}/${SILO_SEED.research}/quotas`, { storage: 16 * 1024 * GiB }],
    [400, `${S}/${SILO_SEED.research}/quotas`, { cpus: 8 }],
    [400, `${S}/${SILO_SEED.research}/quotas`, { memory: -1 }],
  ]),
  ...operationCases('system_quotas_list', 'GET', [
    [200, '/v1/system/silo-quotas'],
    [400, '/v1/system/silo-quotas?page_token=junk'],
  ]),
  ...operationCases('silo_identity_provider_list', 'GET', [
    [200, `${IDP}?silo=${SILO_SEED.research}`],
    [400, IDP],
    [404, `${IDP}?silo=missing`],
  ]),
  ...operationCases('saml_identity_provider_create', 'POST', [
    [201, `${IDP}/saml?silo=${SILO_SEED.research}`, samlCreate()],
    [
      201,
      `${IDP}/saml?silo=${SILO_SEED.research}`,
      samlCreate({
        idp_metadata_source: {
          type: 'base64_encoded_xml',
          data: btoa('<md:EntityDescriptor entityID="x"></md:EntityDescriptor>'),
        },
        signing_keypair: { public_cert: 'MIIBmzCC', private_key: 'MIGHAgEA' },
      }),
    ],
    [400, `${IDP}/saml?silo=${SILO_SEED.ciSandbox}`, samlCreate()],
    [400, `${IDP}/saml?silo=${SILO_SEED.research}`, samlCreate({ acs_url: 'not a url' })],
    [409, `${IDP}/saml?silo=${SILO_SEED.research}`, samlCreate({ name: 'research-okta' })],
  ]),
  ...operationCases('saml_identity_provider_view', 'GET', [
    [200, `${IDP}/saml/research-okta?silo=${SILO_SEED.research}`],
    [200, `${IDP}/saml/mock-idp?silo=default-silo`],
    [404, `${IDP}/saml/missing?silo=${SILO_SEED.research}`],
  ]),
  ...operationCases('local_idp_user_create', 'POST', [
    [201, `${LOCAL_USERS}?silo=${SILO_SEED.hpc}`, { external_id: 'new-bot', password }],
    [
      201,
      `${LOCAL_USERS}?silo=${SILO_SEED.hpc}`,
      { external_id: 'locked-bot', password: { mode: 'login_disallowed' } },
    ],
    [400, `${LOCAL_USERS}?silo=${SILO_SEED.hpc}`, { external_id: '1bot', password }],
    [404, `${LOCAL_USERS}?silo=${SILO_SEED.research}`, { external_id: 'new-bot', password }],
  ]),
  refusedToSiloAdmin('local_idp_user_create', 'POST', `${LOCAL_USERS}?silo=${SILO_SEED.hpc}`, {
    external_id: 'new-bot',
    password,
  }),
  {
    operationId: 'local_idp_user_create',
    method: 'POST',
    url: `${LOCAL_USERS}?silo=${SILO_SEED.hpc}`,
    body: { external_id: 'build-bot', password },
    setup: withLocalUser,
    status: 409,
  },
  {
    operationId: 'local_idp_user_set_password',
    method: 'POST',
    url: `${LOCAL_USERS}/${LOCAL_USER_ID}/set-password?silo=${SILO_SEED.hpc}`,
    body: { mode: 'login_disallowed' },
    setup: withLocalUser,
    status: 204,
  },
  {
    operationId: 'local_idp_user_set_password',
    method: 'POST',
    url: `${LOCAL_USERS}/${LOCAL_USER_ID}/set-password?silo=${SILO_SEED.hpc}`,
    body: { mode: 'password', value: 'x'.repeat(513) },
    setup: withLocalUser,
    status: 400,
  },
  {
    operationId: 'local_idp_user_delete',
    method: 'DELETE',
    url: `${LOCAL_USERS}/${LOCAL_USER_ID}?silo=${SILO_SEED.hpc}`,
    setup: withLocalUser,
    status: 204,
  },
  ...operationCases('local_idp_user_delete', 'DELETE', [
    [404, `${LOCAL_USERS}/${LOCAL_USER_ID}?silo=${SILO_SEED.hpc}`],
  ]),
]
