// @vitest-environment node
import {
  type Box,
  type ChartView,
  clampScale,
  DEFAULT_SCALE,
  fitted,
  following,
  MAX_SCALE,
  MIN_SCALE,
  type Point,
  panned,
  type Size,
  union,
  viewBoxOf,
  ZOOM_STEP,
  zoomed,
} from './chart-view'
import type { LaidOutEdge, LaidOutState } from './diagram-layout'

const viewport: Size = { width: 400, height: 300 }
const at = (x: number, y: number, scale = 1): ChartView => ({ centre: { x, y }, scale })

describe('the zoom’s limits', () => {
  it.each([
    ['within them', 1.5, 1.5],
    ['below the least', 0.05, MIN_SCALE],
    ['above the most', 10, MAX_SCALE],
  ])('%s: %d → %d', (_, scale, clamped) => {
    expect(clampScale(scale)).toBe(clamped)
  })
})

describe('the part of the chart a view shows', () => {
  it.each<[string, ChartView, Box]>([
    ['at its own size', at(200, 150), { x: 0, y: 0, width: 400, height: 300 }],
    ['twice as large: half as much', at(200, 150, 2), { x: 100, y: 75, width: 200, height: 150 }],
    ['half as large: twice as much', at(0, 0, 0.5), { x: -400, y: -300, width: 800, height: 600 }],
  ])('%s', (_, view, box) => {
    expect(viewBoxOf(view, viewport)).toEqual(box)
  })
})

describe('zooming', () => {
  it.each<[string, ChartView, number, Point | undefined, ChartView]>([
    ['in, about the middle', at(50, 60), ZOOM_STEP, undefined, at(50, 60, ZOOM_STEP)],
    ['out, about the middle', at(50, 60), 1 / ZOOM_STEP, undefined, at(50, 60, 1 / ZOOM_STEP)],
    // the point under the pointer, 100 px right of the middle, was x 150 and stays under it
    ['in, about a pointer', at(50, 60), 2, { x: 300, y: 150 }, at(100, 60, 2)],
    ['no further than the most', at(50, 60, MAX_SCALE), 2, undefined, at(50, 60, MAX_SCALE)],
    ['no further than the least', at(50, 60, MIN_SCALE), 0.5, undefined, at(50, 60, MIN_SCALE)],
  ])('%s', (_, view, factor, anchor, expected) => {
    expect(zoomed(view, factor, viewport, anchor)).toEqual(expected)
  })
})

describe('panning', () => {
  const chart: Size = { width: 1000, height: 800 }
  it.each<[string, ChartView, Point, ChartView]>([
    ['a drag to the right shows what is to the left', at(500, 400), { x: 100, y: 0 }, at(400, 400)],
    [
      'zoomed in, a drag moves less of the chart',
      at(500, 400, 2),
      { x: 0, y: 100 },
      at(500, 350, 2),
    ],
    ['no further than the chart’s left edge', at(50, 400), { x: 100, y: 0 }, at(0, 400)],
    ['no further than its bottom edge', at(500, 780), { x: 0, y: -100 }, at(500, 800)],
  ])('%s', (_, view, by, expected) => {
    expect(panned(view, by, chart)).toEqual(expected)
  })
})

describe('fitting the chart to the viewport', () => {
  it.each<[string, Size, ChartView]>([
    // (400 − 16) / 768 = 0.5 across, (300 − 16) / 284 = 1 down: the width decides
    ['a wide chart, by its width', { width: 768, height: 284 }, at(384, 142, 0.5)],
    ['a tall chart, by its height', { width: 100, height: 1136 }, at(50, 568, 0.25)],
    ['a small chart, at its own size', { width: 100, height: 50 }, at(50, 25, DEFAULT_SCALE)],
    ['a huge chart, as small as allowed', { width: 10_000, height: 50 }, at(5000, 25, MIN_SCALE)],
  ])('%s', (_, chart, view) => {
    expect(fitted(chart, viewport)).toEqual(view)
  })
})

describe('following the current state', () => {
  const state = (id: string, x: number, y: number, compound = false): LaidOutState => ({
    state: { id, key: id, path: [id], type: compound ? 'compound' : 'atomic', initial: false },
    x,
    y,
    width: 100,
    height: 40,
    compound,
    staying: [],
  })
  const edge = (sourceId: string, targetId: string, label: Box): LaidOutEdge => ({
    id: `${sourceId}→${targetId}`,
    sourceId,
    targetId,
    lines: ['go'],
    points: [],
    label,
  })
  // the machine (a compound box round all); a in the middle, leading to b on its right; far below,
  // leading up to a; corner at the top left, leading nowhere
  const chart = {
    width: 1000,
    height: 1000,
    states: [
      state('m', 0, 0, true),
      state('a', 400, 400),
      state('b', 600, 400),
      state('far', 400, 900),
      state('corner', 0, 0),
    ],
    edges: [
      edge('a', 'b', { x: 510, y: 410, width: 80, height: 20 }),
      edge('far', 'a', { x: 410, y: 600, width: 60, height: 20 }),
    ],
  }
  const small = { width: 200, height: 100, states: [state('s', 50, 30)], edges: [] }
  it.each<[string, typeof chart, string, Size, number, Point]>([
    // a, its edge's label and b span x 400–700, y 400–440
    ['its neighbourhood in the middle, where it fits', chart, 'a', viewport, 1, { x: 550, y: 420 }],
    // a and its margin (x 384–516) at the view's left edge, as much of the rest as fits
    [
      'the state in view, where its neighbourhood is wider',
      chart,
      'a',
      { width: 200, height: 300 },
      1,
      { x: 484, y: 420 },
    ],
    ['zoomed in, the same', chart, 'a', viewport, 2, { x: 484, y: 420 }],
    // far, with its margin up to y 956, at the view's bottom edge; its edge up to a above it
    ['where it can go, not where it came from', chart, 'far', viewport, 1, { x: 450, y: 806 }],
    ['a state leading nowhere: itself', chart, 'b', viewport, 1, { x: 650, y: 420 }],
    [
      'at the chart’s corner, no room beyond the chart',
      chart,
      'corner',
      viewport,
      1,
      { x: 200, y: 150 },
    ],
    [
      'a state larger than the view: its middle',
      chart,
      'a',
      { width: 50, height: 30 },
      1,
      { x: 450, y: 420 },
    ],
    ['a chart smaller than the view: its middle', small, 's', viewport, 1, { x: 100, y: 50 }],
    ['no state lit: the chart’s middle', chart, 'none', viewport, 1, { x: 500, y: 500 }],
  ])('%s', (_, layout, lit, size, scale, centre) => {
    expect(following(layout, new Set(['m', lit]), size, scale)).toEqual({ scale, centre })
  })
})

describe('the box round boxes', () => {
  it.each<[string, Box[], Box | undefined]>([
    ['none', [], undefined],
    ['one', [{ x: 1, y: 2, width: 3, height: 4 }], { x: 1, y: 2, width: 3, height: 4 }],
    [
      'two apart',
      [
        { x: 0, y: 10, width: 10, height: 10 },
        { x: 50, y: 0, width: 10, height: 5 },
      ],
      { x: 0, y: 0, width: 60, height: 20 },
    ],
  ])('%s', (_, boxes, box) => {
    expect(union(boxes)).toEqual(box)
  })
})
