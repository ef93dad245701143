/**
 * One metric of the instance as a uPlot line chart. The chart is a canvas, so the figure also
 * carries a text summary (latest, lowest, highest) for screen readers and for a quick read.
 */
import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import { type ChartSeries, formatValue, summarize } from './timeseries'

const CHART_HEIGHT = 220

function chartOptions(title: string, unit: string, width: number): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { stroke: '#595959' },
      {
        stroke: '#595959',
        size: 70,
        values: (_u, splits) => splits.map((value) => formatValue(value, unit)),
      },
    ],
    series: [{}, { label: title, stroke: '#2d7a5f', fill: 'rgba(45, 122, 95, 0.12)', width: 2 }],
  }
}

export function MetricChart({
  title,
  unit,
  series,
  isLoading,
  error,
}: {
  title: string
  unit: string
  series: ChartSeries
  isLoading: boolean
  error?: string
}) {
  const container = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const width = () => Math.max(200, element.clientWidth)
    const chart = new uPlot(chartOptions(title, unit, width()), [[], []], element)
    plot.current = chart
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: CHART_HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
      plot.current = null
    }
  }, [title, unit])

  useEffect(() => {
    plot.current?.setData([series.times, series.values])
  }, [series])

  const headingId = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <figure className="metrics-chart" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId}>{title}</h2>
      <div ref={container} aria-hidden="true" />
      <figcaption>
        {error
          ? `Could not load ${title.toLowerCase()}: ${error}`
          : isLoading
            ? 'Loading…'
            : summarize(series, unit)}
      </figcaption>
    </figure>
  )
}
