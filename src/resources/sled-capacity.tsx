/**
 * A sled's headroom as the Sleds tab and a sled's page show it: vCPUs and memory allocated against
 * usable ('96 / 128 vCPU', '640 / 1,024 GiB') with a bar, or why the sled takes no new instances;
 * and, for a fleet viewer choosing an instance's size, whether one sled has room for it.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { skipToken } from '@reduxjs/toolkit/query'
import { listSubscription } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { formatShare, shareBarValue } from '@/util/capacity'
import { formatBytes, formatBytesOf, GiB } from '@/util/units'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { INSTANCE_MAX_CPU, INSTANCE_MAX_RAM_GiB } from '~/lib/constants'
import { type Share, type SledAllocation, sledAllocation, sledRoom } from '~/lib/sled-capacity'
import { type FitShortfall, type InstanceShape, largestFit, type SledRoom } from '~/lib/sled-fit'
import { wholeListArgs } from '~/lib/whole-list'
import type { Sled } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import {
  type SledHolding,
  useSledAllocatedQuery,
  useSledListQuery,
} from '~/store/api/system-hardware'

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

/** The largest instance the API accepts (SPEC §9), in the shape lib/sled-fit.ts weighs. */
export const INSTANCE_SIZE_LIMITS = { ncpus: INSTANCE_MAX_CPU, memory: INSTANCE_MAX_RAM_GiB * GiB }

/** The sleds in service: an expunged sled's hardware is gone for good, no part of the room. */
export const sledsInService = (sleds: readonly Sled[] | undefined) =>
  (sleds ?? []).filter((sled) => sled.policy.kind === 'in_service')

/** Each sled in service with what its instances hold (`held`, from useSledAllocated). */
export const sledsWithAllocation = (
  inService: readonly Sled[],
  held: Record<string, { vcpus: number; memory: number }>,
) =>
  inService.map((sled) => ({
    sled,
    allocation: sledAllocation(sled, held[sled.id] ?? { vcpus: 0, memory: 0 }),
  }))

/**
 * Each sled's room for new instances. Only a fleet viewer may read the sleds (`mayRead`); anyone
 * else sees nothing of them. `rooms` is undefined while they load.
 */
export function useSledRooms(): {
  mayRead: boolean
  rooms: SledRoom[] | undefined
  /** Which instances run on each sled, by sled id (for anti-affinity, lib/sled-fit.ts). */
  instancesBySled: Record<string, SledHolding> | undefined
} {
  const { data: me } = useCurrentUserViewQuery()
  const mayRead = me?.fleetViewer ?? false
  const sleds = useSledListQuery(mayRead ? wholeListArgs({}) : skipToken)
  const inService = sledsInService(sleds.data?.items)
  const allocated = useSledAllocated(mayRead ? inService.map((sled) => sled.id) : [])
  const held = allocated.data
  if (!mayRead || !sleds.data || !held) {
    return { mayRead, rooms: undefined, instancesBySled: undefined }
  }
  return {
    mayRead,
    rooms: sledsWithAllocation(inService, held).map(({ sled, allocation }) =>
      sledRoom(sled.id, allocation),
    ),
    instancesBySled: held,
  }
}

/** '60 vCPUs and 872 GiB': an instance's size. */
export const shapeWords = ({ ncpus, memory }: { ncpus: number; memory: number }) =>
  `${ncpus} vCPU${ncpus === 1 ? '' : 's'} and ${formatBytes(memory, 0)}`

/** The largest instance one sled can take now (lib/sled-fit.ts largestFit), in a sentence. */
export const largestFitWords = (largest: InstanceShape | undefined) =>
  largest
    ? `The largest instance one sled can take now: ${shapeWords(largest)}.`
    : 'No sled can take a new instance now.'

/** 'anti-affinity group spread', 'anti-affinity groups spread and quiet' */
const groupWords = (names: readonly string[]) =>
  names.length === 1
    ? `anti-affinity group ${names[0]}`
    : `anti-affinity groups ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** The sentence for a size no sled can take now (lib/sled-fit.ts fitShortfall). */
export function shortfallWords(shape: { ncpus: number; memory: number }, shortfall: FitShortfall) {
  const memory = formatBytes(shape.memory, 0)
  const lacking = {
    vcpus: `No sled has ${shape.ncpus} vCPUs free now`,
    memory: `No sled has ${memory} of memory free now`,
    'both together': `No sled has ${shape.ncpus} vCPUs and ${memory} free together now`,
    'any sled': 'No sled takes new instances now',
    'a sled apart': `No sled without a member of ${groupWords(shortfall.groups ?? [])} has ${shapeWords(shape)} free now`,
  }[shortfall.lacking]
  return shortfall.largest
    ? `${lacking}; the largest that fits is ${shapeWords(shortfall.largest)}.`
    : `${lacking}.`
}

/**
 * On an instance's page after the server refused to start it for want of one sled with room (a
 * placement 507, lib/capacity-refusal.ts): what that means and what to try, in the words a silo
 * user understands, and for a fleet viewer the largest instance that fits now and the sleds.
 */
export function PlacementRefusalNotice({ onDismiss }: { onDismiss: () => void }) {
  const { rooms } = useSledRooms()
  return (
    <InlineAlert variant="notice" UNSAFE_className="placement-refusal">
      <Heading level={2}>No sled can take this instance now</Heading>
      <Content>
        <p>{PLACEMENT_EXPLANATION}</p>
        {rooms && (
          <p>
            {largestFitWords(largestFit(rooms, INSTANCE_SIZE_LIMITS))}{' '}
            <Link href={pb.sledInventory()}>See the sleds</Link>
          </p>
        )}
        <Button variant="secondary" size="S" onPress={onDismiss}>
          Dismiss
        </Button>
      </Content>
    </InlineAlert>
  )
}
