/**
 * `external-subnets-new`: an external subnet's name, description and where it comes from — the
 * next free subnet of a prefix length from one of the silo's subnet pools (the silo's default
 * preselected), or one exact subnet, which the server places in the pool member that holds it
 * (contract ExternalSubnetAllocator). Checked here: the prefix length a whole number within the
 * chosen pool's IP version, the subnet by SPEC §5's CIDR rule and without host bits. Whether the
 * pool has room, and whether the subnet is in a pool and free, is the server's answer, shown on
 * the field it concerns.
 */
import { useFormikContext } from 'formik'
import { useLocation } from 'wouter'
import { mixed, number, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { nameConflictField } from '@/components/form/form-naming'
import { NameField } from '@/components/form/NameField'
import { NumberField } from '@/components/form/NumberField'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { IP_VERSIONS, ipVersionLabel, ipVersionOfAddress, poolOptionLabel } from '@/util/ip-pools'
import {
  MAX_PREFIX_LENGTH,
  memberSubnetProblem,
  prefixLengthProblem,
} from '@/util/subnet-pool-members'
import { nameSchema, requiredMessage, stringSchema, validateCidr } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { ApiError, ExternalSubnetAllocator, SiloSubnetPool } from '~/store/api'
import { useExternalSubnetCreateMutation } from '~/store/api/external-subnets'
import { useSubnetPoolListQuery } from '~/store/api/subnet-pools'

export type SubnetSource = 'pool' | 'subnet'

export interface ExternalSubnetCreateValues {
  name: string
  description: string
  source: SubnetSource
  /** The pool's name, when the subnet comes from a pool. */
  pool: string
  /** NaN while empty. */
  prefixLength: number
  /** The exact subnet, when the user names one. */
  subnet: string
}

export const PREFIX_LENGTH_LABEL = 'Prefix length'
export const SUBNET_LABEL = 'Subnet'

const SOURCES: readonly SubnetSource[] = ['pool', 'subnet']

/**
 * Only the chosen source's fields are checked: a pool and a prefix length from 0 to the widest
 * of the pool's version (ExternalSubnetAllocator `auto`), or a CIDR with no host bits set.
 */
export function externalSubnetCreateSchema(
  pools: readonly Pick<SiloSubnetPool, 'name' | 'ipVersion'>[],
) {
  const widestOf = (pool: string) =>
    MAX_PREFIX_LENGTH[pools.find((row) => row.name === pool)?.ipVersion ?? 'v6']
  return object({
    name: nameSchema('Name'),
    description: string().trim().default(''),
    source: mixed<SubnetSource>().oneOf(SOURCES).required(),
    pool: string()
      .default('')
      .when('source', ([source], schema) =>
        source === 'pool' ? schema.required(requiredMessage('Subnet pool')) : schema,
      ),
    prefixLength: number()
      // an empty NumberField's NaN is no value, not a wrong one
      .transform((value: number) => (Number.isNaN(value) ? undefined : value))
      .when('source', ([source], schema) =>
        source === 'pool'
          ? schema
              .required(requiredMessage(PREFIX_LENGTH_LABEL))
              .test('range', (value, context) => {
                const problem = prefixLengthProblem(
                  PREFIX_LENGTH_LABEL,
                  value,
                  0,
                  widestOf(context.parent.pool),
                )
                return problem ? context.createError({ message: problem }) : true
              })
          : schema,
      ),
    subnet: string()
      .default('')
      .when('source', ([source], schema) =>
        source === 'subnet'
          ? stringSchema(
              SUBNET_LABEL,
              (value) =>
                validateCidr(value) ?? memberSubnetProblem(value, ipVersionOfAddress(value)),
            ).trim()
          : schema,
      ),
  })
}

/** The pool the form starts with: the silo's default, IPv4's when it has one of each. */
export function initialSubnetPool(
  pools: readonly Pick<SiloSubnetPool, 'name' | 'ipVersion' | 'isDefault'>[],
) {
  for (const version of IP_VERSIONS) {
    const pool = pools.find((row) => row.isDefault && row.ipVersion === version)
    if (pool) return pool.name
  }
  return ''
}

/** The contract's ExternalSubnetAllocator for what the form holds. */
export function subnetAllocator({
  source,
  pool,
  prefixLength,
  subnet,
}: Pick<
  ExternalSubnetCreateValues,
  'source' | 'pool' | 'prefixLength' | 'subnet'
>): ExternalSubnetAllocator {
  return source === 'subnet'
    ? { type: 'explicit', subnet: subnet.trim() }
    : { type: 'auto', prefixLength, poolSelector: { type: 'explicit', pool } }
}

/**
 * A taken name belongs on Name; a prefix length the pool has no room for (or its version does not
 * allow), on Prefix length; what the server says of an exact subnet, on Subnet.
 */
export function fieldForCreateError(error: ApiError): keyof ExternalSubnetCreateValues | undefined {
  if (/prefix.length|no external subnets/i.test(error.message)) return 'prefixLength'
  if (/^the subnet/i.test(error.message)) return 'subnet'
  return nameConflictField(error, { name: '' })
}

function SourceFields({ pools }: { pools: readonly SiloSubnetPool[] }) {
  const { values } = useFormikContext<ExternalSubnetCreateValues>()
  const version = pools.find((pool) => pool.name === values.pool)?.ipVersion
  return (
    <>
      <RadioField<SubnetSource>
        name="source"
        label="Allocation"
        options={[
          { value: 'pool', label: 'From a subnet pool' },
          { value: 'subnet', label: 'A specific subnet' },
        ]}
      />
      {values.source === 'pool' ? (
        <>
          <PickerField
            name="pool"
            label="Subnet pool"
            isRequired
            placeholder="Select a pool"
            options={pools.map((pool) => ({ value: pool.name, label: poolOptionLabel(pool) }))}
          />
          <NumberField
            name="prefixLength"
            label={PREFIX_LENGTH_LABEL}
            isRequired
            description={
              version
                ? `The size of the subnet: the next free /n of the pool, up to ${MAX_PREFIX_LENGTH[version]} for ${ipVersionLabel[version]}.`
                : 'The size of the subnet: the next free /n of the pool.'
            }
          />
        </>
      ) : (
        <TextField
          name="subnet"
          label={SUBNET_LABEL}
          isRequired
          description="e.g. 198.18.8.0/24. It must lie in one of the silo's subnet pools and be free."
        />
      )}
    </>
  )
}

export default function ExternalSubnetCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createSubnet] = useExternalSubnetCreateMutation()
  const { data: poolPage, isError } = useSubnetPoolListQuery({})
  const close = () => navigate(pb.externalSubnets({ project }))
  // the default pool is preselected, so the form waits for the pools (or opens without them)
  if (!poolPage && !isError) return null
  const pools = poolPage?.items ?? []
  return (
    <SideModalForm<ExternalSubnetCreateValues>
      requires="externalSubnet.create"
      resource="external subnet"
      kind="create"
      initialValues={{
        name: '',
        description: '',
        source: 'pool',
        pool: initialSubnetPool(pools),
        prefixLength: Number.NaN,
        subnet: '',
      }}
      validationSchema={externalSubnetCreateSchema(pools)}
      fieldForError={fieldForCreateError}
      onDismiss={close}
      onSubmit={async (values) => {
        const created = await createSubnet({
          project,
          externalSubnetCreate: {
            name: values.name,
            description: values.description,
            allocator: subnetAllocator(values),
          },
        }).unwrap()
        addToast({
          content: `External subnet ${created.name} created with subnet ${created.subnet}`,
        })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <SourceFields pools={pools} />
    </SideModalForm>
  )
}
