import { useLocation } from 'wouter'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useDiskCreateMutation } from '~/store/api/disks'
import { DiskCreateSideModal, diskCreateBody } from './disk-source-fields'

/**
 * `disks-new`: the fields, rules and request body are shared with the instance Storage tab's
 * create-and-attach (`disk-source-fields`); a taken name or a refused size lands on its field.
 */
export default function DiskCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createDisk] = useDiskCreateMutation()
  const close = () => navigate(pb.disks({ project }))
  return (
    <DiskCreateSideModal
      project={project}
      onDismiss={close}
      onSubmit={async (values) => {
        const disk = await createDisk({ project, diskCreate: diskCreateBody(values) }).unwrap()
        addToast({ content: `Disk ${disk.name} created` })
        close()
      }}
    />
  )
}
