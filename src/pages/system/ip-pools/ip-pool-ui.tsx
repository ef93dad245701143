/**
 * What the IP pool pages and the silo's IP pools tab share: the pool's route param, its
 * utilization as text, why a pool cannot be deleted yet, and the confirmed actions on a
 * pool–silo link (make or clear default, unlink), worded the same from either side.
 */

import { Lookup } from '@/components/Lookup'
import type { RowAction } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { useRouteParams } from '@/hooks/use-route'
import { formatUtilization } from '@/util/ip-ranges'
import {
  useSystemIpPoolSiloUnlinkMutation,
  useSystemIpPoolSiloUpdateMutation,
  useSystemIpPoolUtilizationViewQuery,
} from '~/store/api/system-ip-pools'

/** A section's action beside its text: on a narrow screen the text wraps, the button does not. */
export const keepWidth = { flexShrink: 0 } as const

/** Pages under /system/networking/ip-pools/:pool. */
export const useIpPoolParams = () => useRouteParams('pool')

/** The server refuses to delete a pool with ranges (contract, Nexus), so the console says so. */
export const HAS_RANGES_REASON = 'Remove its IP ranges first'
export const CHECKING_RANGES_REASON = 'Checking its IP ranges…'

/** Why Delete is not offered: the pool still has ranges, or that is not known yet. */
export function deletePoolReason(rangeCount: number | undefined) {
  if (rangeCount === undefined) return CHECKING_RANGES_REASON
  return rangeCount > 0 ? HAS_RANGES_REASON : undefined
}

/** 'remaining / capacity' of the pool's addresses; one request per rendered pool. */
export function PoolUtilization({ pool }: { pool: string }) {
  const query = useSystemIpPoolUtilizationViewQuery({ pool })
  return (
    <Lookup query={query} what="utilization">
      {formatUtilization}
    </Lookup>
  )
}

/**
 * Make default or clear default, and unlink, each through the confirm dialog: a default pool is
 * where the silo's new IPs come from, so changing it is asked first.
 */
export function useLinkActions() {
  const [updateLink] = useSystemIpPoolSiloUpdateMutation()
  const [unlink] = useSystemIpPoolSiloUnlinkMutation()
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
          title: 'Clear default IP pool',
          content: `Stop using ${pool} as the default IP pool of silo ${silo}? New IPs of its version will then come only from a pool the user names, until another pool is made the default.`,
          actionLabel: 'Clear default',
          errorTitle: 'Could not clear the default IP pool',
          run: () => updateLink({ pool, silo, ipPoolSiloUpdate: { isDefault: false } }).unwrap(),
          success: `${pool} is no longer the default IP pool of ${silo}`,
        })
      : confirmedAction({
          id: 'make-default',
          label: 'Make default',
          title: 'Make default IP pool',
          content: `Make ${pool} the default IP pool of silo ${silo}? New IPs of its version that do not name a pool will come from it; the current default stays linked but is no longer the default.`,
          actionLabel: 'Make default',
          errorTitle: 'Could not make the IP pool default',
          run: () => updateLink({ pool, silo, ipPoolSiloUpdate: { isDefault: true } }).unwrap(),
          success: `${pool} is now the default IP pool of ${silo}`,
        }),
    confirmedAction({
      id: 'unlink',
      label: 'Unlink',
      title: 'Unlink IP pool',
      content: `Unlink ${pool} from silo ${silo}? The silo's users will no longer be able to take IPs from it. The server refuses while the silo holds addresses from it.`,
      errorTitle: 'Could not unlink the IP pool',
      run: () => unlink({ pool, silo }).unwrap(),
      success: `IP pool ${pool} unlinked from ${silo}`,
    }),
  ]
}
