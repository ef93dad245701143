/**
 * `ip-pools/{pool}/ranges-add`: a range's first and last address, both included. Checked here:
 * each a valid address (SPEC §5) of the pool's IP version, the first not after the last. Whether
 * it overlaps a range of any pool only the server knows; its refusal shows on the form, with
 * what was typed kept, and with the range it overlaps and that range's pool named
 * (ip-range-collision.ts).
 */
import { object } from 'yup'
import { TextField } from '@/components/form/TextField'
import { ipPools } from '@/resources/pools/ip-pools'
import { isOverlapRefusal, useNameRangeCollision } from '@/resources/pools/ip-range-collision'
import { PoolBlockAddForm } from '@/resources/pools/pool-forms'
import { rangeEndProblem, rangeMessages, rangeOrderProblem } from '@/util/ip-ranges'
import { stringSchema } from '@/util/validation'
import type { ApiError, IpVersion } from '~/store/api'
import { useSystemIpPoolRangeAddMutation } from '~/store/api/system-ip-pools'

interface Values {
  first: string
  last: string
}

/** The range's schema for a pool of `version`; the order is the last address's problem. */
export function ipRangeSchema(version: IpVersion) {
  const end = (label: string) =>
    stringSchema(label, (value) => rangeEndProblem(value, version)).trim()
  return object({
    first: end('First address'),
    last: end('Last address').test(
      'order',
      rangeMessages.order,
      (last, context) => !rangeOrderProblem((context.parent as Values).first ?? '', last ?? ''),
    ),
  })
}

const examples: Record<IpVersion, string> = {
  v4: 'e.g. 192.0.2.10',
  v6: 'e.g. 2001:db8::10',
}

export default function IpRangeAddForm() {
  const [addRange] = useSystemIpPoolRangeAddMutation()
  const nameCollision = useNameRangeCollision()
  return (
    <PoolBlockAddForm<Values>
      kind={ipPools}
      title="Add IP range"
      initialValues={{ first: '', last: '' }}
      schema={ipRangeSchema}
      hint={(version, pool) =>
        `An ${version} range of ${pool}, both ends included. It may not overlap a range of any pool.`
      }
      firstField={{ name: 'first', label: 'First address', holds: 'address', examples }}
      add={async (pool, { first, last }) => {
        try {
          const { range } = await addRange({ pool, ipRange: { first, last } }).unwrap()
          return `Range ${range.first} – ${range.last} added to ${pool}`
        } catch (error) {
          const refusal = error as ApiError
          throw isOverlapRefusal(refusal)
            ? await nameCollision({ first: first.trim(), last: last.trim() }, refusal)
            : refusal
        }
      }}
    >
      {() => (
        <TextField
          name="last"
          label="Last address"
          isRequired
          description="Not before the first address."
        />
      )}
    </PoolBlockAddForm>
  )
}
