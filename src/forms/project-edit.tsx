import { useLocation } from 'wouter'
import { addToast } from '~/machines/toaster'
import { useProjectUpdateMutation } from '~/store/api'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { useProject } from '../hooks/use-project'
import { useProjectParams } from '../hooks/use-route'
import { pb } from '../paths'
import { projectFormSchema } from './project-create'

export default function ProjectEditForm() {
  const { project: name } = useProjectParams()
  const { entity: project } = useProject(name)
  const [, navigate] = useLocation()
  const [updateProject] = useProjectUpdateMutation()
  const close = () => navigate(pb.projects())
  if (!project) return null
  return (
    <SideModalForm
      title="Edit project"
      submitLabel="Update project"
      initialValues={{ name: project.name, description: project.description }}
      validationSchema={projectFormSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : undefined)}
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
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
    </SideModalForm>
  )
}
