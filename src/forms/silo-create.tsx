/**
 * `silos-new`: a silo with its identity mode, optional admin group, TLS certificates (each
 * certificate and key checked as PEM here, before anything is sent), quotas in whole CPUs, GiB
 * and TiB, and which fleet roles each silo role grants. On success it lands on the new silo's
 * identity providers, where a SAML silo gets its provider next.
 */

import { useLocation } from 'wouter'
import { array, boolean, mixed, number, object, string } from 'yup'
import { CheckboxGroupField } from '@/components/form/CheckboxGroupField'
import { DescriptionField } from '@/components/form/DescriptionField'
import { FieldArrayRows } from '@/components/form/FieldArrayRows'
import { NameField } from '@/components/form/NameField'
import { NumberField } from '@/components/form/NumberField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import {
  FLEET_ROLES,
  fleetRoleLabel,
  mappedRoleKey,
  SILO_ROLES,
  siloRoleLabel,
} from '@/resources/silos'
import { GiB, TiB } from '@/util/units'
import {
  maxWholeUnits,
  nameSchema,
  requiredMessage,
  tooLargeMessage,
  validateUniqueItems,
} from '@/util/validation'
import { CERTIFICATE_LABEL, isPem, PRIVATE_KEY_LABEL } from '~/lib/pem'
import { addToast } from '~/machines/toaster'
import type { FleetRole, SiloCreate, SiloIdentityMode, SiloRole } from '~/store/api'
import { useSiloCreateMutation } from '~/store/api/system-silos'

export interface CertificateValues {
  name: string
  description: string
  cert: string
  key: string
}

export interface SiloCreateValues {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  tlsCertificates: CertificateValues[]
  cpus: number
  memoryGiB: number
  storageTiB: number
  /** Per silo role (contract spelling), the fleet roles it grants. */
  fleetRoles: Record<SiloRole, FleetRole[]>
}

export const pemMessages = {
  cert: 'Must be a PEM certificate, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
  key: 'Must be a PEM private key, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----',
} as const

/** A whole, non-negative amount that fits what is sent: no silent rounding of 1.5 CPUs or 0.5 TiB. */
const quotaSchema = (label: string, bytesPerUnit: number) =>
  number()
    .transform((value) => (Number.isNaN(value) ? undefined : value))
    .required(requiredMessage(label))
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(maxWholeUnits(bytesPerUnit), tooLargeMessage(label, maxWholeUnits(bytesPerUnit)))

const certificateSchema = object({
  name: nameSchema('Certificate name'),
  description: string().trim().default(''),
  cert: string()
    .required(requiredMessage('Certificate'))
    .test('pem', pemMessages.cert, (value) => !value || isPem(value, CERTIFICATE_LABEL)),
  key: string()
    .required(requiredMessage('Private key'))
    .test('pem', pemMessages.key, (value) => !value || isPem(value, PRIVATE_KEY_LABEL)),
})

export const siloCreateSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  discoverable: boolean().required(),
  identityMode: mixed<SiloIdentityMode>().oneOf(['saml_jit', 'saml_scim', 'local_only']).required(),
  adminGroupName: string().trim().default(''),
  tlsCertificates: array(certificateSchema).test(
    'unique',
    'Certificate names must be unique',
    (items) => !items || !validateUniqueItems(items, (item) => item.name),
  ),
  cpus: quotaSchema('CPUs', 1),
  memoryGiB: quotaSchema('Memory', GiB),
  storageTiB: quotaSchema('Storage', TiB),
  fleetRoles: object(),
})

/** A new silo's quotas: room for a small team, changeable any time on its Quotas tab. */
export const DEFAULT_QUOTAS = { cpus: 16, memoryGiB: 64, storageTiB: 1 } as const

export const initialSiloValues: SiloCreateValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  tlsCertificates: [],
  ...DEFAULT_QUOTAS,
  fleetRoles: { admin: [], collaborator: [], limited_collaborator: [], viewer: [] },
}

