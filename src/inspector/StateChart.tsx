import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { ActionButtonGroup } from '@react-spectrum/s2/ActionButtonGroup'
import Target from '@react-spectrum/s2/icons/Target'
import ZoomFitToScreen from '@react-spectrum/s2/icons/ZoomFitToScreen'
import ZoomIn from '@react-spectrum/s2/icons/ZoomIn'
import ZoomOut from '@react-spectrum/s2/icons/ZoomOut'
import { Tooltip, TooltipTrigger } from '@react-spectrum/s2/Tooltip'
import {
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { mergeProps } from 'react-aria/mergeProps'
import { useMove } from 'react-aria/useMove'
import type { AnyStateMachine, StateValue } from 'xstate'
import { TOOLTIP_DELAY_MS } from '~/lib/constants'
import {
  type Box,
  type ChartView,
  clampScale,
  DEFAULT_SCALE,
  fitted,
  following,
  type Point,
  panned,
  type Size,
  viewBoxOf,
  ZOOM_STEP,
  zoomed,
} from './chart-view'
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

/** Pixels an arrow key moves the chart. */
const KEY_PAN = 48
/** A wheel's zoom per pixel it scrolls, with Ctrl or ⌘ held (a trackpad's pinch sends that). */
const WHEEL_ZOOM = 0.002

/** The size of an element's content box, as it changes (the panel resized, the window turned). */
function useContentSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<Size>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}

const viewBoxText = ({ x, y, width, height }: Box) => `${x} ${y} ${width} ${height}`

/** An icon button of the chart's tools, named by its tooltip's words. */
function Tool({ name, icon, onPress }: { name: string; icon: ReactElement; onPress: () => void }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <ActionButton aria-label={name} onPress={onPress}>
        {icon}
      </ActionButton>
      <Tooltip>{name}</Tooltip>
    </TooltipTrigger>
  )
}

/**
 * The machine as a statechart (plain SVG from elkjs's layout), its current states lit; with its
 * text alternative: the current state and the transitions that can leave it. It shows the
 * current state and where it can go at a legible size, and follows the machine until the user
 * moves it (chart-view.ts); Zoom in, Zoom out and Fit change what it shows, a drag or the arrow
 * keys move it, and Show current state goes back to following.
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
  const figure = useRef<HTMLElement>(null)
  const viewport = useContentSize(figure)
  /** The user's zoom, and where the user moved the chart to: unmoved, it follows the machine. */
  const [chosen, setChosen] = useState<{ scale: number; centre?: Point }>({
    scale: DEFAULT_SCALE,
  })
  const titleId = useId()
  const hintId = useId()
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
  const viewOf = (laid: DiagramLayout, size: Size, { scale, centre }: typeof chosen): ChartView =>
    centre ? { scale, centre } : following(laid, active, size, scale)
  const view = layout && viewport && viewOf(layout, viewport, chosen)

  /** Moves the view from where it is, so that each of a drag's quick moves counts. */
  const move = (to: (view: ChartView, laid: DiagramLayout, size: Size) => ChartView) =>
    setChosen((was) =>
      layout && viewport ? to(viewOf(layout, viewport, was), layout, viewport) : was,
    )
  const zoomBy = (factor: number) =>
    setChosen((was) => ({ ...was, scale: clampScale(was.scale * factor) }))
  const { moveProps } = useMove({
    onMove: ({ pointerType, deltaX, deltaY }) => {
      // a drag takes the chart along; an arrow key moves the view the arrow's way
      const by = pointerType === 'keyboard' ? -KEY_PAN : 1
      move((view, laid) => panned(view, { x: deltaX * by, y: deltaY * by }, laid))
    },
  })
  const onWheel = useEffectEvent((event: WheelEvent) => {
    const box = figure.current
    if (!box || !(event.ctrlKey || event.metaKey)) return
    event.preventDefault()
    const at = box.getBoundingClientRect()
    const anchor = {
      x: event.clientX - at.left - box.clientLeft,
      y: event.clientY - at.top - box.clientTop,
    }
    move((view, _, size) => zoomed(view, Math.exp(-event.deltaY * WHEEL_ZOOM), size, anchor))
  })
  useEffect(() => {
    const box = figure.current
    const wheel = (event: WheelEvent) => onWheel(event)
    // not passive: a pinch on the chart zooms the chart, not the page
    box?.addEventListener('wheel', wheel, { passive: false })
    return () => box?.removeEventListener('wheel', wheel)
  }, [])
  const keyOf = new Map(model.states.map((s) => [s.id, s.path.join('.') || s.key]))
  const leaving = availableTransitions(model, active)

  return (
    <div>
      <div className="inspector-chart-tools">
        <ActionButtonGroup aria-label="Chart view" size="S">
          <Tool name="Zoom in" icon={<ZoomIn />} onPress={() => zoomBy(ZOOM_STEP)} />
          <Tool name="Zoom out" icon={<ZoomOut />} onPress={() => zoomBy(1 / ZOOM_STEP)} />
          <Tool
            name="Fit"
            icon={<ZoomFitToScreen />}
            onPress={() => move((_, laid, size) => fitted(laid, size))}
          />
          <Tool
            name="Show current state"
            icon={<Target />}
            onPress={() => setChosen({ scale: DEFAULT_SCALE })}
          />
        </ActionButtonGroup>
        <p className="inspector-hint" id={hintId}>
          Move the chart by dragging it or with the arrow keys; zoom with + and -.
        </p>
      </div>
      <figure
        className="inspector-chart"
        ref={figure}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the chart once it has the focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Chart of ${label}`}
        aria-describedby={hintId}
        {...mergeProps(moveProps, {
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP)
            else if (event.key === '-') zoomBy(1 / ZOOM_STEP)
          },
        })}
      >
        {layout && view ? (
          <svg
            role="img"
            aria-labelledby={titleId}
            viewBox={viewBoxText(viewBoxOf(view, viewport))}
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
