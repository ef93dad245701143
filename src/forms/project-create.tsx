import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { addToast } from '~/machines/toaster'
import { useProjectCreateMutation } from '~/store/api'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { pb } from '../paths'
import { nameSchema } from '../util/validation'

export const projectFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

export default function ProjectCreateForm() {
  const [, navigate] = useLocation()
  const [createProject] = useProjectCreateMutation()
  const close = () => navigate(pb.projects())
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      validationSchema={projectFormSchema}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'name' : undefined)}
      onDismiss={close}
      onSubmit={async (values) => {
        const project = await createProject({ projectCreate: values }).unwrap()
        addToast({
          content: `Project ${project.name} created`,
          cta: { text: 'Open project', link: pb.project({ project: project.name }) },
        })
        close()
      }}
    >
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
    </SideModalForm>
  )
}
