import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { actorGroups, OTHER_GROUP } from './actor-names'
import { formatStateValue } from './diagram-model'
import { formatPayload } from './format-payload'
import type { InspectedActor, InspectionStore, LogEntry } from './inspection-store'
import { decisionInWords } from './rule-decision'
import { StateChart } from './StateChart'

/** The panel's size (its width at the right, its height at the bottom), in pixels. */
const SIZES = {
  side: { initial: 480, min: 320, maxShare: 0.7 },
  bottom: { initial: 320, min: 160, maxShare: 0.8 },
}
/** Where the console's narrow layout starts (MainLayout.css): the panel docks at the bottom there. */
const NARROW = '(max-width: 767px)'
const KEY_STEP = 24

function useNarrow() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches)
  useEffect(() => {
    const query = window.matchMedia(NARROW)
    const change = () => setNarrow(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  return narrow
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hour12: false,
})

function ResizeHandle({
  narrow,
  size,
  onResize,
  panelId,
}: {
  narrow: boolean
  size: number
  onResize: (size: number) => void
  panelId: string
}) {
  const limits = narrow ? SIZES.bottom : SIZES.side
  const extent = narrow ? window.innerHeight : window.innerWidth
  const max = Math.round(extent * limits.maxShare)
  const clamp = (n: number) => Math.round(Math.min(max, Math.max(limits.min, n)))
  return (
    // a focusable separator is the ARIA pattern for a splitter (WAI-ARIA 1.2 "separator")
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot take focus or a value
    <div
      className="inspector-resize"
      role="separator"
      tabIndex={0}
      aria-label="Resize the inspector"
      aria-controls={panelId}
      aria-orientation={narrow ? 'horizontal' : 'vertical'}
      aria-valuenow={size}
      aria-valuemin={limits.min}
      aria-valuemax={max}
      onKeyDown={(event) => {
        const grow = narrow ? 'ArrowUp' : 'ArrowLeft'
        const shrink = narrow ? 'ArrowDown' : 'ArrowRight'
        if (event.key === grow) onResize(clamp(size + KEY_STEP))
        else if (event.key === shrink) onResize(clamp(size - KEY_STEP))
        else return
        event.preventDefault()
      }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        const move = (e: PointerEvent) =>
          onResize(clamp(narrow ? window.innerHeight - e.clientY : window.innerWidth - e.clientX))
        const target = event.currentTarget
        target.addEventListener('pointermove', move)
        target.addEventListener(
          'pointerup',
          () => target.removeEventListener('pointermove', move),
          { once: true },
        )
      }}
    />
  )
}

