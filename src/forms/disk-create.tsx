import { useLocation } from 'wouter'
import { addToast } from '~/machines/toaster'
import { useDiskCreateMutation } from '~/store/api'
import { SideModalForm } from '../components/form/SideModalForm'
import { useProjectParams } from '../hooks/use-route'
import { pb } from '../paths'
import {
  DiskFields,
  type DiskFormValues,
  diskCreateBody,
  diskFieldForError,
  diskFormDefaults,
  diskFormSchema,
  useDiskSources,
} from './disk-source-fields'

export default function DiskCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createDisk] = useDiskCreateMutation()
  const sources = useDiskSources(project)
  const close = () => navigate(pb.disks({ project }))

  return (
    <SideModalForm<DiskFormValues>
      title="Create disk"
      submitLabel="Create disk"
      initialValues={diskFormDefaults}
      validationSchema={diskFormSchema(sources.sizeOf)}
      fieldForError={diskFieldForError}
      onDismiss={close}
      onSubmit={async (values) => {
        const disk = await createDisk({ project, diskCreate: diskCreateBody(values) }).unwrap()
        addToast({ content: `Disk ${disk.name} created` })
        close()
      }}
    >
      <DiskFields sources={sources} />
    </SideModalForm>
  )
}
