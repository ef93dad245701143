/**
 * `subnet-pools/{pool}/members-add`: a member subnet and the prefix lengths of the external
 * subnets allocated from it. Checked here (src/util/subnet-pool-members.ts): the subnet by SPEC
 * §5's CIDR rule, then its IP version and host bits; each bound a whole number within the
 * version's widths, the minimum not shorter than the subnet, the maximum not below the minimum.
 * An empty bound is left to the contract's default. Whether the subnet overlaps a member of any
 * pool only the server knows; its refusal shows on the field it concerns, with what was typed
 * kept.
 */
import { number, object } from 'yup'
import { NumberField } from '@/components/form/NumberField'
import { PoolBlockAddForm } from '@/resources/pools/pool-forms'
import { subnetPools } from '@/resources/pools/subnet-pools'
import {
  MAX_PREFIX_LENGTH,
  maxPrefixLowest,
  memberSubnetProblem,
  memberWidth,
  prefixLengthBody,
  prefixLengthProblem,
} from '@/util/subnet-pool-members'
import { stringSchema, validateCidr } from '@/util/validation'
import type { ApiError, IpVersion } from '~/store/api'
import { useSystemSubnetPoolMemberAddMutation } from '~/store/api/system-subnet-pools'

export interface MemberValues {
  subnet: string
  /** NaN while empty: the contract's default then. */
  minPrefixLength: number
  maxPrefixLength: number
}

export const MIN_LABEL = 'Minimum prefix length'
export const MAX_LABEL = 'Maximum prefix length'

/** A bound's schema: empty passes (the default), else `prefixLengthProblem` from `lowest`. */
const boundSchema = (label: string, lowest: (values: MemberValues) => number, widest: number) =>
  number()
    // an empty NumberField's NaN is no value, not a wrong one
    .transform((value: number) => (Number.isNaN(value) ? undefined : value))
    .test('bound', (value, context) => {
      const problem = prefixLengthProblem(label, value, lowest(context.parent), widest)
      return problem ? context.createError({ message: problem }) : true
    })

/** The member's schema for a pool of `version`. */
export function memberAddSchema(version: IpVersion) {
  const widest = MAX_PREFIX_LENGTH[version]
  const width = (values: MemberValues) => memberWidth(values.subnet ?? '', version)
  return object({
    subnet: stringSchema(
      'Subnet',
      (value) => validateCidr(value) ?? memberSubnetProblem(value, version),
    ).trim(),
    minPrefixLength: boundSchema(MIN_LABEL, width, widest),
    maxPrefixLength: boundSchema(
      MAX_LABEL,
      (values) => maxPrefixLowest(values.minPrefixLength, width(values), widest),
      widest,
    ),
  })
}

/** The server's refusals name the body's field they concern; the rest are the subnet's. */
export function memberFieldForError(error: ApiError): keyof MemberValues {
  if (error.message.startsWith('min_prefix_length')) return 'minPrefixLength'
  if (error.message.startsWith('max_prefix_length')) return 'maxPrefixLength'
  return 'subnet'
}

const examples: Record<IpVersion, string> = {
  v4: 'e.g. 192.0.2.0/24',
  v6: 'e.g. 2001:db8:1::/48',
}

export default function SubnetPoolMemberAddForm() {
  const [addMember] = useSystemSubnetPoolMemberAddMutation()
  return (
    <PoolBlockAddForm<MemberValues>
      kind={subnetPools}
      title="Add member"
      initialValues={{ subnet: '', minPrefixLength: Number.NaN, maxPrefixLength: Number.NaN }}
      schema={memberAddSchema}
      fieldForError={memberFieldForError}
      hint={(version, pool) =>
        `An ${version} subnet of ${pool}. It may not overlap a member of any pool.`
      }
      firstField={{ name: 'subnet', label: 'Subnet', holds: 'subnet', examples }}
      add={async (pool, { subnet, minPrefixLength, maxPrefixLength }) => {
        const added = await addMember({
          pool,
          subnetPoolMemberAdd: {
            subnet,
            minPrefixLength: prefixLengthBody(minPrefixLength),
            maxPrefixLength: prefixLengthBody(maxPrefixLength),
          },
        }).unwrap()
        return `Subnet ${added.subnet} added to ${pool}`
      }}
    >
      {(version) => (
        <>
          <NumberField
            name="minPrefixLength"
            label={MIN_LABEL}
            description="The largest external subnet it hands out. Empty: the subnet's own width."
          />
          <NumberField
            name="maxPrefixLength"
            label={MAX_LABEL}
            description={`The smallest external subnet it hands out. Empty: ${MAX_PREFIX_LENGTH[version]}.`}
          />
        </>
      )}
    </PoolBlockAddForm>
  )
}
