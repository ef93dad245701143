/**
 * The instance's Metrics tab (SPEC §2: cpu, disk and network sub-tabs, cpu by default): charts
 * of the instance's timeseries over a chosen time range, from POST /v1/timeseries/query.
 */
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { MetricChart } from '@/components/MetricChart'
import { RouteTabs } from '@/components/RouteTabs'
import { useInstancePage } from '@/pages/instances/InstanceLayout'
import { pb } from '@/paths'
import { instanceScope } from '@/route-queries'
import {
  emptySeries,
  formatValue,
  formatWindow,
  hasAny,
  isNoSamplesError,
  type MetricDefinition,
  type MetricsTab,
  metricQuery,
  metricsByTab,
  searchWithTimeRange,
  type TimeAxis,
  type TimeRangeHours,
  type TimeWindow,
  timeAxis,
  timeRangeFromSearch,
  timeRanges,
  timeWindowEnding,
  toChartSeries,
} from '@/util/timeseries'
import { useTimeseriesQueryMutation } from '~/store/api/experimental'
import {
  useInstanceDiskListQuery,
  useInstanceNetworkInterfaceListQuery,
} from '~/store/api/instances'

/** A value on the y axis: the number, and the unit only when it is short ('45 %', '1.2K'). */
const axisValue = (definition: MetricDefinition) => (value: number) =>
  definition.unit === '%' ? formatValue(value, '%') : formatValue(value, '').trim()

/**
 * The query endpoint is a POST, so RTK Query generates a mutation; it is run whenever the query
 * text changes, and the previous request is aborted.
 */
function MetricPanel({ definition, axis }: { definition: MetricDefinition; axis: TimeAxis }) {
  const { project, instance } = useInstancePage()
  const [run, { data, error, isLoading, isUninitialized }] = useTimeseriesQueryMutation()
  const { window } = axis
  const query = metricQuery(definition, instance.id, window)
  useEffect(() => {
    const request = run({ project, timeseriesQuery: { query } })
    return () => request.abort()
  }, [run, project, query])
  const series = useMemo(
    () => (data ? toChartSeries(data, definition, instance.ncpus, window) : emptySeries),
    [data, definition, instance.ncpus, window],
  )
  const format = useCallback((value: number) => formatValue(value, definition.unit), [definition])
  const axisFormat = useMemo(() => axisValue(definition), [definition])
  // no samples in the range is not a failure: the instance did not run, or not yet
  const failed = error && !isNoSamplesError(error)
  return (
    <MetricChart
      title={definition.title}
      description={definition.description}
      format={format}
      axisFormat={axisFormat}
      series={series}
      axis={axis}
      isLoading={isLoading || isUninitialized}
      error={
        failed ? ((error as { message?: string }).message ?? 'Unknown server error') : undefined
      }
      emptyMessage={
        instance.runState === 'running'
          ? 'No data for this period'
          : 'The instance was not running in this period'
      }
    />
  )
}

/** The Metrics tab's frame: its sub-tabs and the time range they share (kept in the URL). */
export function InstanceMetricsFrame({ children }: { children: ReactNode }) {
  const { project, instance } = useInstancePage()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const hours = timeRangeFromSearch(search)
  const params = { project, instance: instance.name }
  return (
    <section aria-label="Metrics">
      <RouteTabs
        label="Metrics"
        tabs={[
          { label: 'CPU', href: pb.instanceCpuMetrics(params) },
          { label: 'Disk', href: pb.instanceDiskMetrics(params) },
          { label: 'Network', href: pb.instanceNetworkMetrics(params) },
        ]}
        search={search}
      >
        <div className="metrics-toolbar">
          <Picker
            label="Time range"
            selectedKey={String(hours)}
            onSelectionChange={(key) => {
              const range = timeRanges.find((choice) => String(choice.hours) === String(key))
              if (!range) return
              const next = searchWithTimeRange(search, range.hours)
              // a new range is a new view of the same page, not a step to go back through
              navigate(next ? `${location}?${next}` : location, { replace: true })
            }}
          >
            {timeRanges.map((range) => (
              <PickerItem key={range.hours} id={String(range.hours)}>
                {range.label}
              </PickerItem>
            ))}
          </Picker>
        </div>
        {children}
      </RouteTabs>
    </section>
  )
}

/**
 * The window the charts show: the chosen range back from when the page opened or the range was
 * chosen, the same for every chart of the page (and so one request each, not one a render).
 */
function useTimeWindow(hours: TimeRangeHours): TimeWindow {
  const [current, setCurrent] = useState(() => ({
    hours,
    window: timeWindowEnding(Date.now(), hours),
  }))
  if (current.hours === hours) return current.window
  const next = { hours, window: timeWindowEnding(Date.now(), hours) }
  setCurrent(next)
  return next.window
}

/**
 * A sub-tab's charts over the chosen window, which is printed above them. `attached` says
 * whether the instance has what the charts measure (undefined while the page does not know
 * yet, when nothing shows rather than charts or a message that may not last); without it, the
 * charts would draw whatever the server answers for nothing, so `none` says why there are none.
 */
function MetricsCharts({
  tab,
  attached = true,
  none,
}: {
  tab: MetricsTab
  attached?: boolean
  none?: string
}) {
  const window = useTimeWindow(timeRangeFromSearch(useSearch()))
  const axis = useMemo(() => timeAxis(window), [window])
  return (
    <>
      <p className="metrics-window">
        <span className="visually-hidden">Showing </span>
        {formatWindow(window)}
      </p>
      {attached === false ? (
        <p className="metrics-none">{none}</p>
      ) : (
        attached && (
          <div className="instance-metrics-charts">
            {metricsByTab[tab].map((definition) => (
              <MetricPanel key={definition.metric} definition={definition} axis={axis} />
            ))}
          </div>
        )
      )}
    </>
  )
}

export const InstanceCpuMetricsPage = () => <MetricsCharts tab="cpu" />

export function InstanceDiskMetricsPage() {
  const { project, instance } = useInstancePage()
  const disks = useInstanceDiskListQuery(instanceScope(project, instance.name))
  return (
    <MetricsCharts tab="disk" attached={hasAny(disks)} none="No disk metrics: no disks attached" />
  )
}

export function InstanceNetworkMetricsPage() {
  const { project, instance } = useInstancePage()
  const nics = useInstanceNetworkInterfaceListQuery(instanceScope(project, instance.name))
  return (
    <MetricsCharts
      tab="network"
      attached={hasAny(nics)}
      none="No network metrics: no network interfaces attached"
    />
  )
}
