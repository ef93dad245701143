import { render, screen } from '@testing-library/react'
import type uPlot from 'uplot'
import { type ChartSeries, type TimeAxis, timeAxis } from '@/util/timeseries'
import { BYTE_AXIS_STEPS, GiB } from '@/util/units'
import { MetricChart } from './MetricChart'

/** jsdom draws nothing: uPlot is replaced by a recorder of what the chart gives it. */
const charts: { options: uPlot.Options; data: uPlot.AlignedData[] }[] = []
vi.mock('uplot', () => ({
  default: class {
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      charts.push({ options, data: [data] })
    }
    setData(data: uPlot.AlignedData) {
      charts.at(-1)?.data.push(data)
    }
    setSize() {}
    destroy() {}
  },
}))
afterEach(() => {
  charts.length = 0
})

const format = (value: number) => `${value} %`
const notRunning = 'The instance was not running in this period'
const end = Date.parse('2026-11-26T10:38:12Z') / 1000
const lastHour = timeAxis({ start: end - 3600, end }, { timeZone: 'UTC' })

function chart(
  series: ChartSeries,
  {
    axis,
    isLoading = false,
    valueSteps,
  }: { axis?: TimeAxis; isLoading?: boolean; valueSteps?: readonly number[] } = {},
) {
  return render(
    <MetricChart
      title="CPU utilization"
      format={format}
      series={series}
      axis={axis}
      isLoading={isLoading}
      valueSteps={valueSteps}
      emptyMessage={notRunning}
    />,
  )
}

const figure = () => screen.getByRole('figure', { name: 'CPU utilization' })

/** What uPlot would make of the x scale: the range function's answer for the data's own span. */
function xRange(times: number[]) {
  const { options } = charts[0]
  const range = options.scales?.x?.range
  const min = Math.min(...times)
  const max = Math.max(...times)
  return typeof range === 'function' ? range({} as uPlot, min, max, 'x') : undefined
}

describe('a chart with nothing to draw', () => {
  it.each([
    ['no points', { times: [], values: [] }],
    ['only gaps', { times: [1, 2], values: [null, null] }],
  ])('%s: says why once, as the caption in the plot’s place', (_, series) => {
    chart(series, { axis: lastHour })
    expect(screen.getAllByText(notRunning)).toHaveLength(1)
    expect(screen.getByText(notRunning).tagName).toBe('FIGCAPTION')
    // MetricChart.css moves the caption into the plot's cell of an empty figure
    expect(figure().dataset.empty).toBe('true')
  })

  it.each([
    ['loading', { isLoading: true }, 'Loading…'],
    ['with points', {}, 'Latest 12 %, lowest 12 %, highest 12 %'],
  ])('%s: keeps the plot, the caption under it', (_, options, caption) => {
    chart({ times: [lastHour.window.end], values: [12] }, { axis: lastHour, ...options })
    expect(screen.queryByText(notRunning)).toBeNull()
    expect(screen.getByText(caption).tagName).toBe('FIGCAPTION')
    expect(figure().dataset.empty).toBeUndefined()
  })
})

describe('the time axis', () => {
  it.each([
    ['one point at the window’s end (an instance just started)', [lastHour.window.end]],
    ['points over the window', [lastHour.window.start + 60, lastHour.window.end]],
    ['no points', []],
  ])('spans the window whatever the data: %s', (_, times) => {
    chart({ times, values: times.map(() => 1) }, { axis: lastHour })
    expect(xRange(times.length > 0 ? times : [0])).toEqual([
      lastHour.window.start,
      lastHour.window.end,
    ])
    expect(charts[0].data.at(-1)).toEqual([times, times.map(() => 1)])
  })

  it('marks the axis where the axis says, with its labels, and lists them for screen readers', () => {
    chart({ times: [], values: [] }, { axis: lastHour })
    const [x] = charts[0].options.axes ?? []
    const splits = typeof x.splits === 'function' ? x.splits({} as uPlot, 0, 0, 0, 0, 0) : []
    expect(splits).toEqual(lastHour.ticks)
    const values = typeof x.values === 'function' ? x.values({} as uPlot, splits, 0, 0, 0) : []
    expect(values).toEqual(['09:40', '09:50', '10:00', '10:10', '10:20', '10:30'])
    const list = screen.getByRole('list', { name: 'Time axis' })
    expect([...list.children].map((item) => item.textContent)).toEqual(values)
  })

  it('puts the value marks the given steps apart (bytes: 250 GiB, not 279.4 GiB)', () => {
    chart({ times: [1, 2], values: [1, 2] }, { valueSteps: BYTE_AXIS_STEPS })
    expect(charts[0].options.axes?.[1].incrs).toEqual(BYTE_AXIS_STEPS)
    expect(BYTE_AXIS_STEPS).toContain(250 * GiB)
    expect(BYTE_AXIS_STEPS).not.toContain(300e9)
  })

  it('is left to uPlot without an axis (the utilization charts)', () => {
    chart({ times: [1, 2], values: [1, 2] })
    expect(charts[0].options.scales?.x?.range).toBeUndefined()
    expect(screen.queryByRole('list', { name: 'Time axis' })).toBeNull()
  })
})
