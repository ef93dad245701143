/**
 * The serial console's history pane (issue 49): everything this tab has seen of the instance's
 * serial output as plain text, across reboots (serial-history.ts), with Pause, Search (matches
 * highlighted, next and previous), Copy all and Download .log. The live terminal above it stays
 * for typing.
 */
import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Button } from '@react-spectrum/s2/Button'
import { SearchField } from '@react-spectrum/s2/SearchField'
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { CopyButton } from '@/components/CopyButton'
import { saveResponse } from '@/util/download'
import { formatBytes } from '@/util/units'
import {
  arrivedWhilePaused,
  findMatches,
  HISTORY_LIMIT_BYTES,
  historyFileName,
  historyText,
  MAX_MATCHES,
  type Match,
  pause,
  resume,
  shownText,
  stepMatch,
} from './serial-history'
import type { HistoryStore } from './serial-history-store'

/** What the search says of its matches, for the status beside it. */
function matchSummary(query: string, count: number, current: number) {
  if (query === '') return ''
  if (count === 0) return 'No matches'
  const total = count === MAX_MATCHES ? `${MAX_MATCHES}+` : String(count)
  return current < 0 ? `${total} matches` : `Match ${current + 1} of ${total}`
}

/** The shown text with its matches marked; the current one apart, to scroll to. */
function MarkedText({
  text,
  matches,
  current,
  currentRef,
}: {
  text: string
  matches: Match[]
  current: number
  currentRef: React.Ref<HTMLElement>
}) {
  // each piece is keyed by where it starts in the text
  const parts: React.ReactNode[] = []
  let from = 0
  for (const [index, match] of matches.entries()) {
    parts.push(<Fragment key={`text-${from}`}>{text.slice(from, match.start)}</Fragment>)
    const isCurrent = index === current
    parts.push(
      <mark
        key={`match-${match.start}`}
        className={isCurrent ? 'serial-history-current' : undefined}
        aria-current={isCurrent ? 'true' : undefined}
        ref={isCurrent ? currentRef : undefined}
      >
        {text.slice(match.start, match.end)}
      </mark>,
    )
    from = match.end
  }
  parts.push(<Fragment key={`text-${from}`}>{text.slice(from)}</Fragment>)
  return parts
}

export function SerialHistoryPane({ store, instance }: { store: HistoryStore; instance: string }) {
  const history = useSyncExternalStore(store.subscribe, store.get)
  // up to 5 MiB of text: joined once per change of the history, not once per render
  const whole = useMemo(() => historyText(history), [history])
  const text = useMemo(() => shownText(history), [history])
  const [query, setQuery] = useState('')
  const [current, setCurrent] = useState(-1)
  const matches = useMemo(() => findMatches(text, query), [text, query])
  const log = useRef<HTMLPreElement>(null)
  const currentMark = useRef<HTMLElement>(null)
  const paused = history.paused !== null

  // new output scrolls the log to its end, unless paused or going through matches
  useLayoutEffect(() => {
    const element = log.current
    if (element && !paused && current < 0 && text) element.scrollTop = element.scrollHeight
  }, [text, paused, current])
  useEffect(() => {
    if (current >= 0) currentMark.current?.scrollIntoView({ block: 'nearest' })
  }, [current])

  const step = (direction: 'next' | 'previous') =>
    setCurrent((at) => stepMatch(at, matches.length, direction))
  const download = () =>
    saveResponse(
      new Response(new Blob([historyText(store.get())], { type: 'text/plain' })),
      historyFileName(instance, new Date()),
    )

  return (
    <section className="serial-history" aria-labelledby="serial-history-title">
      <div className="serial-history-toolbar">
        <h2 id="serial-history-title" className="section-title">
          History
        </h2>
        <ActionButton onPress={() => store.update(paused ? resume : pause)}>
          {paused ? 'Resume' : 'Pause'}
        </ActionButton>
        <SearchField
          label="Search history"
          labelPosition="side"
          value={query}
          onChange={(value) => {
            setQuery(value)
            setCurrent(-1)
          }}
          onSubmit={() => step('next')}
          // room for a log line's words beside its label; S2 sizes the field from its root
          UNSAFE_style={{ width: '16rem', maxWidth: '100%' }}
        />
        <ActionButton isDisabled={matches.length === 0} onPress={() => step('previous')}>
          Previous match
        </ActionButton>
        <ActionButton isDisabled={matches.length === 0} onPress={() => step('next')}>
          Next match
        </ActionButton>
        <span className="serial-history-matches" aria-live="polite">
          {matchSummary(query, matches.length, current)}
        </span>
        <CopyButton text={whole} label="Copy all" />
        <Button variant="secondary" onPress={() => void download()}>
          Download .log
        </Button>
      </div>
      <p className="serial-history-notes" aria-live="polite">
        {paused ? `Paused: ${formatBytes(arrivedWhilePaused(history))} arrived since. ` : ''}
        {history.droppedBytes > 0
          ? `Older output dropped (${formatBytes(history.droppedBytes)}): the history keeps the last ${formatBytes(HISTORY_LIMIT_BYTES)} of this instance.`
          : ''}
      </p>
      {/*
        focusable, so a keyboard scrolls it (WCAG 2.1.1); a log that does not speak each line as
        it arrives: the live terminal above already does (its screen reader mode)
      */}
      <pre
        className="serial-history-log"
        ref={log}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region takes the keyboard
        tabIndex={0}
        role="log"
        aria-live="off"
        aria-label="Serial history"
      >
        {text === '' ? (
          <span className="serial-history-empty">
            Nothing yet: output shows here as it arrives.
          </span>
        ) : (
          <MarkedText text={text} matches={matches} current={current} currentRef={currentMark} />
        )}
      </pre>
    </section>
  )
}
