import { useRouteParams } from '@/hooks/use-route'
import { useVpcViewQuery } from '~/store/api/vpcs'
import { vpcs } from '~/store/entities/vpcs'
import { useProjectChild } from './use-project'

/** Pages under /projects/:project/vpcs/:vpc. */
export const useVpcParams = () => useRouteParams('project', 'vpc')

/** The VPC named in the route, in the project named in the route, from the store or the API. */
export const useVpc = (project: string, vpc: string) =>
  useProjectChild(vpcs, useVpcViewQuery, { vpc, project }, vpc)
