import { useEffect, useId, useRef, useState } from 'react'
import type { AnyStateMachine, StateValue } from 'xstate'
import { type DiagramLayout, layoutDiagram, transitionLabel } from './diagram-layout'
import {
  activeStateIds,
  availableTransitions,
  type DiagramModel,
  diagramModel,
  formatStateValue,
} from './diagram-model'

/** Each machine is modelled and laid out once, however often it is shown. */
const charts = new WeakMap<
  AnyStateMachine,
  { model: DiagramModel; layout: Promise<DiagramLayout> }
>()

function chartOf(machine: AnyStateMachine) {
  let chart = charts.get(machine)
  if (!chart) {
    const model = diagramModel(machine)
    chart = { model, layout: layoutDiagram(model) }
    charts.set(machine, chart)
  }
  return chart
}

const MARGIN = 8

/**
 * The machine as a statechart (plain SVG from elkjs's layout), its current states lit; with its
 * text alternative: the current state and the transitions that can leave it.
 */
export function StateChart({
  machine,
  value,
  label,
}: {
  machine: AnyStateMachine
  value: StateValue | undefined
  /** What the chart shows, for its accessible name: `Instance db1, live`. */
  label: string
}) {
  const { model, layout: pending } = chartOf(machine)
  const [layout, setLayout] = useState<DiagramLayout>()
  const [failed, setFailed] = useState<string>()
  const [fit, setFit] = useState(false)
  const figure = useRef<HTMLElement>(null)
  const titleId = useId()
  const markerId = useId()
  useEffect(() => {
    let current = true
    setLayout(undefined)
    pending.then(
      (laid) => current && setLayout(laid),
      (error: unknown) => current && setFailed(String(error)),
    )
    return () => {
      current = false
    }
  }, [pending])

  const active = activeStateIds(model, value)
  const current = formatStateValue(value)

  // a chart larger than the panel scrolls to the lit state as it moves
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the state or the view changes
  useEffect(() => {
    const box = figure.current
    const lit = box?.querySelector('[data-active="true"][data-compound="false"] > rect')
    if (!box || !lit) return
    const at = lit.getBoundingClientRect()
    const view = box.getBoundingClientRect()
    if (at.left < view.left || at.right > view.right) box.scrollLeft += at.left - view.left - 24
    if (at.top < view.top || at.bottom > view.bottom) box.scrollTop += at.top - view.top - 24
  }, [current, layout, fit])
  const keyOf = new Map(model.states.map((s) => [s.id, s.path.join('.') || s.key]))
  const leaving = availableTransitions(model, active)

  return (
    <div>
      <button
        type="button"
        className="inspector-row inspector-fit"
        aria-pressed={fit}
        onClick={() => setFit(!fit)}
      >
        Fit the chart to the panel
      </button>
      {/* focusable, so that a keyboard scrolls a chart larger than the panel */}
      <figure
        className="inspector-chart"
        ref={figure}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Chart of ${label}, scrollable`}
      >
        {layout ? (
          <svg
            role="img"
            aria-labelledby={titleId}
            width={fit ? '100%' : layout.width + 2 * MARGIN}
            height={fit ? undefined : layout.height + 2 * MARGIN}
            viewBox={`${-MARGIN} ${-MARGIN} ${layout.width + 2 * MARGIN} ${layout.height + 2 * MARGIN}`}
          >
            <title id={titleId}>{`Statechart of ${label}: in ${current}`}</title>
            <defs>
              <marker
                id={markerId}
                viewBox="0 0 10 10"
                refX="10"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path className="inspector-chart-arrow" d="M 0 0 L 10 5 L 0 10 z" />
              </marker>
            </defs>
            {layout.states.map((placed) => (
              <g
                key={placed.state.id}
                className="inspector-chart-state"
                data-active={active.has(placed.state.id)}
                data-compound={placed.compound}
                data-state={placed.state.id}
              >
                <rect
                  x={placed.x}
                  y={placed.y}
                  width={placed.width}
                  height={placed.height}
                  rx={placed.state.type === 'final' ? 2 : 8}
                />
                <text x={placed.x + 10} y={placed.y + 20} fontWeight={placed.compound ? 600 : 400}>
                  {placed.state.initial ? '→ ' : ''}
                  {placed.state.key}
                  {placed.state.type === 'final' ? ' (final)' : ''}
                </text>
                {placed.staying.length > 0 && (
                  <text className="inspector-chart-note" x={placed.x + 10} y={placed.y + 34}>
                    {placed.compound
                      ? `${placed.staying.length} transitions from any state inside`
                      : `${placed.staying.length} events stay here`}
                  </text>
                )}
              </g>
            ))}
            {layout.edges.map((edge) => (
              <g key={edge.id} className="inspector-chart-edge">
                <path
                  d={edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ')}
                  markerEnd={`url(#${markerId})`}
                />
                <rect {...edge.label} opacity={0.85} />
                {edge.lines.map((line, i) => (
                  <text key={line} x={edge.label.x + 4} y={edge.label.y + 13 + i * 14}>
                    {line}
                  </text>
                ))}
              </g>
            ))}
          </svg>
        ) : (
          <p className="inspector-hint" role="status">
            {failed ? `The chart could not be laid out: ${failed}` : 'Laying out the chart…'}
          </p>
        )}
      </figure>
      <div className="inspector-alt">
        <p>
          Current state: <strong className="inspector-state">{current}</strong>
        </p>
        <details>
          <summary>
            Transitions from {current} ({leaving.length})
          </summary>
          <ul>
            {leaving.map((t) => (
              <li key={transitionLabel(t)}>
                <span className="inspector-state">{transitionLabel(t)}</span>
                {' → '}
                {t.targetIds.length > 0
                  ? t.targetIds.map((id) => keyOf.get(id) ?? id).join(', ')
                  : 'stays'}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </div>
  )
}
