/**
 * Create an internet gateway in a VPC: a name and a description; pools and addresses are attached
 * afterwards on the gateway's panel. A side modal opened from the Internet gateways tab: SPEC §2
 * gives it no route of its own, so the tab opens and closes it.
 */
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useInternetGatewayCreateMutation } from '~/store/api/vpcs'

interface Values {
  name: string
  description: string
}

export const internetGatewayCreateSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

export function InternetGatewayCreateForm({
  project,
  vpc,
  onDismiss,
}: {
  project: string
  vpc: string
  onDismiss: () => void
}) {
  const [createGateway] = useInternetGatewayCreateMutation()
  return (
    <SideModalForm<Values>
      requires="gateway.create"
      resource="internet gateway"
      kind="create"
      initialValues={{ name: '', description: '' }}
      validationSchema={internetGatewayCreateSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const gateway = await createGateway({
          project,
          vpc,
          internetGatewayCreate: values,
        }).unwrap()
        addToast({ content: `Internet gateway ${gateway.name} created` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
