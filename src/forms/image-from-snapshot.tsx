import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useProjectChild } from '@/resources/use-project'
import { nameSchema, requiredText } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useImageCreateMutation } from '~/store/api/images'
import { useSnapshotViewQuery } from '~/store/api/snapshots'
import { snapshots } from '~/store/entities/snapshots'

export const imageFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  os: requiredText('OS'),
  version: requiredText('Version'),
})

/** `snapshots/{snapshot}/images-new`: a project image made from a ready snapshot. */
export default function ImageFromSnapshotForm() {
  const { project, snapshot: snapshotName } = useRouteParams('project', 'snapshot')
  const [, navigate] = useLocation()
  // from the store when the list loaded it; a snapshot the project does not have is the
  // not-found page (useEntity, SPEC §8): there is nothing to make an image from
  const { entity: snapshot } = useProjectChild(
    snapshots,
    useSnapshotViewQuery,
    { project, snapshot: snapshotName },
    snapshotName,
  )
  const [createImage] = useImageCreateMutation()
  const close = () => navigate(pb.snapshots({ project }))
  return (
    <SideModalForm
      requires="image.create"
      resource="image"
      kind="create"
      title="Create image from snapshot"
      initialValues={{ name: '', description: '', os: '', version: '' }}
      validationSchema={imageFormSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        // the snapshot is looked up by name in the URL; the API wants its id
        const id = snapshot?.id
        if (!id) throw { message: `Snapshot ${snapshotName} is still loading` }
        const image = await createImage({
          project,
          imageCreate: { ...values, source: { type: 'snapshot', id } },
        }).unwrap()
        addToast({
          content: `Image ${image.name} created`,
          cta: { text: 'View images', link: pb.projectImages({ project }) },
        })
        close()
      }}
    >
      <p>
        From snapshot <strong>{snapshotName}</strong>
      </p>
      <NameField autoFocus />
      <DescriptionField />
      <TextField name="os" label="OS" isRequired description="e.g. ubuntu, debian, windows" />
      <TextField name="version" label="Version" isRequired description="e.g. 22.04" />
    </SideModalForm>
  )
}
