/**
 * `system/networking/subnet-pools`: the fleet's subnet pools, which external subnets are
 * allocated from, with their version, how many addresses each has left and how many member
 * subnets; a pool is deleted only once its members are gone (the server's rule), and the menu
 * says so instead of failing.
 */
import { shallowEqual } from 'react-redux'
import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { poolActions } from '@/resources/pools/pool-ui'
import { subnetPools } from '@/resources/pools/subnet-pools'
import { ipVersionLabel } from '@/util/ip-pools'
import { formatUtilization } from '@/util/ip-ranges'
import { useAppSelector } from '~/store'
import { api, type Revived, type SubnetPool } from '~/store/api'
import {
  useSystemSubnetPoolDeleteMutation,
  useSystemSubnetPoolListQuery,
  useSystemSubnetPoolMemberListQuery,
  useSystemSubnetPoolUtilizationViewQuery,
} from '~/store/api/system-subnet-pools'
import { systemSubnetPools } from '~/store/entities/system'

type PoolRow = Revived<SubnetPool>

/** The pool's member count, asked once per rendered row; the row's Delete reads the same answer. */
function MemberCount({ pool }: { pool: string }) {
  const query = useSystemSubnetPoolMemberListQuery({ pool })
  return (
    <RowLookup query={query} what="members">
      {(data) => (data.nextPage ? `${data.items.length}+` : data.items.length)}
    </RowLookup>
  )
}

/** 'remaining / capacity', asked once per rendered row. */
function UtilizationCell({ pool }: { pool: string }) {
  const query = useSystemSubnetPoolUtilizationViewQuery({ pool })
  return (
    <RowLookup query={query} what="utilization">
      {formatUtilization}
    </RowLookup>
  )
}

/** Each pool's member count from the Members column's queries; undefined until it has answered. */
function useMemberCounts(pools: string[]) {
  return useAppSelector(
    (state) =>
      pools.map(
        (pool) =>
          api.endpoints.systemSubnetPoolMemberList.select({ pool })(state).data?.items.length,
      ),
    shallowEqual,
  )
}

export default function SubnetPoolsPage() {
  const list = useResourceList(systemSubnetPools, useSystemSubnetPoolListQuery, {})
  const memberCounts = useMemberCounts(list.items.map((pool) => pool.name))
  const memberCountOf = (poolId: string) =>
    memberCounts[list.items.findIndex((pool) => pool.id === poolId)]
  const [deletePool] = useSystemSubnetPoolDeleteMutation()
  return (
    <>
      <PageHeader
        title="Subnet Pools"
        create={{ label: 'New subnet pool', href: pb.subnetPoolsNew() }}
      />
      <p className="page-intro">
        Silos linked to a pool take their external subnets from its member subnets.
      </p>
      <RowLookupNotice endpoint="systemSubnetPoolMemberList" what="members" matches={() => true} />
      <RowLookupNotice
        endpoint="systemSubnetPoolUtilizationView"
        what="utilization"
        matches={() => true}
      />
      <ResourceTable
        label="Subnet pools"
        {...list}
        columns={[
          nameColumn((pool) => pb.subnetPool({ pool: pool.name })),
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
            name: 'Addresses remaining',
            minWidth: 180,
            cell: (pool) => <UtilizationCell pool={pool.name} />,
          },
          {
            id: 'members',
            name: 'Members',
            minWidth: 100,
            cell: (pool) => <MemberCount pool={pool.name} />,
          },
          createdColumn(),
        ]}
        empty={{
          title: 'No subnet pools',
          body: 'Create a subnet pool, add member subnets to it and link it to silos.',
        }}
        rowActions={(pool) =>
          poolActions(subnetPools, pool.name, memberCountOf(pool.id), () =>
            deletePool({ pool: pool.name }).unwrap(),
          )
        }
      />
    </>
  )
}
