/**
 * Snapshot one of the instance's disks (SPEC §4: attached or detached disks), from the Storage
 * tab's row action. The name is generated (SPEC §5) and can be changed.
 */

import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { generateName } from '@/util/generated-name'
import { addToast } from '~/machines/toaster'
import { useSnapshotCreateMutation } from '~/store/api/snapshots'
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
      resource="snapshot"
      kind="create"
      title={`Snapshot disk ${disk}`}
      initialValues={{ disk, name: generateName(disk), description: '' }}
      validationSchema={snapshotFormSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const snapshot = await createSnapshot({ project, snapshotCreate: values }).unwrap()
        addToast({ content: `Snapshot ${snapshot.name} created` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
