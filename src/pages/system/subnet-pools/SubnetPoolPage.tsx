/**
 * `subnet-pools/{pool}`: a subnet pool's page (resources/pools/PoolPage.tsx), with its members as
 * the first tab: the subnets it allocates external subnets from, each with the prefix lengths of
 * what it hands out (add, remove).
 */

import { createdColumn, textColumn } from '@/components/columns'
import type { TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { PoolBlocksTab, PoolPage } from '@/resources/pools/PoolPage'
import { subnetPools } from '@/resources/pools/subnet-pools'
import {
  useSystemSubnetPoolMemberListQuery,
  useSystemSubnetPoolMemberRemoveMutation,
} from '~/store/api/system-subnet-pools'

interface MemberRow {
  id: string
  /** The subnet, how the row's actions name it. */
  name: string
  minPrefixLength: number
  maxPrefixLength: number
  timeCreated: Date
}

const memberColumns: TableColumn<MemberRow>[] = [
  {
    id: 'subnet',
    name: 'Subnet',
    isRowHeader: true,
    minWidth: 200,
    sortValue: (row) => row.name,
    cell: (row) => row.name,
  },
  textColumn('min-prefix-length', 'Min prefix length', (row) => `/${row.minPrefixLength}`, {
    minWidth: 150,
  }),
  textColumn('max-prefix-length', 'Max prefix length', (row) => `/${row.maxPrefixLength}`, {
    minWidth: 150,
  }),
  createdColumn(),
]

function MembersTab({ pool }: { pool: string }) {
  const list = useResourceList(
    useSystemSubnetPoolMemberListQuery,
    { pool },
    { list: subnetPools.blocks.id },
  )
  const [removeMember] = useSystemSubnetPoolMemberRemoveMutation()
  const rows: MemberRow[] = list.items.map(
    ({ id, subnet, minPrefixLength, maxPrefixLength, timeCreated }) => ({
      id,
      name: subnet,
      minPrefixLength,
      maxPrefixLength,
      timeCreated,
    }),
  )
  return (
    <PoolBlocksTab
      kind={subnetPools}
      pool={pool}
      intro="Subnets the pool allocates external subnets from, each between its minimum and maximum prefix length. Members of all pools never overlap."
      addLabel="Add member"
      list={{ ...list, items: rows }}
      columns={memberColumns}
      empty={{
        title: 'No members',
        body: 'Add a subnet for the silos linked to this pool to take external subnets from.',
      }}
      remove={(row) => ({
        title: 'Remove member',
        content: `Remove the subnet ${row.name} from ${pool}? External subnets will no longer be allocated from it.`,
        errorTitle: 'Could not remove member',
        run: () => removeMember({ pool, subnetPoolMemberRemove: { subnet: row.name } }).unwrap(),
        success: `Subnet ${row.name} removed from ${pool}`,
      })}
    />
  )
}

export default function SubnetPoolPage() {
  return <PoolPage kind={subnetPools} BlocksTab={MembersTab} />
}
