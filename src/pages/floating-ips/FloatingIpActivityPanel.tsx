/**
 * `floating-ips/{floatingIp}/activity`, a side panel over the Floating IPs list: the floating
 * IP's entries in the fleet's audit log (ResourceActivity.tsx). A floating IP has no page of its
 * own, so its activity opens over the list, from the row's Activity action.
 */
import { useLocation } from 'wouter'
import { SidePanel } from '@/components/SidePanel'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { ResourceActivity } from '@/resources/ResourceActivity'
import { useProjectChild } from '@/resources/use-project'
import { useFloatingIpViewQuery } from '~/store/api/floating-ips'
import { floatingIps } from '~/store/entities/networking'

export default function FloatingIpActivityPanel() {
  const { project, floatingIp: name } = useRouteParams('project', 'floatingIp')
  const { entity: floatingIp } = useProjectChild(
    floatingIps,
    useFloatingIpViewQuery,
    { project, floatingIp: name },
    name,
  )
  const [, navigate] = useLocation()
  if (!floatingIp) return null
  return (
    <SidePanel
      title={`Activity of floating IP ${floatingIp.name}`}
      onClose={() => navigate(pb.floatingIps({ project }))}
    >
      <ResourceActivity kind="floatingIp" project={project} entity={floatingIp} level={3} />
    </SidePanel>
  )
}
