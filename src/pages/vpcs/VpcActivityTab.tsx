/** The VPC's Activity tab: its entries in the fleet's audit log (ResourceActivity.tsx). */
import { LoadingText } from '@/components/LoadingText'
import { ResourceActivity } from '@/resources/ResourceActivity'
import { useVpc, useVpcParams } from '@/resources/use-vpc'

export default function VpcActivityTab() {
  const { project, vpc: name } = useVpcParams()
  const { entity: vpc } = useVpc(project, name)
  if (!vpc) return <LoadingText what="VPC" />
  return (
    <section aria-label="Activity">
      <ResourceActivity kind="vpc" project={project} entity={vpc} level={2} />
    </section>
  )
}
