/**
 * Which part of a state chart the inspector shows, and how large (StateChart.tsx). A view is the
 * chart's point at the middle of the panel's chart box and the pixels drawn per unit of the
 * layout (diagram-layout.ts). At the default scale the chart's text is drawn at the size the
 * layout measured it for, 13 px for a state's name and 11 px for an event: legible, where the
 * whole chart fitted to the panel was not. So by default the chart shows the current state and
 * where it can go, and moves with the machine until the user moves it.
 */
import type { DiagramLayout } from './diagram-layout'

export interface Point {
  x: number
  y: number
}
export interface Size {
  width: number
  height: number
}
export interface Box extends Point, Size {}

export interface ChartView {
  /** The chart's point at the middle of the box it is drawn in. */
  centre: Point
  /** Pixels per unit of the layout. */
  scale: number
}

export const DEFAULT_SCALE = 1
/** Far enough out to fit the largest machine (the instance's) in a phone's panel. */
export const MIN_SCALE = 0.2
export const MAX_SCALE = 3
/** One press of Zoom in, or of Zoom out the other way. */
export const ZOOM_STEP = 1.25
/** Room left around a fitted chart, in pixels. */
const FIT_MARGIN = 8

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

const middleOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

/** The smallest box holding all the boxes; undefined for none. */
export function union(boxes: Box[]): Box | undefined {
  if (boxes.length === 0) return undefined
  const left = Math.min(...boxes.map((b) => b.x))
  const top = Math.min(...boxes.map((b) => b.y))
  const right = Math.max(...boxes.map((b) => b.x + b.width))
  const bottom = Math.max(...boxes.map((b) => b.y + b.height))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** The part of the chart a view shows in a box of `viewport` pixels: the SVG's viewBox. */
export function viewBoxOf({ centre, scale }: ChartView, viewport: Size): Box {
  const width = viewport.width / scale
  const height = viewport.height / scale
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height }
}

/**
 * Zoomed by `factor` within the scale's limits, the chart's point under `anchor` (pixels from the
 * viewport's top left: a wheel's pointer) staying where it is; the middle by default (a button).
 */
export function zoomed(
  view: ChartView,
  factor: number,
  viewport: Size,
  anchor: Point = { x: viewport.width / 2, y: viewport.height / 2 },
): ChartView {
  const scale = clampScale(view.scale * factor)
  const offset = { x: anchor.x - viewport.width / 2, y: anchor.y - viewport.height / 2 }
  const under = {
    x: view.centre.x + offset.x / view.scale,
    y: view.centre.y + offset.y / view.scale,
  }
  return { scale, centre: { x: under.x - offset.x / scale, y: under.y - offset.y / scale } }
}

/**
 * Moved with a drag of `by` pixels (the chart follows the pointer), its middle kept over the chart
 * so that the chart cannot be pushed out of sight.
 */
export function panned(view: ChartView, by: Point, chart: Size): ChartView {
  return {
    scale: view.scale,
    centre: {
      x: clamp(view.centre.x - by.x / view.scale, 0, chart.width),
      y: clamp(view.centre.y - by.y / view.scale, 0, chart.height),
    },
  }
}

/** The whole chart, as large as fits in the viewport and never larger than the default. */
export function fitted(chart: Size, viewport: Size): ChartView {
  const scale = clampScale(
    Math.min(
      DEFAULT_SCALE,
      (viewport.width - 2 * FIT_MARGIN) / chart.width,
      (viewport.height - 2 * FIT_MARGIN) / chart.height,
    ),
  )
  return { scale, centre: middleOf({ x: 0, y: 0, ...chart }) }
}

/** Room kept between the current state and the edge of the view, in units of the layout. */
const FOCUS_MARGIN = 16

/**
 * Where along one axis the view's middle goes: as near `want` as keeps the span `keep` in view
 * (where it can be), and the view within the chart's `extent` where the chart is the larger.
 */
function placeOnAxis(want: number, keep: [number, number], half: number, extent: number) {
  const inChart = extent > 2 * half ? clamp(want, half, extent - half) : extent / 2
  // the margin round the state does not reach past the chart's edge
  const [from, to] = [Math.max(0, keep[0]), Math.min(extent, keep[1])]
  if (to - from > 2 * half) return (from + to) / 2
  return clamp(inChart, to - half, from + half)
}

/**
 * The view that follows the machine, at `scale`: the current state in view, and around it as
 * much of its neighbourhood (the transitions leaving it and the states they lead to) as fits,
 * as near the middle as the chart's edges allow; the whole chart's middle when no state is lit.
 */
export function following(
  layout: Pick<DiagramLayout, 'width' | 'height' | 'states' | 'edges'>,
  active: Set<string>,
  viewport: Size,
  scale: number,
): ChartView {
  // a compound state is lit around the state the machine is in: its box holds far more
  const lit = layout.states.filter((s) => !s.compound && active.has(s.state.id))
  const current = union(lit)
  if (!current) return { scale, centre: middleOf({ x: 0, y: 0, ...layout }) }
  const leaving = layout.edges.filter((e) => active.has(e.sourceId))
  const targets = new Set(leaving.map((e) => e.targetId))
  const around = middleOf(
    union([
      current,
      ...leaving.map((e) => e.label),
      ...layout.states.filter((s) => targets.has(s.state.id)),
    ]) as Box,
  )
  const { width, height } = viewBoxOf({ centre: around, scale }, viewport)
  return {
    scale,
    centre: {
      x: placeOnAxis(
        around.x,
        [current.x - FOCUS_MARGIN, current.x + current.width + FOCUS_MARGIN],
        width / 2,
        layout.width,
      ),
      y: placeOnAxis(
        around.y,
        [current.y - FOCUS_MARGIN, current.y + current.height + FOCUS_MARGIN],
        height / 2,
        layout.height,
      ),
    },
  }
}
