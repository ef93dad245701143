import { useRouteParams } from '@/hooks/use-route'
import { useFloatingIpViewQuery } from '~/store/api/floating-ips'
import { floatingIps } from '~/store/entities/networking'
import { useProjectChild } from './use-project'

/**
 * The floating IP named in the route (`floating-ips/{floatingIp}/…`), in the project named in the
 * route, from the store or the API; with the project's name.
 */
export function useRouteFloatingIp() {
  const { project, floatingIp: name } = useRouteParams('project', 'floatingIp')
  const { entity: floatingIp } = useProjectChild(
    floatingIps,
    useFloatingIpViewQuery,
    { project, floatingIp: name },
    name,
  )
  return { project, floatingIp }
}
