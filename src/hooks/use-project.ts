import { useProjectViewQuery } from '~/store/api'
import { projects } from '~/store/entities/projects'
import { useEntity } from './use-entity'

/** The project named in the route, from the store or the API. */
export const useProject = (name: string) =>
  useEntity(projects, useProjectViewQuery, { project: name }, name)
