/**
 * Attach an IP address to an internet gateway, under a name of its own. Opened from the gateway's
 * panel; the address is checked as SPEC §5 says before anything is sent.
 */
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { ipSchema, nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useInternetGatewayIpAddressCreateMutation } from '~/store/api/vpcs'

interface Values {
  name: string
  description: string
  address: string
}

export const ipAddressAttachSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  address: ipSchema('IP address').trim(),
})

export function InternetGatewayIpAddressAttachForm({
  project,
  vpc,
  gateway,
  onDismiss,
}: {
  project: string
  vpc: string
  gateway: string
  onDismiss: () => void
}) {
  const [attachAddress] = useInternetGatewayIpAddressCreateMutation()
  return (
    <SideModalForm<Values>
      requires="gateway.ipAddress.attach"
      title="Attach IP address"
      submitLabel="Attach IP address"
      initialValues={{ name: '', description: '', address: '' }}
      validationSchema={ipAddressAttachSchema}
      onDismiss={onDismiss}
      // a taken name is the name's problem; an address the server refuses is the address's
      fieldForError={(error) =>
        error.errorCode === 'ObjectAlreadyExists'
          ? 'name'
          : error.message.includes('address')
            ? 'address'
            : undefined
      }
      onSubmit={async (values) => {
        const attached = await attachAddress({
          project,
          vpc,
          gateway,
          internetGatewayIpAddressCreate: values,
        }).unwrap()
        addToast({ content: `IP address ${attached.address} attached to ${gateway}` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField
        name="address"
        label="IP address"
        isRequired
        description="An IPv4 or IPv6 address, e.g. 203.0.113.7."
      />
    </SideModalForm>
  )
}
