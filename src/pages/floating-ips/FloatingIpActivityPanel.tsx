/**
 * `floating-ips/{floatingIp}/activity`, a side panel over the Floating IPs list: the floating
 * IP's entries in the fleet's audit log (ResourceActivity.tsx). A floating IP has no page of its
 * own, so its activity opens over the list, from the row's Activity action.
 */
import { useLocation } from 'wouter'
import { SidePanel } from '@/components/SidePanel'
import { pb } from '@/paths'
import { ResourceActivity } from '@/resources/ResourceActivity'
import { useRouteFloatingIp } from '@/resources/use-floating-ip'

export default function FloatingIpActivityPanel() {
  const { project, floatingIp } = useRouteFloatingIp()
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
