import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { diskActionAvailability } from '~/machines/disk.machine'
import { addToast } from '~/machines/toaster'
import { useDiskListQuery, useSnapshotCreateMutation } from '~/store/api'
import { PickerField } from '../components/form/PickerField'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { useProjectParams } from '../hooks/use-route'
import { pb } from '../paths'
import { formatBytes } from '../util/units'
import { nameSchema, requiredMessage } from '../util/validation'

export const snapshotFormSchema = object({
  disk: string().required(requiredMessage('Disk')),
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

export default function SnapshotCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const { data, isLoading } = useDiskListQuery({ project })
  const [createSnapshot] = useSnapshotCreateMutation()
  const close = () => navigate(pb.snapshots({ project }))
  // SPEC §4 through the disk machine: only disks that allow a snapshot can be picked
  const disks = (data?.items ?? []).filter(
    (disk) => diskActionAvailability(disk.state).snapshot.allowed,
  )

  return (
    <SideModalForm
      title="Create snapshot"
      submitLabel="Create snapshot"
      initialValues={{ disk: '', name: '', description: '' }}
      validationSchema={snapshotFormSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : undefined)}
      onDismiss={close}
      onSubmit={async (values) => {
        const snapshot = await createSnapshot({ project, snapshotCreate: values }).unwrap()
        addToast({ content: `Snapshot ${snapshot.name} created` })
        close()
      }}
    >
      <PickerField
        name="disk"
        label="Disk"
        isRequired
        placeholder="Choose a disk"
        description="Only attached or detached disks can be snapshotted"
        isLoading={isLoading}
        options={disks.map((disk) => ({
          value: disk.name,
          label: `${disk.name} (${formatBytes(disk.size)})`,
        }))}
      />
      <TextField name="name" label="Name" isRequired />
      <TextField name="description" label="Description" multiline />
    </SideModalForm>
  )
}
