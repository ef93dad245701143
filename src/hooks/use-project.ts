import { useProjectViewQuery } from '~/store/api'
import { projects } from '~/store/entities/projects'
import { createEntityHook } from './use-entity'

const useProjectEntity = createEntityHook(projects, useProjectViewQuery)

/** The project named in the route, from the store or the API. */
export const useProject = (name: string) => useProjectEntity({ project: name }, name)
