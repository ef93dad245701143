/**
 * The fleet's silos: listed (discoverable ones only), created with their admin group,
 * TLS certificates, quotas and fleet-role mapping, and deleted with everything that belongs to
 * them; their quotas, which may never drop below what the silo has provisioned; and their SAML
 * identity providers. `silo_view` lives with the policies (policies.ts). Every call needs a fleet
 * role; session-access.ts checks that before a handler runs.
 */
import { CERTIFICATE_LABEL, isPem, PRIVATE_KEY_LABEL } from '~/lib/pem'
import type { MockDb, Schemas } from '../db'
import { alreadyExists, badBody, invalidRequest, invalidValue } from '../errors'
import { groupFactory, liveContext, siloFactory } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupSamlProvider, lookupSilo } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateByNameOrId } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { currentUser } from '../session-access'
import { siloProvisioned, siloQuotasOf } from '../utilization'
import { nameField, requireBody, stringField } from '../validate'

type SiloRole = Schemas['SiloRole']
type FleetRole = Schemas['FleetRole']

const SILO_ROLES: readonly SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']
const IDENTITY_MODES: readonly Schemas['SiloIdentityMode'][] = [
  'saml_jit',
  'saml_scim',
  'local_only',
]

const GiB = 1024 ** 3

/** Nexus refuses these outright; the console warns before it sends either. */
export const DELETE_OWN_SILO_MESSAGE = 'cannot delete the silo you are signed in to'
export const DELETE_SILO_WITH_PROJECTS_MESSAGE = 'silo to be deleted contains a project'
export const LOCAL_ONLY_IDP_MESSAGE = 'cannot create identity providers in this kind of silo'

const list = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ')

function integerField(body: unknown, field: string, label: string) {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw badBody(`${label}: invalid value: expected a non-negative integer`)
  }
  return value
}

function quotasCreate(raw: unknown): Omit<Schemas['SiloQuotas'], 'silo_id'> {
  if (raw === undefined) throw badBody('missing field `quotas`')
  const counts = { cpus: 0, memory: 0, storage: 0 }
  for (const field of ['cpus', 'memory', 'storage'] as const) {
    const value = integerField(raw, field, `quotas.${field}`)
    if (value === undefined) throw badBody(`quotas: missing field \`${field}\``)
    counts[field] = value
  }
  return counts
}

function certificatesCreate(raw: unknown): Schemas['CertificateCreate'][] {
  if (raw === undefined) throw badBody('missing field `tls_certificates`')
  if (!Array.isArray(raw)) throw badBody('tls_certificates: invalid type: expected a sequence')
  return raw.map((item, index) => {
    const at = `tls_certificates[${index}]`
    const name = nameField(item, 'name')
    const description = stringField(item, 'description')
    const cert = stringField(item, 'cert')
    const key = stringField(item, 'key')
    const service = stringField(item, 'service')
    if (service !== 'external_api') {
      throw badBody(`${at}.service: unknown variant \`${service}\`, expected \`external_api\``)
    }
    if (!isPem(cert, CERTIFICATE_LABEL)) {
      throw invalidValue(`${at}.cert`, `certificate ${name} is not a PEM-encoded certificate`)
    }
    if (!isPem(key, PRIVATE_KEY_LABEL)) {
      throw invalidValue(`${at}.key`, `the key of certificate ${name} is not a PEM-encoded key`)
    }
    return { name, description, cert, key, service }
  })
}

function mappedFleetRoles(raw: unknown): Record<string, FleetRole[]> {
  if (raw === undefined || raw === null) return {}
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw badBody('mapped_fleet_roles: invalid type: expected a map')
  }
  const mapped: Record<string, FleetRole[]> = {}
  for (const [siloRole, fleetRoles] of Object.entries(raw)) {
    if (!SILO_ROLES.includes(siloRole as SiloRole)) {
      throw badBody(
        `mapped_fleet_roles: unknown variant \`${siloRole}\`, expected one of ${list(SILO_ROLES)}`,
      )
    }
    if (!Array.isArray(fleetRoles)) {
      throw badBody(`mapped_fleet_roles.${siloRole}: invalid type: expected a sequence`)
    }
    for (const role of fleetRoles) {
      if (!FLEET_ROLES.includes(role)) {
        throw badBody(
          `mapped_fleet_roles.${siloRole}: unknown variant \`${String(role)}\`, expected one of ${list(FLEET_ROLES)}`,
        )
      }
    }
    if (new Set(fleetRoles).size !== fleetRoles.length) {
      throw badBody(`mapped_fleet_roles.${siloRole}: invalid value: expected unique items`)
    }
    mapped[siloRole] = fleetRoles as FleetRole[]
  }
  return mapped
}

