/**
 * `system/networking/address-lots-new`: an address lot with its first block
 * (AddressLotCreate). Checked here: the name, and the block's ends (both inclusive: valid
 * addresses, SPEC §5, of one IP version, the first not after the last; rack-network-validation.ts).
 */
import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { lotKindLabel } from '@/resources/rack-networking'
import { blockLastProblem } from '@/util/rack-network-validation'
import { ipSchema, nameSchema, stringSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { AddressLotKind } from '~/store/api'
import { useNetworkingAddressLotCreateMutation } from '~/store/api/system-networking'

interface Values {
  name: string
  description: string
  kind: string
  firstAddress: string
  lastAddress: string
}

export const addressLotSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  kind: stringSchema('Kind'),
  firstAddress: ipSchema('First address'),
  lastAddress: stringSchema('Last address').test('block', (last, context) => {
    const message = blockLastProblem((context.parent as Values).firstAddress ?? '', last ?? '')
    return message ? context.createError({ message }) : true
  }),
})

const kindOptions = (Object.keys(lotKindLabel) as AddressLotKind[]).map((kind) => ({
  value: kind,
  label: lotKindLabel[kind],
}))

export default function AddressLotCreateForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.addressLots())
  const [create] = useNetworkingAddressLotCreateMutation()
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="address lot"
      kind="create"
      initialValues={{ name: '', description: '', kind: '', firstAddress: '', lastAddress: '' }}
      validationSchema={addressLotSchema}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        const { lot } = await create({
          addressLotCreate: {
            name: values.name,
            description: values.description.trim(),
            kind: values.kind as AddressLotKind,
            blocks: [
              { firstAddress: values.firstAddress.trim(), lastAddress: values.lastAddress.trim() },
            ],
          },
        }).unwrap()
        addToast({ content: `Address lot ${lot.name} created` })
        navigate(pb.addressLot({ addressLot: lot.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <PickerField
        name="kind"
        label="Kind"
        isRequired
        options={kindOptions}
        description="Infrastructure for uplink and loopback addresses; pool for addresses BGP announces."
      />
      <TextField
        name="firstAddress"
        label="First address"
        isRequired
        description="e.g. 198.51.100.0"
      />
      <TextField
        name="lastAddress"
        label="Last address"
        isRequired
        description="Included in the block; not before the first address."
      />
    </SideModalForm>
  )
}
