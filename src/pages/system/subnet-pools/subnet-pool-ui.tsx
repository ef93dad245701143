/**
 * What the subnet pool pages and the silo's subnet pools tab share: the pool's route param, its
 * utilization as text, why a pool cannot be deleted yet, and the confirmed actions on a
 * pool–silo link (make or clear default, unlink), worded the same from either side.
 */

import { Lookup } from '@/components/Lookup'
import type { RowAction } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { useRouteParams } from '@/hooks/use-route'
import { formatUtilization } from '@/util/ip-ranges'
import {
  useSystemSubnetPoolSiloUnlinkMutation,
  useSystemSubnetPoolSiloUpdateMutation,
  useSystemSubnetPoolUtilizationViewQuery,
} from '~/store/api/system-subnet-pools'

/** Pages under /system/networking/subnet-pools/:pool. */
export const useSubnetPoolParams = () => useRouteParams('pool')

/**
 * The server refuses to delete a pool that still has members (mirage's system-subnet-pools
 * handler, as Nexus refuses an IP pool with ranges), so the console says so instead of failing.
 */
export const HAS_MEMBERS_REASON = 'Remove its members first'
export const CHECKING_MEMBERS_REASON = 'Checking its members…'

/** Why Delete is not offered: the pool still has members, or that is not known yet. */
export function deleteSubnetPoolReason(memberCount: number | undefined) {
  if (memberCount === undefined) return CHECKING_MEMBERS_REASON
  return memberCount > 0 ? HAS_MEMBERS_REASON : undefined
}

/** 'remaining / capacity' of the pool's addresses; one request per rendered pool. */
export function SubnetPoolUtilization({ pool }: { pool: string }) {
  const query = useSystemSubnetPoolUtilizationViewQuery({ pool })
  return (
    <Lookup query={query} what="utilization">
      {formatUtilization}
    </Lookup>
  )
}

/** The link form's words on what being the default means (SubnetPoolLinkSilo.is_default). */
export const DEFAULT_SUBNET_POOL_HINT =
  "The default pool is where the silo's new external subnets come from when no pool is named. A silo has one default per IP version; making this one the default replaces the current one."

/**
 * Make default or clear default, and unlink, each through the confirm dialog: a default pool is
 * where the silo's new external subnets come from, so changing it is asked first.
 */
export function useSubnetPoolLinkActions() {
  const [updateLink] = useSystemSubnetPoolSiloUpdateMutation()
  const [unlink] = useSystemSubnetPoolSiloUnlinkMutation()
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
          title: 'Clear default subnet pool',
          content: `Stop using ${pool} as the default subnet pool of silo ${silo}? New external subnets of its version will then come only from a pool the user names, until another pool is made the default.`,
          actionLabel: 'Clear default',
          errorTitle: 'Could not clear the default subnet pool',
          run: () =>
            updateLink({ pool, silo, subnetPoolSiloUpdate: { isDefault: false } }).unwrap(),
          success: `${pool} is no longer the default subnet pool of ${silo}`,
        })
      : confirmedAction({
          id: 'make-default',
          label: 'Make default',
          title: 'Make default subnet pool',
          content: `Make ${pool} the default subnet pool of silo ${silo}? New external subnets of its version that do not name a pool will come from it; the current default stays linked but is no longer the default.`,
          actionLabel: 'Make default',
          errorTitle: 'Could not make the subnet pool default',
          run: () => updateLink({ pool, silo, subnetPoolSiloUpdate: { isDefault: true } }).unwrap(),
          success: `${pool} is now the default subnet pool of ${silo}`,
        }),
    confirmedAction({
      id: 'unlink',
      label: 'Unlink',
      title: 'Unlink subnet pool',
      content: `Unlink ${pool} from silo ${silo}? The silo's users will no longer be able to take external subnets from it.`,
      errorTitle: 'Could not unlink the subnet pool',
      run: () => unlink({ pool, silo }).unwrap(),
      success: `Subnet pool ${pool} unlinked from ${silo}`,
    }),
  ]
}
