/**
 * The fleet's other silos, one per identity mode, with what an operator expects to find on each:
 * TLS certificates, SAML providers, an admin group, fleet roles mapped from silo roles, and
 * quotas on every silo. `research` runs a project that holds its whole CPU quota and about 90 %
 * of its memory quota, so the issues page has a silo at and one near a limit.
 */
import type { MockDb, Schemas } from '../db'
import { type FactoryContext, groupFactory, siloFactory } from '../factories'
import { hex } from '../ids'
import { insertInstance, insertProject } from '../records'
import { FAILING_SCIM_TOKEN_ID } from '../sentinels'
import { MOCK_SAML_PROVIDER } from './auth-seeds'

const GiB = 1024 ** 3
const TiB = 1024 * GiB

export const SILO_SEED = {
  defaultSilo: 'default-silo',
  research: 'research',
  partners: 'partners',
  ciSandbox: 'ci-sandbox',
  /** Runs the rack's steady load (hardware-seeds.ts), so no sled has room for the largest sizes. */
  hpc: 'hpc',
  researchAdminGroup: 'research-admins',
  researchProject: 'genomics',
  /** research's CPU quota, all of it provisioned by the project's running instances. */
  researchCpus: 32,
  /** research's memory quota; its instances provision 116 GiB of it (about 91 %). */
  researchMemory: 128 * GiB,
} as const

/** A self-signed wildcard certificate for the rack's external DNS names (seed data, no key). */
const RACK_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUc+Z51mOpFA8pJH/d4jCTHl8tUHwwCgYIKoZIzj0EAwIw
IzEhMB8GA1UEAwwYKi5zeXMucmFjay5veGlkZS5leGFtcGxlMB4XDTI2MTEyNDA4
MTc0N1oXDTM2MTEyMTA4MTc0N1owIzEhMB8GA1UEAwwYKi5zeXMucmFjay5veGlk
ZS5leGFtcGxlMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEQJ7X28zHq7qjCjH+
aujYHWDO2lCW22Hc1AzvBbVZmh/hD9c9Ac8YfpV1GYnbk4L0jeQzRujHagC3KjMd
LM56baNTMFEwHQYDVR0OBBYEFKPz8UbWBxRUS2SgmGmI/ZoKw1srMB8GA1UdIwQY
MBaAFKPz8UbWBxRUS2SgmGmI/ZoKw1srMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZI
zj0EAwIDSAAwRQIgMz/r6HFcAUHtlo34tdk3wYvmNyOFmda6kdgNY+4+/9YCIQDJ
sSTHO7uRkpwPrK36IJt9ihBm1fonW8+F7DNZW7AdzQ==
-----END CERTIFICATE-----
`

interface SiloSeed {
  name: string
  description: string
  identityMode: Schemas['SiloIdentityMode']
  adminGroup?: string
  mappedFleetRoles: Schemas['Silo']['mapped_fleet_roles']
  quotas: Omit<Schemas['SiloQuotas'], 'silo_id'>
  /** The SAML provider's name and IdP host, for SAML silos. */
  saml?: { name: string; description: string; idpHost: string; groupAttribute?: string }
}

const SILOS: SiloSeed[] = [
  {
    name: SILO_SEED.research,
    description: 'Research computing: sequencing pipelines and model training',
    identityMode: 'saml_jit',
    adminGroup: SILO_SEED.researchAdminGroup,
    mappedFleetRoles: { admin: ['viewer'] },
    quotas: { cpus: SILO_SEED.researchCpus, memory: SILO_SEED.researchMemory, storage: 8 * TiB },
    saml: {
      name: 'research-okta',
      description: 'The research institute’s Okta tenant',
      idpHost: 'research.okta.example',
      groupAttribute: 'groups',
    },
  },
  {
    name: SILO_SEED.partners,
    description: 'Workloads run for external partners, users provisioned by SCIM',
    identityMode: 'saml_scim',
    mappedFleetRoles: {},
    quotas: { cpus: 48, memory: 192 * GiB, storage: 4 * TiB },
    saml: {
      name: 'partners-entra',
      description: 'Microsoft Entra ID for partner accounts',
      idpHost: 'login.partners.example',
    },
  },
  {
    name: SILO_SEED.ciSandbox,
    description: 'Throwaway build and test machines for CI',
    identityMode: 'local_only',
    mappedFleetRoles: {},
    quotas: { cpus: 64, memory: 256 * GiB, storage: 10 * TiB },
  },
  {
    name: SILO_SEED.hpc,
    description: 'Simulation and batch jobs for the engineering groups',
    identityMode: 'local_only',
    mappedFleetRoles: {},
    // what its jobs hold and a little more: the fleet's quotas stay within its recommended capacity
    quotas: { cpus: 944, memory: 3 * TiB, storage: 20 * TiB },
  },
]

/**
 * The default silo's quotas: above what its seeded projects provision (162 vCPUs, 404 GiB,
 * 2.6 TiB) by more than the largest instance (64 vCPUs, 512 GiB), so a refusal of one that large
 * is the rack's placement, not the quota (README "The preview"); asking for 1 TiB of memory
 * exceeds the memory quota (the new-instance form's quota error).
 */
const DEFAULT_SILO_QUOTAS = { cpus: 240, memory: 1 * TiB, storage: 40 * TiB }

function insertCertificate(db: MockDb, context: FactoryContext, silo: Schemas['Silo']) {
  const time = context.now()
  db.certificates.insert({
    id: context.ids.uuid(),
    silo_id: silo.id,
    name: `${silo.name}-tls`,
    description: `Wildcard certificate for ${silo.name}.sys.rack.oxide.example`,
    cert: RACK_CERTIFICATE,
    service: 'external_api',
    time_created: time,
    time_modified: time,
  })
}

function insertSamlProvider(
  db: MockDb,
  context: FactoryContext,
  silo: Schemas['Silo'],
  saml: NonNullable<SiloSeed['saml']> & { id?: string },
) {
  const time = context.now()
  const id = saml.id ?? context.ids.uuid()
  if (!saml.id) {
    db.identityProviders.insert({
      id,
      silo_id: silo.id,
      name: saml.name,
      description: saml.description,
      provider_type: 'saml',
      time_created: time,
      time_modified: time,
    })
  }
  const row = db.identityProviders.find(id)
  db.samlIdentityProviders.insert({
    id,
    name: saml.name,
    description: saml.description,
    idp_entity_id: `https://${saml.idpHost}/saml2/metadata`,
    sp_client_id: `oxide-${silo.name}`,
    acs_url: `https://${silo.name}.sys.rack.oxide.example/login/${silo.name}/saml/${saml.name}`,
    slo_url: `https://${silo.name}.sys.rack.oxide.example/login/${silo.name}/saml/${saml.name}/logout`,
    technical_contact_email: `it-ops@${saml.idpHost.split('.').slice(-2).join('.')}`,
    group_attribute_name: saml.groupAttribute ?? null,
    public_cert: null,
    time_created: row?.time_created ?? time,
    time_modified: row?.time_modified ?? time,
  })
}

