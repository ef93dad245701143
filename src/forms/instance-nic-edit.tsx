/**
 * Rename or describe a network interface of a stopped instance (SPEC §4 "update network
 * interface: stopped"). Opened from the Networking tab's row action; no route of its own.
 */
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { InstanceNetworkInterface } from '~/store/api'
import { useInstanceNetworkInterfaceUpdateMutation } from '~/store/api/instances'

export const nicEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

export function NicEditForm({
  project,
  instance,
  nic,
  onDismiss,
}: {
  project: string
  instance: string
  nic: Pick<InstanceNetworkInterface, 'name' | 'description'>
  onDismiss: () => void
}) {
  const [updateNic] = useInstanceNetworkInterfaceUpdateMutation()
  return (
    <SideModalForm
      resource="network interface"
      kind="edit"
      initialValues={{ name: nic.name, description: nic.description }}
      validationSchema={nicEditSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const updated = await updateNic({
          project,
          instance,
          interface: nic.name,
          instanceNetworkInterfaceUpdate: values,
        }).unwrap()
        addToast({ content: `Network interface ${updated.name} updated` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
