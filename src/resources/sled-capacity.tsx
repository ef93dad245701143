/**
 * A sled's headroom as the Sleds tab and a sled's page show it: vCPUs and memory allocated against
 * usable ('96 / 128 vCPU', '640 / 1,024 GiB') with a bar, or why the sled takes no new instances.
 */
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { skipToken } from '@reduxjs/toolkit/query'
import { listSubscription } from '@/hooks/use-resource-list'
import { formatShare, shareBarValue } from '@/util/capacity'
import { formatBytesOf } from '@/util/units'
import type { Share, SledAllocation } from '~/lib/sled-capacity'
import { useSledAllocatedQuery } from '~/store/api/system-hardware'

export type SledResource = 'vcpus' | 'memory'

/** '96 / 128 vCPU', '640 / 1,024 GiB': allocated against usable. */
export const formatSledShare = (resource: SledResource, { allocated, usable }: Share) =>
  resource === 'vcpus'
    ? `${allocated.toLocaleString('en-US')} / ${usable.toLocaleString('en-US')} vCPU`
    : formatBytesOf(allocated, usable, 'GiB')

/**
 * What the sleds' instances hold, kept up like the Sleds list itself (listSubscription): asked
 * again at the list's pace and when the user comes back to the window, so an instance started or
 * stopped elsewhere shows.
 */
export const useSledAllocated = (sledIds: string[]) =>
  useSledAllocatedQuery(
    sledIds.length > 0 ? { sledIds } : skipToken,
    listSubscription({ moving: false, paused: false }),
  )

/**
 * One resource of a sled: the figures over a bar of how much is taken; on a sled that takes no new
 * instances (its policy, its state, or a resource it has no more of), the figures over why.
 */
export function SledShare({
  allocation,
  resource,
}: {
  allocation: SledAllocation
  resource: SledResource
}) {
  const share = allocation[resource]
  const figures = formatSledShare(resource, share)
  if (allocation.noRoom) {
    return (
      <span className="sled-share">
        <span>{figures}</span>
        <span className="sled-share-reason">{allocation.noRoom}</span>
      </span>
    )
  }
  // a progress bar rather than S2's Meter: axe does not read the Meter's role (utilization-ui.tsx)
  return (
    <ProgressBar
      label={figures}
      value={shareBarValue(share.allocated, share.usable)}
      valueLabel={formatShare(share.allocated, share.usable)}
      size="S"
      UNSAFE_className="sled-share"
      UNSAFE_style={{ width: '100%' }}
    />
  )
}
