import { Button } from '@react-spectrum/s2/Button'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import { useImageDeleteMutation, useImageListQuery, useImagePromoteMutation } from '~/store/api'
import { PageHeader } from '../../components/PageHeader'
import { usePagination } from '../../hooks/use-pagination'
import { pb } from '../../paths'
import { useRouteParams } from '../../routes'
import { ImagesTable, useImageRows } from './ImagesTable'

export default function ProjectImagesPage() {
  const { project } = useRouteParams('project')
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const { data, isLoading } = useImageListQuery({
    project,
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  const rows = useImageRows(data?.items)
  const [deleteImage] = useImageDeleteMutation()
  const [promoteImage] = useImagePromoteMutation()

  return (
    <>
      <PageHeader
        title="Images"
        actions={
          <Button variant="accent" onPress={() => navigate(pb.projectImagesNew({ project }))}>
            Upload image
          </Button>
        }
      />
      <ImagesTable
        label="Project images"
        rows={rows}
        isLoading={isLoading}
        editHref={(image) => pb.projectImageEdit({ project, image: image.name })}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        empty={{
          title: 'No images',
          body: 'Upload an image or create one from a snapshot to boot instances from it.',
        }}
        rowActions={(image) => [
          {
            id: 'promote',
            label: 'Promote',
            onAction: () =>
              confirmAction({
                title: 'Promote image',
                content: `Promote the image ${image.name} to the silo? Every project in the silo can then use it, and it leaves this project's list.`,
                actionLabel: 'Promote',
                errorTitle: 'Could not promote image',
                action: async () => {
                  await promoteImage({ project, image: image.name }).unwrap()
                  addToast({
                    content: `Image ${image.name} promoted to the silo`,
                    cta: { text: 'View silo images', link: pb.siloImages() },
                  })
                },
              }),
          },
          {
            id: 'delete',
            label: 'Delete',
            onAction: () =>
              confirmAction({
                title: 'Delete image',
                content: `Are you sure you want to delete the image ${image.name}? Running instances keep working, but no new instance can be made from it.`,
                actionLabel: 'Delete',
                errorTitle: 'Could not delete image',
                action: async () => {
                  await deleteImage({ project, image: image.name }).unwrap()
                  addToast({ content: `Image ${image.name} deleted` })
                },
              }),
          },
        ]}
      />
    </>
  )
}
