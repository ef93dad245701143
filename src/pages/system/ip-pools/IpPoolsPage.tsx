/**
 * `system/networking/ip-pools`: the fleet's IP pools with their version, how many addresses each
 * has left and how many ranges; a pool is deleted only once its ranges are gone (the server's
 * rule), and the menu says so instead of failing.
 */
import { shallowEqual } from 'react-redux'
import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { ipPools } from '@/resources/pools/ip-pools'
import { poolActions } from '@/resources/pools/pool-ui'
import { ipVersionLabel } from '@/util/ip-pools'
import { formatUtilization } from '@/util/ip-ranges'
import { useAppSelector } from '~/store'
import { api, type IpPool, type Revived } from '~/store/api'
import {
  useSystemIpPoolDeleteMutation,
  useSystemIpPoolListQuery,
  useSystemIpPoolRangeListQuery,
  useSystemIpPoolUtilizationViewQuery,
} from '~/store/api/system-ip-pools'
import { systemIpPools } from '~/store/entities/system'

type PoolRow = Revived<IpPool>

/** The pool's range count, asked once per rendered row; the row's Delete reads the same answer. */
function RangeCount({ pool }: { pool: string }) {
  const query = useSystemIpPoolRangeListQuery({ pool })
  return (
    <RowLookup query={query} what="ranges">
      {(data) => (data.nextPage ? `${data.items.length}+` : data.items.length)}
    </RowLookup>
  )
}

/** 'remaining / capacity', asked once per rendered row. */
function UtilizationCell({ pool }: { pool: string }) {
  const query = useSystemIpPoolUtilizationViewQuery({ pool })
  return (
    <RowLookup query={query} what="utilization">
      {formatUtilization}
    </RowLookup>
  )
}

/** Each pool's range count from the Ranges column's queries; undefined until it has answered. */
function useRangeCounts(pools: string[]) {
  return useAppSelector(
    (state) =>
      pools.map(
        (pool) => api.endpoints.systemIpPoolRangeList.select({ pool })(state).data?.items.length,
      ),
    shallowEqual,
  )
}

export default function IpPoolsPage() {
  const list = useResourceList(systemIpPools, useSystemIpPoolListQuery, {})
  const rangeCounts = useRangeCounts(list.items.map((pool) => pool.name))
  const rangeCountOf = (poolId: string) =>
    rangeCounts[list.items.findIndex((pool) => pool.id === poolId)]
  const [deletePool] = useSystemIpPoolDeleteMutation()
  return (
    <>
      <PageHeader title="IP Pools" create={{ label: 'New IP pool', href: pb.ipPoolsNew() }} />
      <p className="page-intro">
        Silos linked to a pool take their instances' external addresses from its ranges.
      </p>
      <RowLookupNotice endpoint="systemIpPoolRangeList" what="ranges" matches={() => true} />
      <RowLookupNotice
        endpoint="systemIpPoolUtilizationView"
        what="utilization"
        matches={() => true}
      />
      <ResourceTable
        label="IP pools"
        {...list}
        columns={[
          nameColumn((pool) => pb.ipPool({ pool: pool.name })),
          {
            id: 'ip-version',
            name: 'IP version',
            minWidth: 110,
            sortValue: (pool) => pool.ipVersion,
            cell: (pool) => ipVersionLabel[pool.ipVersion],
          },
          // pool names are short; what a pool is for is the longer text
          { ...descriptionColumn<PoolRow>(), defaultWidth: '2fr' },
          {
            id: 'remaining',
            name: 'IPs remaining',
            minWidth: 180,
            cell: (pool) => <UtilizationCell pool={pool.name} />,
          },
          {
            id: 'ranges',
            name: 'Ranges',
            minWidth: 90,
            cell: (pool) => <RangeCount pool={pool.name} />,
          },
          createdColumn(),
        ]}
        empty={{
          title: 'No IP pools',
          body: 'Create an IP pool, add ranges of addresses to it and link it to silos.',
        }}
        rowActions={(pool) =>
          poolActions(ipPools, pool.name, rangeCountOf(pool.id), () =>
            deletePool({ pool: pool.name }).unwrap(),
          )
        }
      />
    </>
  )
}
