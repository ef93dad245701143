import { StateBadge, type StateTone } from '@/components/StateBadge'
import { type DiskStateName, isTransitionalDiskState } from '~/machines/disk-rules'

/** Resting states neutral or positive, importing informative, trouble loud. */
const tones: Record<DiskStateName, StateTone> = {
  creating: 'informative',
  detached: 'neutral',
  import_ready: 'informative',
  importing_from_url: 'informative',
  importing_from_bulk_writes: 'informative',
  finalizing: 'informative',
  maintenance: 'notice',
  attaching: 'informative',
  attached: 'positive',
  detaching: 'informative',
  destroyed: 'negative',
  faulted: 'negative',
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return (
    <StateBadge state={state} tone={tones[state]} inProgress={isTransitionalDiskState(state)} />
  )
}
