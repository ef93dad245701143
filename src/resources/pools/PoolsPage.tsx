/**
 * The fleet's pools of one kind (`system/networking/ip-pools`, `system/networking/subnet-pools`)
 * with their version, how many addresses each has left and how many blocks (ranges, members); a
 * pool is deleted only once its blocks are gone (the server's rule), and the menu says so instead
 * of failing.
 */

import { shallowEqual } from 'react-redux'
import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { formatUtilization } from '@/util/ip-ranges'
import { useAppSelector } from '~/store'
import type { Revived } from '~/store/api'
import type { PoolFields, PoolKind } from './pool-kind'
import { ipVersionColumn, poolActions } from './pool-ui'

/** The pool's block count, asked once per rendered row; the row's Delete reads the same answer. */
function BlockCount({ kind, pool }: { kind: PoolKind; pool: string }) {
  const query = kind.useBlocks(pool)
  return (
    <RowLookup query={query} what={kind.blocks.id}>
      {(data) => (data.nextPage ? `${data.items.length}+` : data.items.length)}
    </RowLookup>
  )
}

/** 'remaining / capacity', asked once per rendered row. */
function UtilizationCell({ kind, pool }: { kind: PoolKind; pool: string }) {
  const query = kind.useUtilization(pool)
  return (
    <RowLookup query={query} what="utilization">
      {formatUtilization}
    </RowLookup>
  )
}

/** Each pool's block count from the count column's queries; undefined until it has answered. */
function useBlockCounts(kind: PoolKind, pools: string[]) {
  return useAppSelector(
    (state) => pools.map((pool) => kind.selectBlockCount(state, pool)),
    shallowEqual,
  )
}

export function PoolsPage({ kind }: { kind: PoolKind }) {
  const list = kind.useList()
  const blockCounts = useBlockCounts(
    kind,
    list.items.map((pool) => pool.name),
  )
  const blockCountOf = (poolId: string) =>
    blockCounts[list.items.findIndex((pool) => pool.id === poolId)]
  const deletePool = kind.useDelete()
  const { noun, capitalNoun, title, info, remaining, listIntro, listEmpty } = kind.words
  return (
    <>
      <PageHeader
        title={title}
        info={info}
        create={{
          label: `New ${noun}`,
          href: kind.paths.create(),
          requires: kind.permissions.create,
        }}
      />
      <p className="page-intro">{listIntro}</p>
      <RowLookupNotice
        endpoint={kind.endpoints.blocks}
        what={kind.blocks.id}
        matches={() => true}
      />
      <RowLookupNotice
        endpoint={kind.endpoints.utilization}
        what="utilization"
        matches={() => true}
      />
      <ResourceTable
        label={`${capitalNoun}s`}
        {...list}
        columns={[
          nameColumn((pool) => kind.paths.pool({ pool: pool.name })),
          ipVersionColumn(),
          descriptionColumn<Revived<PoolFields>>(),
          {
            id: 'remaining',
            name: remaining,
            minWidth: 180,
            cell: (pool) => <UtilizationCell kind={kind} pool={pool.name} />,
          },
          {
            id: kind.blocks.id,
            name: kind.blocks.column.name,
            minWidth: kind.blocks.column.minWidth,
            cell: (pool) => <BlockCount kind={kind} pool={pool.name} />,
          },
          createdColumn(),
        ]}
        empty={{ title: `No ${noun}s`, body: listEmpty }}
        rowActions={(pool) =>
          poolActions(kind, pool.name, blockCountOf(pool.id), () => deletePool(pool.name))
        }
      />
    </>
  )
}
