/**
 * `disks/{disk}/activity`, a side panel over the Disks list: the disk's entries in the fleet's
 * audit log (ResourceActivity.tsx). A disk has no page of its own, so its activity opens over
 * the list, from the row's Activity action.
 */
import { useLocation } from 'wouter'
import { SidePanel } from '@/components/SidePanel'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { ResourceActivity } from '@/resources/ResourceActivity'
import { useProjectChild } from '@/resources/use-project'
import { useDiskViewQuery } from '~/store/api/disks'
import { disks } from '~/store/entities/disks'

export default function DiskActivityPanel() {
  const { project, disk: name } = useRouteParams('project', 'disk')
  const { entity: disk } = useProjectChild(disks, useDiskViewQuery, { project, disk: name }, name)
  const [, navigate] = useLocation()
  if (!disk) return null
  return (
    <SidePanel
      title={`Activity of disk ${disk.name}`}
      onClose={() => navigate(pb.disks({ project }))}
    >
      <p>
        Attaching and detaching a disk are requests to its instance, which name the instance alone:
        they show on the instance’s Activity tab.
      </p>
      <ResourceActivity kind="disk" project={project} entity={disk} level={3} />
    </SidePanel>
  )
}
