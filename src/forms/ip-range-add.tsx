/**
 * `ip-pools/{pool}/ranges-add`: a range's first and last address, both included. Checked here:
 * each a valid address (SPEC §5) of the pool's IP version, the first not after the last. Whether
 * it overlaps a range of any pool only the server knows; its refusal shows on the form, with
 * what was typed kept.
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { ipVersionLabel } from '@/util/ip-pools'
import { rangeEndProblem, rangeMessages, rangeOrderProblem } from '@/util/ip-ranges'
import { stringSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { IpVersion } from '~/store/api'
import {
  useSystemIpPoolRangeAddMutation,
  useSystemIpPoolViewQuery,
} from '~/store/api/system-ip-pools'
import { systemIpPools } from '~/store/entities/system'

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
  const { pool: name } = useRouteParams('pool')
  const { entity: pool } = useEntity(systemIpPools, useSystemIpPoolViewQuery, { pool: name }, name)
  const [, navigate] = useLocation()
  const [addRange] = useSystemIpPoolRangeAddMutation()
  if (!pool) return null
  const close = () => navigate(pb.ipPool({ pool: pool.name }))
  const version = ipVersionLabel[pool.ipVersion]
  return (
    <SideModalForm<Values>
      title="Add IP range"
      submitLabel="Add IP range"
      initialValues={{ first: '', last: '' }}
      validationSchema={ipRangeSchema(pool.ipVersion)}
      onDismiss={close}
      onSubmit={async ({ first, last }) => {
        const added = await addRange({ pool: pool.name, ipRange: { first, last } }).unwrap()
        addToast({
          content: `Range ${added.range.first} – ${added.range.last} added to ${pool.name}`,
        })
        close()
      }}
    >
      <p className="form-hint">
        An {version} range of {pool.name}, both ends included. It may not overlap a range of any
        pool.
      </p>
      <TextField
        name="first"
        label="First address"
        isRequired
        autoFocus
        description={`An ${version} address, ${examples[pool.ipVersion]}`}
      />
      <TextField
        name="last"
        label="Last address"
        isRequired
        description="Not before the first address."
      />
    </SideModalForm>
  )
}
