import { useInstanceViewQuery } from '~/store/api/instances'
import { instances } from '~/store/entities/instances'
import { useProjectChild } from './use-project'

/** The instance named in the route, in the project named in the route, from the store or the API. */
export const useInstance = (project: string, instance: string) =>
  useProjectChild(instances, useInstanceViewQuery, { instance, project }, instance)
