import { SEED_USERS } from '../seeds/auth-seeds'
import { SILO_SEED } from '../seeds/silo-seeds'
import type { ContractCase } from './contract-case'

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

export const siloContractCases: ContractCase[] = [
  { operationId: 'silo_list', method: 'GET', url: S, status: 200 },
  { operationId: 'silo_list', method: 'GET', url: `${S}?limit=2`, status: 200 },
  { operationId: 'silo_list', method: 'GET', url: `${S}?sort_by=size`, status: 400 },
  {
    operationId: 'silo_list',
    method: 'GET',
    url: S,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  { operationId: 'silo_create', method: 'POST', url: S, body: siloCreate(), status: 201 },
  {
    operationId: 'silo_create',
    method: 'POST',
    url: S,
    body: siloCreate({ name: SILO_SEED.research }),
    status: 409,
  },
  {
    operationId: 'silo_create',
    method: 'POST',
    url: S,
    body: siloCreate({
      tls_certificates: [
        { name: 'bad', description: '', cert: 'not pem', key: KEY, service: 'external_api' },
      ],
    }),
    status: 400,
  },
  {
    operationId: 'silo_create',
    method: 'POST',
    url: S,
    body: siloCreate({ mapped_fleet_roles: { owner: ['admin'] } }),
    status: 400,
  },
  { operationId: 'silo_delete', method: 'DELETE', url: `${S}/${SILO_SEED.partners}`, status: 204 },
  { operationId: 'silo_delete', method: 'DELETE', url: `${S}/default-silo`, status: 400 },
  { operationId: 'silo_delete', method: 'DELETE', url: `${S}/${SILO_SEED.research}`, status: 400 },
  { operationId: 'silo_delete', method: 'DELETE', url: `${S}/missing`, status: 404 },
  {
    operationId: 'silo_quotas_view',
    method: 'GET',
    url: `${S}/${SILO_SEED.research}/quotas`,
    status: 200,
  },
  { operationId: 'silo_quotas_view', method: 'GET', url: `${S}/missing/quotas`, status: 404 },
  {
    operationId: 'silo_quotas_update',
    method: 'PUT',
    url: `${S}/${SILO_SEED.research}/quotas`,
    body: { storage: 16 * 1024 * GiB },
    status: 200,
  },
  {
    operationId: 'silo_quotas_update',
    method: 'PUT',
    url: `${S}/${SILO_SEED.research}/quotas`,
    body: { cpus: 8 },
    status: 400,
  },
  {
    operationId: 'silo_quotas_update',
    method: 'PUT',
    url: `${S}/${SILO_SEED.research}/quotas`,
    body: { memory: -1 },
    status: 400,
  },
  { operationId: 'system_quotas_list', method: 'GET', url: '/v1/system/silo-quotas', status: 200 },
  {
    operationId: 'system_quotas_list',
    method: 'GET',
    url: '/v1/system/silo-quotas?page_token=junk',
    status: 400,
  },
  {
    operationId: 'silo_identity_provider_list',
    method: 'GET',
    url: `${IDP}?silo=${SILO_SEED.research}`,
    status: 200,
  },
  { operationId: 'silo_identity_provider_list', method: 'GET', url: IDP, status: 400 },
  {
    operationId: 'silo_identity_provider_list',
    method: 'GET',
    url: `${IDP}?silo=missing`,
    status: 404,
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'POST',
    url: `${IDP}/saml?silo=${SILO_SEED.research}`,
    body: samlCreate(),
    status: 201,
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'POST',
    url: `${IDP}/saml?silo=${SILO_SEED.research}`,
    body: samlCreate({
      idp_metadata_source: {
        type: 'base64_encoded_xml',
        data: btoa('<md:EntityDescriptor entityID="x"></md:EntityDescriptor>'),
      },
      signing_keypair: { public_cert: 'MIIBmzCC', private_key: 'MIGHAgEA' },
    }),
    status: 201,
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'POST',
    url: `${IDP}/saml?silo=${SILO_SEED.ciSandbox}`,
    body: samlCreate(),
    status: 400,
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'POST',
    url: `${IDP}/saml?silo=${SILO_SEED.research}`,
    body: samlCreate({ acs_url: 'not a url' }),
    status: 400,
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'POST',
    url: `${IDP}/saml?silo=${SILO_SEED.research}`,
    body: samlCreate({ name: 'research-okta' }),
    status: 409,
  },
  {
    operationId: 'saml_identity_provider_view',
    method: 'GET',
    url: `${IDP}/saml/research-okta?silo=${SILO_SEED.research}`,
    status: 200,
  },
  {
    operationId: 'saml_identity_provider_view',
    method: 'GET',
    url: `${IDP}/saml/mock-idp?silo=default-silo`,
    status: 200,
  },
  {
    operationId: 'saml_identity_provider_view',
    method: 'GET',
    url: `${IDP}/saml/missing?silo=${SILO_SEED.research}`,
    status: 404,
  },
]
