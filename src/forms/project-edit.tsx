import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useProject } from '@/hooks/use-project'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useProjectUpdateMutation } from '~/store/api/projects'
import { projectFormSchema } from './project-create'

/**
 * `projects/{project}/edit`. The model for an edit form: kind="edit" ('Edit project', 'Update
 * project'), the entity's current values as initial values, nothing rendered until it is loaded.
 */
export default function ProjectEditForm() {
  const { project: name } = useProjectParams()
  const { entity: project } = useProject(name)
  const [, navigate] = useLocation()
  const [updateProject] = useProjectUpdateMutation()
  const close = () => navigate(pb.projects())
  if (!project) return null
  return (
    <SideModalForm
      resource="project"
      kind="edit"
      initialValues={{ name: project.name, description: project.description }}
      validationSchema={projectFormSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        // the list shows the change at once (optimistic); a failure rolls it back and keeps the form
        const updated = await updateProject({
          project: project.name,
          projectUpdate: values,
        }).unwrap()
        addToast({ content: `Project ${updated.name} updated` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
