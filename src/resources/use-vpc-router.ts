import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { useVpcRouterRouteViewQuery, useVpcRouterViewQuery } from '~/store/api/vpcs'
import { routerRoutes, vpcRouters } from '~/store/entities/networking'
import { useVpc } from './use-vpc'

/** Pages under /projects/:project/vpcs/:vpc/routers/:router. */
export const useVpcRouterParams = () => useRouteParams('project', 'vpc', 'router')

/**
 * The router named in the route, in the VPC named in the route, from the store or the API. Until
 * the VPC is known no stored router matches (every VPC has one named `system`).
 */
export function useVpcRouter(project: string, vpc: string, router: string) {
  const { entity: parent } = useVpc(project, vpc)
  return useEntity(
    vpcRouters,
    useVpcRouterViewQuery,
    { project, vpc, router },
    router,
    parent?.id ?? '',
  )
}

/** A route of the router named in the route; route names are unique within their router. */
export function useRouterRoute(project: string, vpc: string, router: string, route: string) {
  const { entity: parent } = useVpcRouter(project, vpc, router)
  return useEntity(
    routerRoutes,
    useVpcRouterRouteViewQuery,
    { project, vpc, router, route },
    route,
    parent?.id ?? '',
  )
}
