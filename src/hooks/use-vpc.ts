import { useVpcViewQuery } from '~/store/api'
import { vpcs } from '~/store/entities/vpcs'
import { useEntity } from './use-entity'
import { useProject } from './use-project'
import { useRouteParams } from './use-route'

/** Pages under /projects/:project/vpcs/:vpc. */
export const useVpcParams = () => useRouteParams('project', 'vpc')

/**
 * The VPC named in the route, in the project named in the route, from the store or the API. Until
 * the project is known no stored VPC matches (every project has one named `default`).
 */
export function useVpc(projectName: string, vpcName: string) {
  const { entity: project } = useProject(projectName)
  return useEntity(
    vpcs,
    useVpcViewQuery,
    { vpc: vpcName, project: projectName },
    vpcName,
    project?.id ?? '',
  )
}
