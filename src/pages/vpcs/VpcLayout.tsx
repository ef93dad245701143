/**
 * The VPC page (SPEC §2): header with the VPC's properties, Edit and Delete in its menu, and the
 * route tabs; the frame the route table mounts once for every tab.
 */

import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { deleteAction } from '@/components/row-actions'
import { pb } from '@/paths'
import { useVpc, useVpcParams } from '@/resources/use-vpc'
import { areaInfo } from '@/util/docs'
import type { Revived, Vpc } from '~/store/api'
import { useVpcDeleteMutation } from '~/store/api/vpcs'

function VpcHeader({ project, vpc }: { project: string; vpc: Revived<Vpc> }) {
  const [, navigate] = useLocation()
  const [deleteVpc] = useVpcDeleteMutation()
  return (
    <ResourceHeader
      kind="VPC"
      title={vpc.name}
      info={areaInfo.vpcs}
      menu={[
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
          run: async () => {
            await deleteVpc({ project, vpc: vpc.name }).unwrap()
            navigate(pb.vpcs({ project }))
          },
          requires: 'vpc.delete',
        }),
      ]}
      properties={[
        { label: 'ID', value: vpc.id, copy: vpc.id },
        { label: 'DNS name', value: vpc.dnsName },
        { label: 'IPv6 prefix', value: vpc.ipv6Prefix, copy: vpc.ipv6Prefix },
        { label: 'Description', value: vpc.description || '—' },
        { label: 'System router ID', value: vpc.systemRouterId, copy: vpc.systemRouterId },
        { label: 'Created', value: <RelativeTime date={vpc.timeCreated} /> },
      ]}
    />
  )
}

export function VpcLayout({ children }: { children: ReactNode }) {
  const { project, vpc: name } = useVpcParams()
  const { entity: vpc } = useVpc(project, name)
  if (!vpc) return <LoadingText what="VPC" />
  const params = { project, vpc: vpc.name }
  const tabs = [
    {
      label: 'Firewall rules',
      href: pb.vpcFirewallRules(params),
      // the VPC's edit side modal opens over its rules
      also: [pb.vpcFirewallRulesNew(params), pb.vpcEdit(params)],
    },
    { label: 'Subnets', href: pb.vpcSubnets(params), also: [pb.vpcSubnetsNew(params)] },
    { label: 'Routers', href: pb.vpcRouters(params), also: [pb.vpcRoutersNew(params)] },
    { label: 'Internet gateways', href: pb.vpcInternetGateways(params) },
    { label: 'Activity', href: pb.vpcActivity(params) },
  ]
  return (
    <>
      <VpcHeader project={project} vpc={vpc} />
      <RouteTabs label="VPC" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
