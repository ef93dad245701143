import { PageHeader } from '@/components/PageHeader'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import {
  useImageDeleteMutation,
  useImageListQuery,
  useImagePromoteMutation,
} from '~/store/api/images'
import { images } from '~/store/entities/images'
import { ImagesTable } from './ImagesTable'

export default function ProjectImagesPage() {
  const { project } = useProjectParams()
  const list = useResourceList(useImageListQuery, { project }, { entities: images })
  const [deleteImage] = useImageDeleteMutation()
  const [promoteImage] = useImagePromoteMutation()

  return (
    <>
      <PageHeader
        title="Images"
        info={areaInfo.images}
        create={{
          label: 'Upload image',
          href: pb.projectImagesNew({ project }),
          requires: 'image.create',
        }}
      />
      <ImagesTable
        label="Project images"
        list={list}
        editHref={(image) => pb.projectImageEdit({ project, image: image.name })}
        empty={{
          title: 'No images',
          body: 'Upload an image or create one from a snapshot to boot instances from it.',
        }}
        rowActions={(image) => [
          confirmedAction({
            id: 'promote',
            label: 'Promote',
            title: 'Promote image',
            variant: 'confirmation',
            content: `Promote the image ${image.name} to the silo? Every project in the silo can then use it, and it leaves this project's list.`,
            errorTitle: 'Could not promote image',
            run: () => promoteImage({ project, image: image.name }).unwrap(),
            success: `Image ${image.name} promoted to the silo`,
            cta: { text: 'View silo images', link: pb.siloImages() },
            requires: 'image.promote',
          }),
          deleteAction({
            kind: 'image',
            name: image.name,
            consequence: 'Running instances keep working, but no new instance can be made from it.',
            run: () => deleteImage({ project, image: image.name }).unwrap(),
            requires: 'image.delete',
          }),
        ]}
      />
    </>
  )
}
