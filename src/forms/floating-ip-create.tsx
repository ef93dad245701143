/**
 * `floating-ips-new`: a floating IP's name, description and where its address comes from — a
 * pool (the silo's default pool preselected, or another the user picks) or one exact address,
 * which the server places in the pool whose ranges hold it (contract AddressAllocator). The
 * address is checked here first ('Not a valid IP address'); whether it is free is the server's
 * answer, shown on the field.
 */
import { useFormikContext } from 'formik'
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { nameConflictField } from '@/components/form/form-naming'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { defaultPoolVersions, poolOptionLabel } from '@/util/ip-pools'
import { ipSchema, nameSchema, requiredMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { AddressAllocator, ApiError, SiloIpPool } from '~/store/api'
import { useFloatingIpCreateMutation } from '~/store/api/floating-ips'
import { useIpPoolListQuery } from '~/store/api/ip-pools'

export type AddressSource = 'pool' | 'address'

export interface FloatingIpCreateValues {
  name: string
  description: string
  source: AddressSource
  /** The pool's name, when the address comes from a pool. */
  pool: string
  /** The exact address, when the user names one. */
  ip: string
}

const ADDRESS_SOURCES: readonly AddressSource[] = ['pool', 'address']

/** Only the chosen source's field is checked: a pool, or a valid address (SPEC §5). */
export const floatingIpCreateSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  source: mixed<AddressSource>().oneOf(ADDRESS_SOURCES).required(),
  pool: string()
    .default('')
    .when('source', ([source], schema) =>
      source === 'pool' ? schema.required(requiredMessage('IP pool')) : schema,
    ),
  ip: string()
    .trim()
    .default('')
    .when('source', ([source], schema) =>
      source === 'address' ? ipSchema('IP address').trim() : schema,
    ),
})

/**
 * The pool the form starts with: the silo's default unicast pool, IPv4's when it has one of each
 * version (the order the console prefers elsewhere); none when the silo has no default.
 */
export function initialPool(pools: readonly SiloIpPool[]): string {
  const [version] = defaultPoolVersions(pools)
  return (
    pools.find(
      (pool) => pool.isDefault && pool.poolType === 'unicast' && pool.ipVersion === version,
    )?.name ?? ''
  )
}

/** The contract's AddressAllocator for what the form holds. */
export function addressAllocator({
  source,
  pool,
  ip,
}: Pick<FloatingIpCreateValues, 'source' | 'pool' | 'ip'>): AddressAllocator {
  return source === 'address'
    ? { type: 'explicit', ip: ip.trim() }
    : { type: 'auto', poolSelector: { type: 'explicit', pool } }
}

/** A taken name belongs on Name; an address the server will not give, on IP address. */
export function fieldForCreateError(error: ApiError): keyof FloatingIpCreateValues | undefined {
  if (/external IP address not available/i.test(error.message)) return 'ip'
  return nameConflictField(error, { name: '' })
}

function AddressFields({ pools }: { pools: SiloIpPool[] }) {
  const { values } = useFormikContext<FloatingIpCreateValues>()
  return (
    <>
      <RadioField<AddressSource>
        name="source"
        label="Address"
        options={[
          { value: 'pool', label: 'From an IP pool' },
          { value: 'address', label: 'A specific address' },
        ]}
      />
      {values.source === 'pool' ? (
        <PickerField
          name="pool"
          label="IP pool"
          isRequired
          placeholder="Select a pool"
          description="The next free address of the pool."
          options={pools.map((pool) => ({ value: pool.name, label: poolOptionLabel(pool) }))}
        />
      ) : (
        <TextField
          name="ip"
          label="IP address"
          isRequired
          description="It must lie in one of the silo's IP pools and be free; its pool is the one that holds it."
        />
      )}
    </>
  )
}

export default function FloatingIpCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createFloatingIp] = useFloatingIpCreateMutation()
  const { data: poolPage, isError } = useIpPoolListQuery({ poolType: 'unicast' })
  const close = () => navigate(pb.floatingIps({ project }))
  // the default pool is preselected, so the form waits for the pools (or opens without them)
  if (!poolPage && !isError) return null
  const pools = poolPage?.items ?? []
  return (
    <SideModalForm<FloatingIpCreateValues>
      requires="floatingIp.create"
      resource="floating IP"
      kind="create"
      initialValues={{
        name: '',
        description: '',
        source: 'pool',
        pool: initialPool(pools),
        ip: '',
      }}
      validationSchema={floatingIpCreateSchema}
      fieldForError={fieldForCreateError}
      onDismiss={close}
      onSubmit={async (values) => {
        const created = await createFloatingIp({
          project,
          floatingIpCreate: {
            name: values.name,
            description: values.description,
            addressAllocator: addressAllocator(values),
          },
        }).unwrap()
        addToast({ content: `Floating IP ${created.name} created with address ${created.ip}` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <AddressFields pools={pools} />
    </SideModalForm>
  )
}