function ActorList({
  actors,
  selected,
  onSelect,
}: {
  actors: InspectedActor[]
  selected: string | undefined
  onSelect: (sessionId: string) => void
}) {
  const groups = [...actorGroups.map((g) => g.label), OTHER_GROUP]
    .map((label) => ({ label, actors: actors.filter((a) => a.group === label) }))
    .filter((group) => group.actors.length > 0)
  if (groups.length === 0) {
    return <p className="inspector-hint">No machine has started yet.</p>
  }
  return (
    <div className="inspector-groups">
      {groups.map((group) => (
        // unnamed, so not a landmark: the page's own may bear the same names (a list's scrolling
        // region 'Disks'), and landmarks must be told apart (axe landmark-unique); the heading
        // names the group
        <section key={group.label} className="inspector-group">
          <h4>{group.label}</h4>
          <ul className="inspector-list">
            {group.actors.map((actor) => (
              <li key={actor.sessionId}>
                <button
                  type="button"
                  className="inspector-row"
                  aria-pressed={actor.sessionId === selected}
                  data-stopped={actor.status !== 'active'}
                  onClick={() => onSelect(actor.sessionId)}
                >
                  <span className="inspector-row-name">{actor.name}</span>
                  <span className="inspector-state">
                    {actor.value !== undefined ? formatStateValue(actor.value) : actor.status}
                    {actor.status !== 'active' && actor.value !== undefined
                      ? ` (${actor.status})`
                      : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function RuleNote({ entry }: { entry: LogEntry }) {
  if (!entry.rule || typeof entry.before !== 'string') return null
  const { verdict, text, reference } = decisionInWords(entry.rule, entry.before)
  return (
    <p className="inspector-rule" data-allowed={entry.rule.allowed}>
      {`${verdict}. ${text} ${reference}`}
    </p>
  )
}

/** The event as sent, written out only when opened: a long log would otherwise cost a lot. */
function Payload({ entry }: { entry: LogEntry }) {
  const [open, setOpen] = useState(false)
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Payload of {entry.event.type}</summary>
      {open && <pre>{formatPayload(entry.event)}</pre>}
    </details>
  )
}

function EventLog({
  actor,
  viewing,
  onView,
}: {
  actor: InspectedActor
  viewing: number | undefined
  onView: (seq: number | undefined) => void
}) {
  const entries = [...actor.log].reverse()
  return (
    <ol className="inspector-log" aria-label={`Events of ${actor.name}, newest first`}>
      {entries.map((entry) => (
        <li key={entry.seq}>
          <button
            type="button"
            className="inspector-row"
            aria-pressed={entry.seq === viewing}
            onClick={() => onView(entry.seq === viewing ? undefined : entry.seq)}
          >
            <span className="inspector-time">{timeFormat.format(entry.time)}</span>
            <span className="inspector-row-name inspector-state">{entry.event.type}</span>
            <span className="inspector-state">
              {formatStateValue(entry.before)} → {formatStateValue(entry.after)}
            </span>
          </button>
          <RuleNote entry={entry} />
          <Payload entry={entry} />
        </li>
      ))}
    </ol>
  )
}

function ActorDetail({ actor }: { actor: InspectedActor }) {
  const [viewing, setViewing] = useState<number>()
  const entry = actor.log.find((e) => e.seq === viewing)
  // another actor, another log: back to the live chart
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the actor changes
  useEffect(() => setViewing(undefined), [actor.sessionId])
  const label = entry
    ? `${actor.name}, after ${entry.event.type} at ${timeFormat.format(entry.time)}`
    : `${actor.name}, live`
  return (
    <>
      <h3>Chart of {actor.name}</h3>
      {entry && (
        <p className="inspector-hint" role="status">
          Showing the chart after {entry.event.type} at {timeFormat.format(entry.time)} (view only).{' '}
          <button type="button" className="inspector-row" onClick={() => setViewing(undefined)}>
            Back to live
          </button>
        </p>
      )}
      {actor.machine ? (
        <StateChart
          // another actor's chart starts from the default view, following its current state
          key={actor.sessionId}
          machine={actor.machine}
          value={entry ? entry.after : actor.value}
          label={label}
        />
      ) : (
        <p className="inspector-hint">
          Not a state machine (a request or a socket): {actor.status}.
        </p>
      )}
      <h3>Events of {actor.name}</h3>
      <EventLog actor={actor} viewing={viewing} onView={setViewing} />
    </>
  )
}

/**
 * The inspector, docked beside the page (src/inspector/inspector-styles.ts): every actor, the
 * chart of the one selected, its events.
 */
export function InspectorPanel({
  store,
  onClose,
  focusOnOpen,
}: {
  store: InspectionStore
  onClose: () => void
  focusOnOpen: boolean
}) {
  useSyncExternalStore(store.subscribe, store.getVersion)
  const narrow = useNarrow()
  const [sizes, setSizes] = useState({ side: SIZES.side.initial, bottom: SIZES.bottom.initial })
  const size = narrow ? sizes.bottom : sizes.side
  const [selected, setSelected] = useState<string>()
  const panel = useRef<HTMLElement>(null)
  const panelId = 'console-inspector-panel'

  useEffect(() => {
    const html = document.documentElement
    html.style.setProperty('--inspector-size', `${size}px`)
    html.classList.add('inspector-docked')
  }, [size])
  useEffect(
    () => () => {
      document.documentElement.classList.remove('inspector-docked')
      document.documentElement.style.removeProperty('--inspector-size')
    },
    [],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it opens
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus()
  }, [])

  const actors = store.listed()
  const actor = selected ? store.actors.get(selected) : undefined
  return (
    <aside
      ref={panel}
      id={panelId}
      className="inspector"
      aria-labelledby="console-inspector-title"
      tabIndex={-1}
    >
      <ResizeHandle
        narrow={narrow}
        size={size}
        panelId={panelId}
        onResize={(next) =>
          setSizes((s) => (narrow ? { ...s, bottom: next } : { ...s, side: next }))
        }
      />
      <div className="inspector-header">
        <h2 id="console-inspector-title">Inspector</h2>
        <ActionButton size="S" onPress={() => store.clearStopped()}>
          Clear stopped
        </ActionButton>
        <ActionButton size="S" onPress={onClose}>
          Close inspector
        </ActionButton>
      </div>
      <div className="inspector-body">
        <h3>Actors</h3>
        <ActorList actors={actors} selected={selected} onSelect={setSelected} />
        {actor?.started ? (
          <ActorDetail actor={actor} />
        ) : (
          <p className="inspector-hint">Select an actor to see its chart and its events.</p>
        )}
      </div>
    </aside>
  )
}
