import { useState } from 'react'
import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { PageHeader } from '@/components/PageHeader'
import { deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import {
  useImageDeleteMutation,
  useImageDemoteMutation,
  useImageListQuery,
} from '~/store/api/images'
import { useProjectListQuery } from '~/store/api/projects'
import { images } from '~/store/entities/images'
import { type ImageRow, ImagesTable } from './ImagesTable'

const demoteSchema = pickOneSchema('project', 'Project')

/** Demote a silo image into one project: the operator chooses which. */
function DemoteImageForm({ image, onClose }: { image: ImageRow; onClose: () => void }) {
  const { data, isLoading } = useProjectListQuery(wholeListArgs({}))
  const [demoteImage] = useImageDemoteMutation()
  return (
    <PickOneForm
      title={`Demote image ${image.name}`}
      submitLabel="Demote image"
      requires="silo.image.demote"
      name="project"
      label="Project"
      placeholder="Choose a project"
      offer={{
        options: (data?.items ?? []).map((project) => ({
          value: project.name,
          label: project.name,
        })),
        isLoading,
      }}
      validationSchema={demoteSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'project' : undefined)}
      onDismiss={onClose}
      onSubmit={async (project) => {
        await demoteImage({ image: image.name, project }).unwrap()
        addToast({
          content: `Image ${image.name} demoted to project ${project}`,
          cta: { text: 'View project images', link: pb.projectImages({ project }) },
        })
        onClose()
      }}
    >
      <p>Only the chosen project will see the image; other projects no longer can.</p>
    </PickOneForm>
  )
}

export default function SiloImagesPage() {
  const list = useResourceList(useImageListQuery, {}, { entities: images })
  const [deleteImage] = useImageDeleteMutation()
  const [demoting, setDemoting] = useState<ImageRow>()

  return (
    <>
      <PageHeader title="Silo Images" info={areaInfo.images} />
      <ImagesTable
        label="Silo images"
        list={list}
        editHref={(image) => pb.siloImageEdit({ image: image.name })}
        empty={{
          title: 'No silo images',
          body: 'Promote a project image to make it available to every project in the silo.',
        }}
        rowActions={(image) => [
          {
            id: 'demote',
            label: 'Demote',
            requires: 'silo.image.demote',
            onAction: () => setDemoting(image),
          },
          deleteAction({
            kind: 'image',
            name: image.name,
            subject: `the silo image ${image.name}`,
            consequence: 'No project can make new instances from it.',
            run: () => deleteImage({ image: image.name }).unwrap(),
            requires: 'silo.image.delete',
          }),
        ]}
      />
      {demoting && <DemoteImageForm image={demoting} onClose={() => setDemoting(undefined)} />}
    </>
  )
}
