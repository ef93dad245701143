/**
 * Rename or describe a network interface of a stopped instance (SPEC §4 "update network
 * interface: stopped"). Opened from the Networking tab's row action; no route of its own.
 */
import { object, string } from 'yup'
import { addToast } from '~/machines/toaster'
import {
  type InstanceNetworkInterface,
  useInstanceNetworkInterfaceUpdateMutation,
} from '~/store/api'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { nameSchema } from '../util/validation'

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
      title="Edit network interface"
      submitLabel="Update network interface"
      initialValues={{ name: nic.name, description: nic.description }}
      validationSchema={nicEditSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : undefined)}
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
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
    </SideModalForm>
  )
}
