import { useInstanceViewQuery } from '~/store/api'
import { instances } from '~/store/entities/instances'
import { useEntity } from './use-entity'
import { useProject } from './use-project'

/** The instance named in the route, in the project named in the route, from the store or the API. */
export function useInstance(projectName: string, instanceName: string) {
  const { entity: project } = useProject(projectName)
  return useEntity(
    instances,
    useInstanceViewQuery,
    { instance: instanceName, project: projectName },
    instanceName,
    project?.id,
  )
}
