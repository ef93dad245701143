import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { formatBytes } from '@/util/units'
import { nameSchema, requiredMessage } from '@/util/validation'
import { diskRules } from '~/machines/disk-rules'
import { addToast } from '~/machines/toaster'
import { useDiskListQuery } from '~/store/api/disks'
import { useSnapshotCreateMutation } from '~/store/api/snapshots'

export const snapshotFormSchema = object({
  disk: string().required(requiredMessage('Disk')),
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

/** `snapshots-new`: a snapshot of a disk whose state allows one (picked first, so Name is not focused). */
export default function SnapshotCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const { data, isLoading } = useDiskListQuery({ project })
  const [createSnapshot] = useSnapshotCreateMutation()
  const close = () => navigate(pb.snapshots({ project }))
  // SPEC §4's disk table: only disks that allow a snapshot can be picked
  const disks = (data?.items ?? []).filter((disk) => diskRules.can('snapshot', disk.state.state))

  return (
    <SideModalForm
      requires="snapshot.create"
      resource="snapshot"
      kind="create"
      initialValues={{ disk: '', name: '', description: '' }}
      validationSchema={snapshotFormSchema}
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
      <NameField />
      <DescriptionField />
    </SideModalForm>
  )
}
