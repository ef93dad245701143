/**
 * What the pool pages, their forms and a silo's pool tabs share, for either kind of pool: the
 * pool the route names, its utilization as text, its Edit and Delete (Delete only once its blocks
 * are gone), the confirmed actions on a pool–silo link, worded the same from either side, and
 * the columns a pool's list and a silo's list of its pools both show.
 */

import { Lookup } from '@/components/Lookup'
import type { RowAction, TableColumn } from '@/components/ResourceTable'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { useRouteParams } from '@/hooks/use-route'
import { ipVersionLabel } from '@/util/ip-pools'
import { formatUtilization } from '@/util/ip-ranges'
import type { IpVersion } from '~/store/api'
import type { PoolFields, PoolKind } from './pool-kind'

/** The pool a page or form under `ip-pools/:pool` or `subnet-pools/:pool` is opened on. */
export const useRoutePool = <Pool extends PoolFields>(kind: PoolKind<Pool>) =>
  kind.usePool(useRouteParams('pool').pool)

/** Why Delete is not offered: the pool still has blocks, or that is not known yet. */
function deletePoolReason(kind: PoolKind, blockCount: number | undefined) {
  if (blockCount === undefined) return kind.blocks.checkingReason
  return blockCount > 0 ? kind.blocks.hasReason : undefined
}

/**
 * A pool's Edit and Delete, in its page's menu and its row's. The server refuses to delete a pool
 * that still has blocks, so Delete says why instead of failing; the pool's silo links go with it.
 */
export function poolActions(
  kind: PoolKind,
  pool: string,
  blockCount: number | undefined,
  deletePool: () => Promise<unknown>,
): RowAction[] {
  return [
    {
      id: 'edit',
      label: 'Edit',
      href: kind.paths.edit({ pool }),
      requires: kind.permissions.update,
    },
    deleteAction({
      kind: kind.words.noun,
      name: pool,
      consequence: 'Its links to silos are removed too. This cannot be undone.',
      disabledReason: deletePoolReason(kind, blockCount),
      requires: kind.permissions.delete,
      run: deletePool,
    }),
  ]
}

/** 'remaining / capacity' of the pool's addresses; one request per rendered pool. */
export function PoolUtilization({ kind, pool }: { kind: PoolKind; pool: string }) {
  const query = kind.useUtilization(pool)
  return (
    <Lookup query={query} what="utilization">
      {formatUtilization}
    </Lookup>
  )
}

/**
 * Make default or clear default, and unlink, each through the confirm dialog: a default pool is
 * where the silo's new IPs or external subnets come from, so changing it is asked first.
 */
export function useLinkActions({ words, useSetDefault, useUnlink }: PoolKind) {
  const setDefault = useSetDefault()
  const unlink = useUnlink()
  const { noun, capitalNoun, handsOut, unlinkCaveat } = words
  return ({
    pool,
    silo,
    isDefault,
  }: {
    pool: string
    silo: string
    isDefault: boolean
  }): RowAction[] => [
    isDefault
      ? confirmedAction({
          id: 'clear-default',
          label: 'Clear default',
          title: `Clear default ${noun}`,
          content: `Stop using ${pool} as the default ${noun} of silo ${silo}? New ${handsOut} of its version will then come only from a pool the user names, until another pool is made the default.`,
          actionLabel: 'Clear default',
          errorTitle: `Could not clear the default ${noun}`,
          run: () => setDefault(pool, silo, false),
          requires: 'system.pool.link',
          success: `${pool} is no longer the default ${noun} of ${silo}`,
        })
      : confirmedAction({
          id: 'make-default',
          label: 'Make default',
          title: `Make default ${noun}`,
          content: `Make ${pool} the default ${noun} of silo ${silo}? New ${handsOut} of its version that do not name a pool will come from it; the current default stays linked but is no longer the default.`,
          actionLabel: 'Make default',
          variant: 'confirmation',
          errorTitle: `Could not make the ${noun} default`,
          run: () => setDefault(pool, silo, true),
          requires: 'system.pool.link',
          success: `${pool} is now the default ${noun} of ${silo}`,
        }),
    confirmedAction({
      id: 'unlink',
      label: 'Unlink',
      title: `Unlink ${noun}`,
      content: `Unlink ${pool} from silo ${silo}? The silo's users will no longer be able to take ${handsOut} from it.${unlinkCaveat ? ` ${unlinkCaveat}` : ''}`,
      errorTitle: `Could not unlink the ${noun}`,
      run: () => unlink(pool, silo),
      requires: 'system.pool.link',
      success: `${capitalNoun} ${pool} unlinked from ${silo}`,
    }),
  ]
}

/** A pool's IP version, in the pools list and in a silo's list of its pools. */
export const ipVersionColumn = <Row extends { ipVersion: IpVersion }>(): TableColumn<Row> => ({
  id: 'ip-version',
  name: 'IP version',
  minWidth: 110,
  sortValue: (pool) => pool.ipVersion,
  cell: (pool) => ipVersionLabel[pool.ipVersion],
})

/** Whether a link makes the pool the silo's default, on the pool's side and on the silo's. */
export const defaultColumn = <Row extends { isDefault: boolean }>(): TableColumn<Row> => ({
  id: 'default',
  name: 'Default',
  minWidth: 100,
  sortValue: (row) => (row.isDefault ? 0 : 1),
  cell: (row) => (row.isDefault ? 'Yes' : 'No'),
})