/** Removes the silo and everything that is only the silo's: no orphan survives it. */
function removeSilo(db: MockDb, silo: Schemas['Silo']) {
  const userIds = new Set(db.users.where((user) => user.silo_id === silo.id).map((user) => user.id))
  const groupIds = new Set(
    db.groups.where((group) => group.silo_id === silo.id).map((group) => group.id),
  )
  for (const membership of db.groupMemberships.where(
    (row) => userIds.has(row.user_id) || groupIds.has(row.group_id),
  )) {
    db.groupMemberships.remove(membership.id)
  }
  for (const id of userIds) {
    db.users.remove(id)
    db.localCredentials.remove(id)
  }
  for (const id of groupIds) db.groups.remove(id)
  db.fleetPolicy = {
    role_assignments: db.fleetPolicy.role_assignments.filter(
      (assignment) => !userIds.has(assignment.identity_id) && !groupIds.has(assignment.identity_id),
    ),
  }
  for (const link of db.ipPoolSiloLinks.where((row) => row.silo_id === silo.id)) {
    db.ipPoolSiloLinks.remove(link.id)
  }
  for (const link of db.subnetPoolSiloLinks.where((row) => row.silo_id === silo.id)) {
    db.subnetPoolSiloLinks.remove(link.id)
  }
  for (const provider of db.identityProviders.where((row) => row.silo_id === silo.id)) {
    db.identityProviders.remove(provider.id)
    db.samlIdentityProviders.remove(provider.id)
  }
  for (const certificate of db.certificates.where((row) => row.silo_id === silo.id)) {
    db.certificates.remove(certificate.id)
  }
  for (const token of db.scimTokens.where((row) => row.silo_id === silo.id)) {
    db.scimTokens.remove(token.id)
  }
  db.siloQuotas.delete(silo.id)
  db.siloAuthSettings.delete(silo.id)
  db.siloPolicies.delete(silo.id)
  db.silos.remove(silo.id)
}

const formatGiB = (bytes: number) => `${Number((bytes / GiB).toFixed(2))} GiB`

/** The real server's Silo quota rule as this console states it: never below what is in use. */
function checkQuotaCoversProvisioned(
  db: MockDb,
  silo: Schemas['Silo'],
  next: Omit<Schemas['SiloQuotas'], 'silo_id'>,
) {
  const provisioned = siloProvisioned(db, silo.id)
  if (next.cpus < provisioned.cpus) {
    throw invalidRequest(
      `CPU quota of ${next.cpus} is below the ${provisioned.cpus} vCPUs silo ${silo.name} has provisioned`,
    )
  }
  if (next.memory < provisioned.memory) {
    throw invalidRequest(
      `Memory quota of ${formatGiB(next.memory)} is below the ${formatGiB(provisioned.memory)} silo ${silo.name} has provisioned`,
    )
  }
  if (next.storage < provisioned.storage) {
    throw invalidRequest(
      `Storage quota of ${formatGiB(next.storage)} is below the ${formatGiB(provisioned.storage)} silo ${silo.name} has provisioned`,
    )
  }
}

function urlField(body: unknown, field: string) {
  const value = stringField(body, field)
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw invalidValue(field, `"${value}" is not an http or https URL`)
  }
  return value
}

function idpMetadataSource(raw: unknown) {
  const source = requireBody(raw)
  if (source.type === 'url') return { url: urlField(source, 'url') }
  if (source.type === 'base64_encoded_xml') {
    const data = stringField(source, 'data')
    let xml = ''
    try {
      xml = atob(data)
    } catch {
      throw invalidValue('idp_metadata_source.data', 'not valid base64')
    }
    if (!/<([\w-]+:)?EntityDescriptor[\s>]/.test(xml)) {
      throw invalidValue('idp_metadata_source.data', 'the metadata has no EntityDescriptor')
    }
    return { xml }
  }
  throw badBody(
    `idp_metadata_source: unknown variant \`${String(source.type)}\`, expected \`url\` or \`base64_encoded_xml\``,
  )
}

function signingKeypair(raw: unknown) {
  if (raw === undefined || raw === null) return null
  const publicCert = stringField(raw, 'public_cert')
  const privateKey = stringField(raw, 'private_key')
  for (const [field, value] of [
    ['signing_keypair.public_cert', publicCert],
    ['signing_keypair.private_key', privateKey],
  ]) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      throw invalidValue(field, 'not a base64-encoded DER file')
    }
  }
  return publicCert
}

