/**
 * What the inventory pages share: the sled and rack routes' params and what a missing one is, the
 * rack column, the policy and state words an operator reads, and the provision-policy action with
 * its confirm, used by the sleds table and the sled page alike.
 */

import type { RowAction, TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { StateBadge } from '@/components/StateBadge'
import { Truncated } from '@/components/Truncated'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import type {
  PhysicalDisk,
  PhysicalDiskKind,
  Revived,
  Sled,
  SledProvisionPolicy,
} from '~/store/api'
import { useSledSetProvisionPolicyMutation } from '~/store/api/system-hardware'

/** How operators name a drive's form factor. */
export const formFactors: Record<PhysicalDiskKind, string> = { u2: 'U.2', m2: 'M.2' }

/** Pages under `system/inventory/sleds/:sledId`. */
export const useSledParams = () => useRouteParams('sledId')

/**
 * An id that names nothing (404), or is no id at all (the server's 400 for a path's uuid), is
 * a page not found rather than a failure (SPEC §8).
 */
export const isMissing = (error: unknown) => {
  const status = (error as { statusCode?: number } | undefined)?.statusCode
  return status === 404 || status === 400
}

/** A sled's or a switch's rack, linked to the rack's page. */
export const rackColumn = <T extends { rackId: string }>(
  maxLength: number,
  minWidth: number,
): TableColumn<T> => ({
  id: 'rack',
  name: 'Rack',
  minWidth,
  sortValue: (row) => row.rackId,
  cell: (row) => (
    <Truncated
      text={row.rackId}
      maxLength={maxLength}
      position="middle"
      href={pb.rack({ rackId: row.rackId })}
    />
  ),
})

/** The operator's policy of a sled or a physical disk, as words. */
export const policyLabel = (policy: { kind: 'in_service' | 'expunged' }) =>
  policy.kind === 'in_service' ? 'In service' : 'Expunged'

const provisionLabels: Record<SledProvisionPolicy, string> = {
  provisionable: 'Provisionable',
  non_provisionable: 'Not provisionable',
}

/** Whether new instances may land on the sled; an expunged sled never takes any. */
export const provisionLabel = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service'
    ? provisionLabels[sled.policy.provisionPolicy]
    : 'Not provisionable'

/**
 * A sled's policies in one word for tables: a sled in service either takes new instances or is
 * marked not to; an expunged one is gone for good.
 */
export const sledPolicyLabel = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'non_provisionable'
    ? 'Not provisionable'
    : policyLabel(sled.policy)

/** A sled's or a disk's state: active reads positive, decommissioned is over and done. */
export function HardwareStateBadge({ state }: { state: Sled['state'] | PhysicalDisk['state'] }) {
  return <StateBadge state={state} tone={state === 'active' ? 'positive' : 'neutral'} />
}

/** The contract's SledPolicy: expunging is terminal, so an expunged sled keeps its policy. */
export const EXPUNGED_REASON = 'An expunged sled is permanently out of service'

/**
 * 'Mark non-provisionable' or 'Mark provisionable' through the confirm dialog; unavailable, with
 * the reason, for an expunged sled.
 */
export function useProvisionPolicyAction() {
  const [setPolicy] = useSledSetProvisionPolicyMutation()
  return (sled: Revived<Sled>): RowAction => {
    const serial = sled.baseboard.serial
    const current = sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : undefined
    const next: SledProvisionPolicy =
      current === 'non_provisionable' ? 'provisionable' : 'non_provisionable'
    const run = () =>
      setPolicy({ sledId: sled.id, sledProvisionPolicyParams: { state: next } }).unwrap()
    return next === 'non_provisionable'
      ? confirmedAction({
          id: 'provision-policy',
          label: 'Mark non-provisionable',
          disabledReason: current ? undefined : EXPUNGED_REASON,
          title: 'Mark sled non-provisionable',
          content: `Are you sure you want to mark the sled ${serial} non-provisionable? No new instances will be placed on it; the instances it runs stay until they are moved off.`,
          actionLabel: 'Mark non-provisionable',
          errorTitle: 'Could not mark sled non-provisionable',
          run,
          success: `Sled ${serial} marked non-provisionable`,
        })
      : confirmedAction({
          id: 'provision-policy',
          label: 'Mark provisionable',
          title: 'Mark sled provisionable',
          content: `Are you sure you want to mark the sled ${serial} provisionable? New instances may be placed on it again.`,
          actionLabel: 'Mark provisionable',
          errorTitle: 'Could not mark sled provisionable',
          run,
          success: `Sled ${serial} marked provisionable`,
        })
  }
}
