import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useProject } from '@/resources/use-project'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type Project } from '~/store/api'
import { useProjectUpdateMutation } from '~/store/api/projects'
import { projectFormSchema } from './project-create'

const projectValues = (project: Pick<Project, 'name' | 'description'>) => ({
  name: project.name,
  description: project.description,
})

/**
 * `projects/{project}/edit`. The model for an edit form: kind="edit" ('Edit project', 'Update
 * project'), the entity's current values as initial values, nothing rendered until it is loaded,
 * and `update`: the save sends only the fields the user changed (ProjectUpdate's fields are
 * optional, an omitted one is left as it is), checked against a fresh read (save-changes.ts).
 */
export default function ProjectEditForm() {
  const { project: name } = useProjectParams()
  const { entity: project } = useProject(name)
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateProject] = useProjectUpdateMutation()
  const close = () => navigate(pb.projects())
  if (!project) return null
  return (
    <SideModalForm
      requires="project.update"
      resource="project"
      kind="edit"
      initialValues={projectValues(project)}
      validationSchema={projectFormSchema}
      update={{
        reread: async () =>
          projectValues(
            await dispatch(
              api.endpoints.projectView.initiate({ project: project.name }, FRESH_READ),
            ).unwrap(),
          ),
        labels: identityLabels,
      }}
      onDismiss={close}
      onSubmit={async (_values, changes) => {
        // the list shows the change at once (optimistic); a failure rolls it back and keeps the form
        const updated = await updateProject({
          project: project.name,
          projectUpdate: changes,
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
