/**
 * One metric over time as a uPlot line chart: the instance's metrics and the utilization pages'
 * provisioning. The chart is a canvas, so the figure also carries a text summary (latest,
 * lowest, highest) for screen readers and for a quick read.
 */
import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import { type ChartSeries, summarize, type ValueFormat } from './timeseries'

const CHART_HEIGHT = 220

/** `format` is read through a ref so a new function each render does not rebuild the chart. */
function chartOptions(
  title: string,
  format: { current: ValueFormat },
  width: number,
): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { stroke: '#595959' },
      {
        stroke: '#595959',
        size: 90,
        values: (_u, splits) => splits.map((value) => format.current(value)),
      },
    ],
    series: [{}, { label: title, stroke: '#2d7a5f', fill: 'rgba(45, 122, 95, 0.12)', width: 2 }],
  }
}

export function MetricChart({
  title,
  format,
  series,
  isLoading,
  error,
  headingLevel = 2,
}: {
  title: string
  /** A value with its unit, for the axis and the summary ('12.5 %', '1.5 GiB'). */
  format: ValueFormat
  series: ChartSeries
  isLoading: boolean
  error?: string
  /** The chart's heading level in the page's outline. */
  headingLevel?: 2 | 3
}) {
  const container = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const formatRef = useRef(format)
  formatRef.current = format

  useEffect(() => {
    const element = container.current
    if (!element) return
    const width = () => Math.max(200, element.clientWidth)
    const chart = new uPlot(chartOptions(title, formatRef, width()), [[], []], element)
    plot.current = chart
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: CHART_HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
      plot.current = null
    }
  }, [title])

  useEffect(() => {
    plot.current?.setData([series.times, series.values])
  }, [series])

  const headingId = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <figure className="metrics-chart" aria-labelledby={headingId} aria-busy={isLoading}>
      <Heading id={headingId}>{title}</Heading>
      <div ref={container} aria-hidden="true" />
      <figcaption>
        {error
          ? `Could not load ${title.toLowerCase()}: ${error}`
          : isLoading
            ? 'Loading…'
            : summarize(series, format)}
      </figcaption>
    </figure>
  )
}
