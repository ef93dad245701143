/**
 * `system/networking/bgp-configs-new`: a BGP configuration (BgpConfigCreate): the rack's
 * autonomous system number, the announce set it announces, and optionally how many best paths
 * it uses (MaxPathConfig, 1 to 32) and a VRF. Checked here: the name, the ASN (1 to 4294967295,
 * rack-network-validation.ts) and the path count; whether the announce set still exists only the
 * server knows, and its refusal shows on the form.
 */
import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { validateAsn, wholeNumberValidator } from '@/util/rack-network-validation'
import { nameSchema, stringSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import {
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpConfigCreateMutation,
} from '~/store/api/system-networking'

interface Values {
  name: string
  description: string
  asn: string
  announceSet: string
  maxPaths: string
  vrf: string
}

/** MaxPathConfig's bounds. */
const MAX_PATHS = 32

export const bgpConfigSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  asn: stringSchema('ASN', validateAsn),
  announceSet: stringSchema('Announce set'),
  maxPaths: stringSchema('Maximum paths', wholeNumberValidator(1, MAX_PATHS)),
  vrf: nameSchema('VRF', { required: false }),
})

export default function BgpConfigCreateForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.bgp())
  const [create] = useNetworkingBgpConfigCreateMutation()
  const sets = useNetworkingBgpAnnounceSetListQuery({})
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="BGP configuration"
      kind="create"
      initialValues={{
        name: '',
        description: '',
        asn: '',
        announceSet: '',
        maxPaths: '1',
        vrf: '',
      }}
      validationSchema={bgpConfigSchema}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        const created = await create({
          bgpConfigCreate: {
            name: values.name,
            description: values.description.trim(),
            asn: Number(values.asn.trim()),
            bgpAnnounceSetId: values.announceSet,
            maxPaths: Number(values.maxPaths.trim()),
            vrf: values.vrf.trim() || null,
          },
        }).unwrap()
        addToast({ content: `BGP configuration ${created.name} created` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField
        name="asn"
        label="ASN"
        isRequired
        description="The rack’s autonomous system number, e.g. 65010 (private ASNs: 64512 to 65534)."
      />
      <PickerField
        name="announceSet"
        label="Announce set"
        isRequired
        description="The prefixes the rack announces to its peers."
        options={(sets.data ?? []).map((set) => ({ value: set.name, label: set.name }))}
        isLoading={sets.isLoading}
      />
      <TextField
        name="maxPaths"
        label="Maximum paths"
        isRequired
        description="How many equal best paths to a prefix traffic is spread over, 1 to 32."
      />
      <TextField
        name="vrf"
        label="VRF"
        description="A virtual routing and forwarding name; leave empty for the default table."
      />
    </SideModalForm>
  )
}
