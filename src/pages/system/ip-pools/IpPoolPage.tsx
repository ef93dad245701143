/**
 * `ip-pools/{pool}`: an IP pool's page (resources/pools/PoolPage.tsx), with the pool's type and
 * assignment among its properties and its IP ranges as the first tab: the addresses it hands
 * out, both ends included (add, remove).
 */

import { createdColumn, textColumn } from '@/components/columns'
import type { TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { ipPools } from '@/resources/pools/ip-pools'
import { PoolBlocksTab, PoolPage } from '@/resources/pools/PoolPage'
import type { IpPool, Revived } from '~/store/api'
import {
  useSystemIpPoolRangeListQuery,
  useSystemIpPoolRangeRemoveMutation,
} from '~/store/api/system-ip-pools'

const poolTypeLabel: Record<IpPool['poolType'], string> = {
  unicast: 'Unicast',
  multicast: 'Multicast',
}

const ipPoolProperties = (pool: Revived<IpPool>) => [
  { label: 'Pool type', value: poolTypeLabel[pool.poolType] },
  { label: 'Assigned to', value: pool.assignment === 'silos' ? 'Silos' : 'Rack services' },
]

interface RangeRow {
  id: string
  /** 'first – last', how the row's actions name it. */
  name: string
  first: string
  last: string
  timeCreated: Date
}

const rangeColumns: TableColumn<RangeRow>[] = [
  {
    id: 'first',
    name: 'First',
    isRowHeader: true,
    minWidth: 200,
    sortValue: (row) => row.first,
    cell: (row) => row.first,
  },
  textColumn('last', 'Last', (row) => row.last, { minWidth: 200 }),
  createdColumn(),
]

function RangesTab({ pool }: { pool: string }) {
  const list = useResourceList(useSystemIpPoolRangeListQuery, { pool }, { list: ipPools.blocks.id })
  const [removeRange] = useSystemIpPoolRangeRemoveMutation()
  const rows: RangeRow[] = list.items.map(({ id, range, timeCreated }) => ({
    id,
    name: `${range.first} – ${range.last}`,
    ...range,
    timeCreated,
  }))
  return (
    <PoolBlocksTab
      kind={ipPools}
      pool={pool}
      intro="Addresses the pool hands out, both ends included. Ranges of all pools never overlap."
      addLabel="Add range"
      list={{ ...list, items: rows }}
      columns={rangeColumns}
      empty={{
        title: 'No IP ranges',
        body: 'Add a range of addresses for the silos linked to this pool to take IPs from.',
      }}
      remove={(row) => ({
        title: 'Remove IP range',
        content: `Remove the range ${row.name} from ${pool}? Its addresses will no longer be handed out. The server refuses while any of them is in use.`,
        errorTitle: 'Could not remove IP range',
        run: () => removeRange({ pool, ipRange: { first: row.first, last: row.last } }).unwrap(),
        success: `Range ${row.name} removed from ${pool}`,
      })}
    />
  )
}

export default function IpPoolPage() {
  return <PoolPage kind={ipPools} properties={ipPoolProperties} BlocksTab={RangesTab} />
}