/** The contract's SiloCreate for what the form holds (units to bytes, empty roles left out). */
export function siloCreateBody(values: SiloCreateValues): SiloCreate {
  const mappedFleetRoles: Record<string, FleetRole[]> = {}
  for (const role of SILO_ROLES) {
    const granted = values.fleetRoles[role] ?? []
    // the transport snake_cases every key on the way out, so the app-side key goes here
    if (granted.length) mappedFleetRoles[mappedRoleKey(role)] = granted
  }
  return {
    name: values.name,
    description: values.description,
    discoverable: values.discoverable,
    identityMode: values.identityMode,
    adminGroupName: values.adminGroupName.trim() || null,
    tlsCertificates: values.tlsCertificates.map((certificate) => ({
      name: certificate.name,
      description: certificate.description,
      cert: certificate.cert.trim(),
      key: certificate.key.trim(),
      service: 'external_api',
    })),
    quotas: {
      cpus: values.cpus,
      memory: values.memoryGiB * GiB,
      storage: values.storageTiB * TiB,
    },
    mappedFleetRoles,
  }
}

const identityModes: { value: SiloIdentityMode; label: string }[] = [
  { value: 'saml_jit', label: 'SAML with JIT users' },
  { value: 'saml_scim', label: 'SAML with SCIM' },
  { value: 'local_only', label: 'Local only' },
]

const newCertificate = (): CertificateValues => ({ name: '', description: '', cert: '', key: '' })

export default function SiloCreateForm() {
  const [, navigate] = useLocation()
  const [createSilo] = useSiloCreateMutation()
  const close = () => navigate(pb.silos())
  return (
    <SideModalForm<SiloCreateValues>
      requires="system.silo.create"
      resource="silo"
      kind="create"
      initialValues={initialSiloValues}
      validationSchema={siloCreateSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const silo = await createSilo({ siloCreate: siloCreateBody(values) }).unwrap()
        addToast({ content: `Silo ${silo.name} created` })
        navigate(pb.siloIdps({ silo: silo.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <SwitchField name="discoverable" label="Discoverable (listed with the fleet's silos)" />
      <RadioField<SiloIdentityMode>
        name="identityMode"
        label="Identity mode"
        orientation="vertical"
        options={identityModes}
      />
      <TextField
        name="adminGroupName"
        label="Admin group name"
        description="Created with the silo and given its admin role; SAML users in this group can set the silo up."
      />

      <h3 className="form-section-title">Quotas</h3>
      <NumberField name="cpus" label="CPUs" unit="vCPUs" isRequired />
      <NumberField name="memoryGiB" label="Memory" unit="GiB" isRequired />
      <NumberField name="storageTiB" label="Storage" unit="TiB" isRequired />

      <h3 className="form-section-title">TLS certificates</h3>
      <FieldArrayRows<CertificateValues>
        name="tlsCertificates"
        item="certificate"
        rowLabel={(position) => `TLS certificate ${position}`}
        add={[{ label: 'Add TLS certificate', row: newCertificate }]}
        empty={
          <p className="form-hint">
            The silo's console and API use the rack's certificate until one is added.
          </p>
        }
      >
        {(_, index) => (
          <>
            <TextField name={`tlsCertificates.${index}.name`} label="Certificate name" isRequired />
            <TextField
              name={`tlsCertificates.${index}.description`}
              label="Certificate description"
            />
            <TextField
              name={`tlsCertificates.${index}.cert`}
              label="Certificate"
              description="PEM, the full chain for the silo's DNS names."
              multiline
              isRequired
              secret
            />
            <TextField
              name={`tlsCertificates.${index}.key`}
              label="Private key"
              description="PEM, the certificate's private key."
              multiline
              isRequired
              secret
            />
          </>
        )}
      </FieldArrayRows>

      <h3 className="form-section-title">Fleet roles</h3>
      <p className="form-hint">
        A silo role can grant fleet roles: its holders then see or manage the whole rack.
      </p>
      {SILO_ROLES.map((role) => (
        <CheckboxGroupField
          key={role}
          name={`fleetRoles.${role}`}
          label={`Silo ${siloRoleLabel(role).toLowerCase()} grants`}
          options={FLEET_ROLES.map((fleetRole) => ({
            value: fleetRole,
            label: `Fleet ${fleetRoleLabel(fleetRole).toLowerCase()}`,
          }))}
        />
      ))}
    </SideModalForm>
  )
}
