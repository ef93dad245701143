/**
 * One metric over time as a uPlot line chart: the instance's metrics and the utilization pages'
 * provisioning. The chart is a canvas, so the figure also carries a text summary (latest,
 * lowest, highest) for screen readers and for a quick read, and the marks of its time axis as a
 * list; with nothing to draw, the summary takes the plot's place and says why, instead of a
 * flat line.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import {
  type ChartSeries,
  presentValues,
  summarize,
  type TimeAxis,
  type ValueFormat,
} from '@/util/timeseries'

const CHART_HEIGHT = 220
const AXIS_FONT = '12px system-ui, sans-serif'
/** Room beside the widest y label for its tick and the gap to the plot. */
const AXIS_PADDING = 24

/**
 * The y axis as wide as its widest label, so no label is clipped whatever the unit ('1.5 TiB',
 * '45 %') and no room is wasted on short ones.
 */
function axisWidth(chart: uPlot, labels: string[] | null) {
  if (!labels || labels.length === 0) return AXIS_PADDING
  const { ctx } = chart
  ctx.save()
  ctx.font = AXIS_FONT
  const widest = Math.max(...labels.map((label) => ctx.measureText(label).width))
  ctx.restore()
  return Math.ceil(widest) + AXIS_PADDING
}

/**
 * A given time axis fixes the x scale to its window and puts the marks where it says, whatever
 * the data: uPlot's own range around a single point pads it by a share of the epoch seconds,
 * which is years. Without one (a chart made without an axis), uPlot's defaults stay.
 */
function timeAxisOptions(axis: { current: TimeAxis | undefined }) {
  if (!axis.current) return { scale: {}, axis: {} }
  const scale: Partial<uPlot.Scale> = {
    range: (_u, min, max) =>
      axis.current ? [axis.current.window.start, axis.current.window.end] : [min, max],
  }
  const marks: Partial<uPlot.Axis> = {
    splits: () => axis.current?.ticks ?? [],
    values: (_u, splits) =>
      splits.map((split) => axis.current?.labels[axis.current.ticks.indexOf(split)] ?? ''),
  }
  return { scale, axis: marks }
}

/**
 * `format` and `axis` are read through refs so new ones each render do not rebuild the chart.
 */
function chartOptions(
  title: string,
  format: { current: ValueFormat },
  axis: { current: TimeAxis | undefined },
  width: number,
  axisColour: string,
  valueSteps: readonly number[] | undefined,
): uPlot.Options {
  const time = timeAxisOptions(axis)
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    scales: {
      x: { time: true, ...time.scale },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      { stroke: axisColour, font: AXIS_FONT, ...time.axis },
      {
        stroke: axisColour,
        font: AXIS_FONT,
        size: (chart, labels) => axisWidth(chart, labels),
        values: (_u, splits) => splits.map((value) => format.current(value)),
        // uPlot's own steps are decimal: 300 GB marks read '279.4 GiB' on a chart of bytes
        ...(valueSteps ? { incrs: [...valueSteps] } : {}),
      },
    ],
    series: [{}, { label: title, stroke: '#2d7a5f', fill: 'rgba(45, 122, 95, 0.12)', width: 2 }],
  }
}

export function MetricChart({
  title,
  description,
  format,
  axisFormat = format,
  series,
  axis,
  isLoading,
  error,
  emptyMessage = 'No data for this period',
  headingLevel = 2,
  valueSteps,
}: {
  title: string
  /** What the chart shows, under its title. */
  description?: string
  /** A value with its unit, for the summary ('12.5 %', '1.5 GiB'). */
  format: ValueFormat
  /** A value on the y axis, when shorter than the summary's. */
  axisFormat?: ValueFormat
  series: ChartSeries
  /** The window the x axis spans and its marks; without one, the data's own span. */
  axis?: TimeAxis
  isLoading: boolean
  error?: string
  /** What the plot says when there is nothing to draw. */
  emptyMessage?: string
  /** The chart's heading level in the page's outline. */
  headingLevel?: 2 | 3
  /** The steps the value axis's marks may be apart (BYTE_AXIS_STEPS for bytes); uPlot's own without. */
  valueSteps?: readonly number[]
}) {
  const container = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const formatRef = useRef(axisFormat)
  formatRef.current = axisFormat
  const axisRef = useRef(axis)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const width = () => Math.max(200, element.clientWidth)
    const colour = getComputedStyle(element).color
    const chart = new uPlot(
      chartOptions(title, formatRef, axisRef, width(), colour, valueSteps),
      [[], []],
      element,
    )
    plot.current = chart
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: CHART_HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
      plot.current = null
    }
  }, [title, valueSteps])

  // setData ranges the x scale afresh, from the axis of the window the series are for
  useEffect(() => {
    axisRef.current = axis
    plot.current?.setData([series.times, series.values])
  }, [series, axis])

  const headingId = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const empty = !isLoading && !error && presentValues(series).length === 0
  return (
    <figure
      className="metrics-chart"
      aria-labelledby={headingId}
      aria-busy={isLoading}
      data-empty={empty || undefined}
    >
      <Heading id={headingId}>{title}</Heading>
      {description && <p className="metrics-chart-description">{description}</p>}
      <div className="metrics-chart-plot">
        <div ref={container} aria-hidden="true" />
      </div>
      {axis && (
        <ul className="visually-hidden" aria-label="Time axis">
          {axis.labels.map((label, index) => (
            <li key={axis.ticks[index]}>{label}</li>
          ))}
        </ul>
      )}
      {/* empty, the caption sits where the plot would be (MetricChart.css): said once, where a
          sighted reader looks and as the figure's caption */}
      <figcaption>
        {error
          ? `Could not load ${title.toLowerCase()}: ${error}`
          : isLoading
            ? 'Loading…'
            : summarize(series, format, emptyMessage)}
      </figcaption>
    </figure>
  )
}
