import { StatusLight } from '@react-spectrum/s2/StatusLight'
import type { DiskStateName } from '~/machines/disk-rules'

type Variant = 'positive' | 'neutral' | 'notice' | 'negative' | 'informative'

/** Resting states neutral or positive, transitional and importing informative, trouble loud. */
const variants: Record<DiskStateName, Variant> = {
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

/** 'importing_from_url' reads 'importing from url'. */
export const diskStateLabel = (state: DiskStateName) => state.replaceAll('_', ' ')

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return (
    <StatusLight variant={variants[state]} size="S">
      {diskStateLabel(state)}
    </StatusLight>
  )
}
