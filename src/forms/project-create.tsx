import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useProjectCreateMutation } from '~/store/api/projects'

export const projectFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

/**
 * `projects-new`. The model for a new side-modal form: name the resource and kind (the shell
 * derives 'Create project' and shows a taken name on Name), give values and a yup schema, and map
 * the values to the request in `onSubmit`; throw the ApiError to keep the form open.
 */
export default function ProjectCreateForm() {
  const [, navigate] = useLocation()
  const [createProject] = useProjectCreateMutation()
  const close = () => navigate(pb.projects())
  return (
    <SideModalForm
      requires="project.create"
      resource="project"
      kind="create"
      initialValues={{ name: '', description: '' }}
      validationSchema={projectFormSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const project = await createProject({ projectCreate: values }).unwrap()
        addToast({ content: `Project ${project.name} created` })
        // a new project is made to be worked in: its (empty) instances are the next step
        navigate(pb.project({ project: project.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
