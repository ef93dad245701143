/** The instance's Activity tab: its entries in the fleet's audit log (ResourceActivity.tsx). */
import { ResourceActivity } from '@/resources/ResourceActivity'
import { useInstancePage } from './InstanceLayout'

export function InstanceActivityTab() {
  const { project, instance } = useInstancePage()
  return (
    <section aria-label="Activity">
      <ResourceActivity kind="instance" project={project} entity={instance} level={2} />
    </section>
  )
}
