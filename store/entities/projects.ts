import type { Project } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const { projectList, projectView, projectCreate, projectUpdate, projectDelete } = endpoints

export const projects = createResourceSlice<Project>({
  name: 'projects',
  lists: [projectList],
  items: [projectView, projectCreate, projectUpdate],
  deletes: [{ endpoint: projectDelete, key: (arg: { project: string }) => arg.project }],
  updates: [
    {
      endpoint: projectUpdate,
      key: (arg: { project: string }) => arg.project,
      patch: ({
        projectUpdate,
      }: {
        projectUpdate: { name?: string | null; description?: string | null }
      }) => ({
        ...(projectUpdate.name ? { name: projectUpdate.name } : {}),
        ...(typeof projectUpdate.description === 'string'
          ? { description: projectUpdate.description }
          : {}),
      }),
    },
  ],
})
