/** The VPC's subnets: their blocks and custom routers, with edit and delete. */

import { Link } from '@react-spectrum/s2/Link'
import { createdColumn, nameColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useVpcParams } from '@/resources/use-vpc'
import type { Revived, VpcSubnet } from '~/store/api'
import {
  useVpcRouterListQuery,
  useVpcSubnetDeleteMutation,
  useVpcSubnetListQuery,
} from '~/store/api/vpcs'
import { vpcSubnets } from '~/store/entities/networking'

type Subnet = Revived<VpcSubnet>

/** Room for a whole block: an IPv6 /64 of a VPC is about 26 characters. */
const blockColumn = (
  id: string,
  name: string,
  minWidth: number,
  block: (subnet: Subnet) => string,
) => ({ id, name, minWidth, sortValue: block, cell: block }) satisfies TableColumn<Subnet>

export default function VpcSubnetsTab() {
  const { project, vpc } = useVpcParams()
  const list = useResourceList(useVpcSubnetListQuery, { project, vpc }, { entities: vpcSubnets })
  // the subnet has its custom router's id; the router's page is found by its name
  const routerList = useVpcRouterListQuery({ project, vpc })
  const { data: routers } = routerList
  const routerName = (id: string) => routers?.items.find((router) => router.id === id)?.name
  const [deleteSubnet] = useVpcSubnetDeleteMutation()
  return (
    <>
      <SectionHeader title="Subnets">
        <CreateLink
          label="New subnet"
          href={pb.vpcSubnetsNew({ project, vpc })}
          requires="subnet.create"
        />
      </SectionHeader>
      <LookupNotices lookups={[['routers', routerList]]} />
      <ResourceTable
        label="Subnets"
        {...list}
        columns={[
          nameColumn(),
          blockColumn('ipv4', 'IPv4 block', 140, (subnet) => subnet.ipv4Block),
          blockColumn('ipv6', 'IPv6 block', 250, (subnet) => subnet.ipv6Block),
          {
            id: 'custom-router',
            name: 'Custom router',
            sortValue: (subnet) =>
              (subnet.customRouterId && routerName(subnet.customRouterId)) ?? '',
            cell: (subnet) => {
              if (!subnet.customRouterId) return '—'
              const name = routerName(subnet.customRouterId)
              return lookedUp(
                routerList,
                name && <Link href={pb.vpcRouter({ project, vpc, router: name })}>{name}</Link>,
                '—',
              )
            },
          },
          createdColumn(),
        ]}
        empty={{
          title: 'No subnets',
          body: 'Create a subnet to give instances of this VPC addresses.',
        }}
        rowActions={(subnet) => [
          {
            id: 'edit',
            label: 'Edit',
            href: pb.vpcSubnetEdit({ project, vpc, subnet: subnet.name }),
            requires: 'subnet.update',
          },
          deleteAction({
            kind: 'subnet',
            name: subnet.name,
            consequence:
              'Instances’ network interfaces must leave it first. This cannot be undone.',
            run: () => deleteSubnet({ project, vpc, subnet: subnet.name }).unwrap(),
            requires: 'subnet.delete',
          }),
        ]}
      />
    </>
  )
}
