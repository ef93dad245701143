/**
 * `system/networking/loopbacks-new`: a loopback address for one switch (LoopbackAddressCreate),
 * pulled from an address lot. The switch is picked from the switches the port list names, so the
 * rack is the switch's own. Checked here: the address (SPEC §5) and its prefix length, SPEC §5's
 * width rules for the address's version. Whether the lot holds the address only the server
 * knows; its refusal shows on the form.
 */
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { boolean, object } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { switchLabel } from '@/resources/rack-networking'
import { prefixLengthProblem } from '@/util/rack-network-validation'
import { ipSchema, stringSchema } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import type { SwitchSlot } from '~/store/api'
import { useNetworkingSwitchPortListQuery } from '~/store/api/system-hardware'
import {
  useNetworkingAddressLotListQuery,
  useNetworkingLoopbackAddressCreateMutation,
} from '~/store/api/system-networking'

interface Values {
  /** `{rackId}/{switchSlot}`: the switch, with its rack. */
  switch: string
  addressLot: string
  address: string
  mask: string
  anycast: boolean
}

export const loopbackSchema = object({
  switch: stringSchema('Switch'),
  addressLot: stringSchema('Address lot'),
  address: ipSchema('Address'),
  mask: stringSchema('Prefix length').test('width', (mask, context) => {
    const message = prefixLengthProblem(mask ?? '', (context.parent as Values).address ?? '')
    return message ? context.createError({ message }) : true
  }),
  anycast: boolean().default(false),
})

export default function LoopbackCreateForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.loopbacks())
  const [create] = useNetworkingLoopbackAddressCreateMutation()
  const ports = useNetworkingSwitchPortListQuery(wholeListArgs({}))
  const lots = useNetworkingAddressLotListQuery(wholeListArgs({}))
  const switches = useMemo(() => {
    const items = ports.data?.items ?? []
    const racks = new Set(items.map((port) => port.rackId))
    const seen = new Map<string, string>()
    for (const port of items) {
      const label = switchLabel[port.switchSlot]
      seen.set(
        `${port.rackId}/${port.switchSlot}`,
        racks.size > 1 ? `${label} of rack ${port.rackId}` : label,
      )
    }
    return [...seen].map(([value, label]) => ({ value, label }))
  }, [ports.data])
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="loopback address"
      kind="create"
      initialValues={{ switch: '', addressLot: '', address: '', mask: '32', anycast: false }}
      validationSchema={loopbackSchema}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        const [rackId, switchSlot] = values.switch.split('/')
        const created = await create({
          loopbackAddressCreate: {
            rackId,
            switchSlot: switchSlot as SwitchSlot,
            addressLot: values.addressLot,
            address: values.address.trim(),
            mask: Number(values.mask.trim()),
            anycast: values.anycast,
          },
        }).unwrap()
        addToast({ content: `Loopback address ${created.address} created` })
        close()
      }}
    >
      <PickerField
        name="switch"
        label="Switch"
        isRequired
        options={switches}
        isLoading={ports.isLoading}
      />
      <PickerField
        name="addressLot"
        label="Address lot"
        isRequired
        description="The address must lie in one of the lot’s blocks."
        options={(lots.data?.items ?? []).map((lot) => ({ value: lot.name, label: lot.name }))}
        isLoading={lots.isLoading}
      />
      <TextField name="address" label="Address" isRequired description="e.g. 203.0.113.20" />
      <TextField
        name="mask"
        label="Prefix length"
        isRequired
        description="Up to 32 for IPv4, 128 for IPv6; 32 for one IPv4 address."
      />
      <SwitchField name="anycast" label="Anycast (the address may be assigned in several places)" />
    </SideModalForm>
  )
}