/** Runs once `default-silo` exists, before the IP pools that link to these silos. */
export function seedSilos(db: MockDb, context: FactoryContext) {
  const defaultSilo = db.silos.findBy((silo) => silo.name === SILO_SEED.defaultSilo)
  if (defaultSilo) {
    db.siloQuotas.set(defaultSilo.id, { silo_id: defaultSilo.id, ...DEFAULT_SILO_QUOTAS })
    insertCertificate(db, context, defaultSilo)
  }
  for (const seed of SILOS) {
    const silo = db.silos.insert(
      siloFactory(context, {
        name: seed.name,
        description: seed.description,
        identity_mode: seed.identityMode,
        admin_group_name: seed.adminGroup ?? null,
        mapped_fleet_roles: seed.mappedFleetRoles,
      }),
    )
    db.siloQuotas.set(silo.id, { silo_id: silo.id, ...seed.quotas })
    insertCertificate(db, context, silo)
    const adminGroup =
      seed.adminGroup &&
      db.groups.insert(groupFactory(context, { silo_id: silo.id, display_name: seed.adminGroup }))
    db.siloPolicies.set(silo.id, {
      role_assignments: adminGroup
        ? [{ identity_id: adminGroup.id, identity_type: 'silo_group', role_name: 'admin' }]
        : [],
    })
    if (seed.saml) insertSamlProvider(db, context, silo, seed.saml)
  }
}

/**
 * A SCIM token for the default silo (the one the preview signs in to) and one for `partners`, the
 * SCIM silo, whose delete fails (FAILING_SCIM_TOKEN_ID). Runs after `seedSilos`, on its own id
 * stream.
 */
export function seedScimTokens(db: MockDb, context: FactoryContext) {
  const tokens: [string, string][] = [
    [SILO_SEED.defaultSilo, context.ids.uuid()],
    [SILO_SEED.partners, FAILING_SCIM_TOKEN_ID],
  ]
  for (const [siloName, id] of tokens) {
    const silo = db.silos.findBy((row) => row.name === siloName)
    if (!silo) continue
    db.scimTokens.insert({
      id,
      silo_id: silo.id,
      bearer_token: `oxide-scim-${hex(context.ids.bytes(20))}`,
      time_created: context.now(),
      time_expires: null,
    })
  }
}

/** research's running instances: [name, vCPUs, memory GiB], 32 vCPUs and 116 GiB in all. */
const RESEARCH_INSTANCES: [string, number, number][] = [
  ['aligner-1', 8, 32],
  ['aligner-2', 8, 32],
  ['trainer', 8, 32],
  ['notebook', 8, 20],
]

/** Runs after everything else: the other silos' projects, and the default silo's SAML view. */
export function seedSiloWorkloads(db: MockDb, context: FactoryContext) {
  const defaultSilo = db.silos.findBy((silo) => silo.name === SILO_SEED.defaultSilo)
  const mockIdp =
    defaultSilo &&
    db.identityProviders.findBy(
      (row) => row.silo_id === defaultSilo.id && row.name === MOCK_SAML_PROVIDER,
    )
  if (defaultSilo && mockIdp) {
    insertSamlProvider(db, context, defaultSilo, {
      id: mockIdp.id,
      name: mockIdp.name,
      description: mockIdp.description,
      idpHost: 'idp.mock.oxide.example',
      groupAttribute: 'groups',
    })
  }

  const research = db.silos.findBy((silo) => silo.name === SILO_SEED.research)
  if (!research) return
  const project = insertProject(
    db,
    context,
    { name: SILO_SEED.researchProject, description: 'Sequencing and variant calling' },
    research.id,
  )
  for (const [name, ncpus, memoryGiB] of RESEARCH_INSTANCES) {
    insertInstance(
      db,
      context,
      { project_id: project.id, name, ncpus, memory: memoryGiB * GiB, run_state: 'running' },
      {
        disks: [
          { type: 'create', name: `${name}-boot`, description: '', size: 64 * GiB },
          { type: 'create', name: `${name}-scratch`, description: '', size: 512 * GiB },
        ],
        bootDisk: true,
        nics: 'default',
        ephemeralIpPoolIds: [],
      },
    )
  }
}
