/** `vpcs`: a project's VPCs with their DNS names and how many firewall rules each has. */

import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import type { Revived, Vpc } from '~/store/api'
import {
  useVpcDeleteMutation,
  useVpcFirewallRulesViewQuery,
  useVpcListQuery,
} from '~/store/api/vpcs'
import { vpcs } from '~/store/entities/vpcs'

/** One request per rendered row: rows the table does not render never ask. */
function FirewallRuleCount({ project, vpc }: { project: string; vpc: string }) {
  const query = useVpcFirewallRulesViewQuery({ project, vpc })
  return (
    <RowLookup query={query} what="firewall rules">
      {(data) => data.rules.length}
    </RowLookup>
  )
}

const firewallRulesColumn = (project: string): TableColumn<Revived<Vpc>> => ({
  id: 'firewall-rules',
  name: 'Firewall rules',
  cell: (vpc) => <FirewallRuleCount project={project} vpc={vpc.name} />,
})

export default function VpcsPage() {
  const { project } = useProjectParams()
  const list = useResourceList(useVpcListQuery, { project }, { entities: vpcs })
  const [deleteVpc] = useVpcDeleteMutation()
  return (
    <>
      <PageHeader
        title="VPCs"
        info={areaInfo.vpcs}
        create={{
          label: 'New VPC',
          href: pb.vpcsNew({ project }),
          requires: 'vpc.create',
        }}
      />
      <RowLookupNotice<{ project: string }>
        endpoint="vpcFirewallRulesView"
        what="firewall rules"
        matches={(args) => args.project === project}
      />
      <ResourceTable
        label="VPCs"
        {...list}
        columns={[
          nameColumn((vpc) => pb.vpc({ project, vpc: vpc.name })),
          textColumn<Revived<Vpc>>('dns-name', 'DNS name', (vpc) => vpc.dnsName),
          descriptionColumn(),
          firewallRulesColumn(project),
          createdColumn(),
        ]}
        empty={{
          title: 'No VPCs',
          body: 'Create a VPC to give your instances a private network with firewall rules.',
        }}
        rowActions={(vpc) => [
          {
            id: 'edit',
            label: 'Edit',
            href: pb.vpcEdit({ project, vpc: vpc.name }),
            requires: 'vpc.update',
          },
          deleteAction({
            kind: 'VPC',
            name: vpc.name,
            consequence: 'Its subnets must be deleted first. This cannot be undone.',
            run: () => deleteVpc({ project, vpc: vpc.name }).unwrap(),
            requires: 'vpc.delete',
          }),
        ]}
      />
    </>
  )
}
