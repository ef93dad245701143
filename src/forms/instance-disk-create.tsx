/**
 * Create a disk (blank, from an image or from a snapshot) and attach it to the instance in one
 * go, from the instance's Storage tab. The same fields and rules as the disks page's form; a side
 * modal the tab opens and closes, with no route of its own (SPEC §2 lists none).
 */
import { useRef } from 'react'
import { addToast } from '~/machines/toaster'
import { useDiskCreateMutation } from '~/store/api/disks'
import { useInstanceDiskAttachMutation } from '~/store/api/instances'
import { DiskCreateSideModal, diskCreateBody } from './disk-source-fields'

export function InstanceDiskCreateForm({
  project,
  instance,
  onDismiss,
}: {
  project: string
  instance: string
  onDismiss: () => void
}) {
  const [createDisk] = useDiskCreateMutation()
  const [attachDisk] = useInstanceDiskAttachMutation()
  // when the disk was made but attaching it failed, a retry only attaches it
  const created = useRef<string | null>(null)
  return (
    <DiskCreateSideModal
      project={project}
      submitLabel="Create and attach disk"
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        if (created.current !== values.name) {
          await createDisk({ project, diskCreate: diskCreateBody(values) }).unwrap()
          created.current = values.name
        }
        await attachDisk({ project, instance, diskPath: { disk: values.name } }).unwrap()
        addToast({ content: `Disk ${values.name} created and attached` })
        onDismiss()
      }}
    />
  )
}
