import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { agoPhrase } from '@/util/relative-time'

/** How a state reads at a glance: resting states neutral or positive, trouble loud. */
export type StateTone = 'positive' | 'negative' | 'notice' | 'neutral' | 'informative'

/** 'importing_from_url' reads 'importing from url'. */
export const stateLabel = (state: string) => state.replaceAll('_', ' ')

/**
 * The one state badge of every stateful resource (instances, disks, snapshots, and the pages to
 * come): a status light in the state's tone, or a spinner while the resource is on its way to
 * another state (SPEC §4 transitional states). Each resource names its tones and which states
 * are in progress; `note` adds a word beside it ('due for restart').
 */
export function StateBadge({
  state,
  tone,
  inProgress = false,
  note,
  since,
}: {
  state: string
  tone: StateTone
  inProgress?: boolean
  note?: string
  /** When the resource entered the state: '3d ago' beside it. */
  since?: Date
}) {
  const label = stateLabel(state)
  return (
    <span className="state-badge">
      {inProgress ? (
        <>
          <ProgressCircle isIndeterminate size="S" aria-label={`${label}…`} />
          <span>{label}</span>
        </>
      ) : (
        <StatusLight variant={tone}>{label}</StatusLight>
      )}
      {note && <span className="state-badge-note">{note}</span>}
      {since && (
        // plain text, not a focusable tooltip: a click on it still selects the row
        <time className="state-badge-note" dateTime={since.toISOString()}>
          {agoPhrase(since)}
        </time>
      )}
    </span>
  )
}