export const siloHandlers = {
  silo_list: ({ db, query }) =>
    paginateByNameOrId(
      db.silos.where((silo) => silo.discoverable),
      query,
    ),

  silo_create: ({ db, body }) => {
    const fields = requireBody(body)
    const { name, description } = identityCreate(body)
    if (typeof fields.discoverable !== 'boolean') {
      throw badBody(
        fields.discoverable === undefined
          ? 'missing field `discoverable`'
          : 'discoverable: invalid type: expected a boolean',
      )
    }
    const identityMode = stringField(body, 'identity_mode')
    if (!IDENTITY_MODES.includes(identityMode as Schemas['SiloIdentityMode'])) {
      throw badBody(
        `identity_mode: unknown variant \`${identityMode}\`, expected one of ${list(IDENTITY_MODES)}`,
      )
    }
    const adminGroupName = stringField(body, 'admin_group_name', false)
    const quotas = quotasCreate(fields.quotas)
    const certificates = certificatesCreate(fields.tls_certificates)
    const mapped = mappedFleetRoles(fields.mapped_fleet_roles)
    failOnSentinelName(name)
    if (db.silos.findBy((silo) => silo.name === name)) throw alreadyExists('silo', name)

    const silo = db.silos.insert(
      siloFactory(liveContext, {
        name,
        description,
        discoverable: fields.discoverable,
        identity_mode: identityMode as Schemas['SiloIdentityMode'],
        admin_group_name: adminGroupName ?? null,
        mapped_fleet_roles: mapped,
      }),
    )
    db.siloQuotas.set(silo.id, { silo_id: silo.id, ...quotas })
    for (const certificate of certificates) {
      db.certificates.insert({
        id: liveContext.ids.uuid(),
        silo_id: silo.id,
        name: certificate.name,
        description: certificate.description,
        cert: certificate.cert,
        service: certificate.service,
        time_created: silo.time_created,
        time_modified: silo.time_created,
      })
    }
    const adminGroup =
      adminGroupName &&
      db.groups.insert(
        groupFactory(liveContext, { silo_id: silo.id, display_name: adminGroupName }),
      )
    db.siloPolicies.set(silo.id, {
      role_assignments: adminGroup
        ? [{ identity_id: adminGroup.id, identity_type: 'silo_group', role_name: 'admin' }]
        : [],
    })
    return silo
  },

  silo_delete: ({ db, session, params }) => {
    const silo = lookupSilo(db, params.silo)
    if (currentUser(db, session).silo_id === silo.id) {
      throw invalidRequest(DELETE_OWN_SILO_MESSAGE)
    }
    if ([...db.projectSilos.values()].includes(silo.id)) {
      throw invalidRequest(DELETE_SILO_WITH_PROJECTS_MESSAGE)
    }
    removeSilo(db, silo)
  },

  silo_quotas_view: ({ db, params }) => siloQuotasOf(db, lookupSilo(db, params.silo).id),

  silo_quotas_update: ({ db, params, body }) => {
    const silo = lookupSilo(db, params.silo)
    requireBody(body)
    const current = siloQuotasOf(db, silo.id)
    const next = {
      cpus: integerField(body, 'cpus', 'cpus') ?? current.cpus,
      memory: integerField(body, 'memory', 'memory') ?? current.memory,
      storage: integerField(body, 'storage', 'storage') ?? current.storage,
    }
    checkQuotaCoversProvisioned(db, silo, next)
    const quotas = { silo_id: silo.id, ...next }
    db.siloQuotas.set(silo.id, quotas)
    return quotas
  },

  system_quotas_list: ({ db, query }) =>
    paginate(
      db.silos.all().map((silo) => siloQuotasOf(db, silo.id)),
      query,
      { id_ascending: { key: (quotas) => quotas.silo_id } },
    ),

  silo_identity_provider_list: ({ db, query }) => {
    const silo = lookupSilo(db, query.silo)
    return paginateByNameOrId(
      db.identityProviders
        .where((row) => row.silo_id === silo.id)
        .map(({ silo_id: _, ...provider }) => provider),
      query,
    )
  },

  saml_identity_provider_create: ({ db, query, body }) => {
    const silo = lookupSilo(db, query.silo)
    const fields = requireBody(body)
    const { name, description } = identityCreate(body)
    const acsUrl = urlField(body, 'acs_url')
    const sloUrl = urlField(body, 'slo_url')
    const idpEntityId = stringField(body, 'idp_entity_id')
    const spClientId = stringField(body, 'sp_client_id')
    const email = stringField(body, 'technical_contact_email')
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw invalidValue('technical_contact_email', `"${email}" is not an email address`)
    }
    const groupAttributeName = stringField(body, 'group_attribute_name', false)
    if (fields.idp_metadata_source === undefined) {
      throw badBody('missing field `idp_metadata_source`')
    }
    idpMetadataSource(fields.idp_metadata_source)
    const publicCert = signingKeypair(fields.signing_keypair)
    failOnSentinelName(name)
    if (silo.identity_mode === 'local_only') throw invalidRequest(LOCAL_ONLY_IDP_MESSAGE)
    if (db.identityProviders.findBy((row) => row.silo_id === silo.id && row.name === name)) {
      throw alreadyExists('identity-provider', name)
    }
    const time = liveContext.now()
    const id = liveContext.ids.uuid()
    db.identityProviders.insert({
      id,
      silo_id: silo.id,
      name,
      description,
      provider_type: 'saml',
      time_created: time,
      time_modified: time,
    })
    return db.samlIdentityProviders.insert({
      id,
      name,
      description,
      acs_url: acsUrl,
      slo_url: sloUrl,
      idp_entity_id: idpEntityId,
      sp_client_id: spClientId,
      technical_contact_email: email,
      group_attribute_name: groupAttributeName ?? null,
      public_cert: publicCert,
      time_created: time,
      time_modified: time,
    })
  },

  saml_identity_provider_view: ({ db, params, query }) =>
    lookupSamlProvider(db, params.provider, query.silo),
} satisfies HandlerMap
