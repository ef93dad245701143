/**
 * Snapshot one of the instance's disks (SPEC §4: attached or detached disks), from the Storage
 * tab's row action. The name is generated (SPEC §5) and can be changed.
 */
import { addToast } from '~/machines/toaster'
import { useSnapshotCreateMutation } from '~/store/api'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { generateName } from '../util/generated-name'
import { snapshotFormSchema } from './snapshot-create'

export function InstanceDiskSnapshotForm({
  project,
  disk,
  onDismiss,
}: {
  project: string
  disk: string
  onDismiss: () => void
}) {
  const [createSnapshot] = useSnapshotCreateMutation()
  return (
    <SideModalForm
      title={`Snapshot disk ${disk}`}
      submitLabel="Create snapshot"
      initialValues={{ disk, name: generateName(disk), description: '' }}
      validationSchema={snapshotFormSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : undefined)}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const snapshot = await createSnapshot({ project, snapshotCreate: values }).unwrap()
        addToast({ content: `Snapshot ${snapshot.name} created` })
        onDismiss()
      }}
    >
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
    </SideModalForm>
  )
}
