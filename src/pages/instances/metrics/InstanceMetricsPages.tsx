/**
 * The instance's Metrics tab (SPEC §2: cpu, disk and network sub-tabs, cpu by default): charts
 * of the instance's timeseries over a chosen time range, from POST /v1/timeseries/query.
 */
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { MetricChart } from '@/components/MetricChart'
import { RouteTabs } from '@/components/RouteTabs'
import { TimeRangePicker, useReplaceSearch } from '@/components/TimeRangePicker'
import { useInstancePage } from '@/pages/instances/InstanceLayout'
import { pb } from '@/paths'
import { instanceScope } from '@/util/query-args'
import {
  type PresetRangeId,
  rangeWindow,
  searchWithTimeRange,
  type TimeRange,
  timeRangeFromSearch,
} from '@/util/time-range'
import {
  cpuMetrics,
  emptyMetricsMessage,
  emptySeries,
  formatValue,
  formatWindow,
  hasAny,
  isNoSamplesError,
  type MetricDefinition,
  metricQuery,
  metricsByTab,
  searchWithVcpuState,
  type TimeAxis,
  type TimeWindow,
  timeAxis,
  toChartSeries,
  VCPU_STATES,
  type VcpuStateChoice,
  vcpuStateFromSearch,
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
      emptyMessage={emptyMetricsMessage(instance, window)}
    />
  )
}

/** An instance's load moves in minutes: the last hour shows it at a glance. */
const METRICS_DEFAULT_RANGE: PresetRangeId = '1h'

/** The range the URL query names, or the Metrics tab's default. */
const metricsRange = (search: string) => timeRangeFromSearch(search, METRICS_DEFAULT_RANGE)

/**
 * The Metrics tab's frame: its sub-tabs and the time range they share. The range is kept in the
 * URL query, which the sub-tabs' links carry, so it stays as the user moves between them.
 */
export function InstanceMetricsFrame({ children }: { children: ReactNode }) {
  const { project, instance } = useInstancePage()
  const search = useSearch()
  const [location] = useLocation()
  const params = { project, instance: instance.name }
  const cpuPath = pb.instanceCpuMetrics(params)
  return (
    <section aria-label="Metrics">
      <RouteTabs
        label="Metrics"
        tabs={[
          { label: 'CPU', href: cpuPath },
          { label: 'Disk', href: pb.instanceDiskMetrics(params) },
          { label: 'Network', href: pb.instanceNetworkMetrics(params) },
        ]}
        search={search}
      >
        <div className="metrics-toolbar">
          <TimeRangePicker range={metricsRange(search)} defaultRange={METRICS_DEFAULT_RANGE} />
          {location === cpuPath && <VcpuStatePicker />}
        </div>
        {children}
      </RouteTabs>
    </section>
  )
}

/**
 * The window the charts show: the chosen range, a span counting back from when the page opened
 * or the range was chosen; the same for every chart of the page (and so one request each, not
 * one a render).
 */
function useTimeWindow(range: TimeRange): TimeWindow {
  const key = searchWithTimeRange('', range)
  const [current, setCurrent] = useState(() => ({ key, window: rangeWindow(range, Date.now()) }))
  if (current.key === key) return current.window
  const next = { key, window: rangeWindow(range, Date.now()) }
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
  definitions,
  attached = true,
  none,
}: {
  definitions: MetricDefinition[]
  attached?: boolean
  none?: string
}) {
  const window = useTimeWindow(metricsRange(useSearch()))
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
            {definitions.map((definition) => (
              <MetricPanel key={definition.metric} definition={definition} axis={axis} />
            ))}
          </div>
        )
      )}
    </>
  )
}

/**
 * The CPU sub-tab: the share of the vCPUs' time in one state (running guest code by default), or
 * in each state, chosen beside the time range and kept in the URL query like it.
 */
export const InstanceCpuMetricsPage = () => (
  <MetricsCharts definitions={cpuMetrics(vcpuStateFromSearch(useSearch()))} />
)

function VcpuStatePicker() {
  const choice = vcpuStateFromSearch(useSearch())
  const replaceSearch = useReplaceSearch()
  return (
    <Picker
      label="vCPU state"
      value={choice}
      onChange={(key) =>
        replaceSearch((search) => searchWithVcpuState(search, String(key) as VcpuStateChoice))
      }
    >
      {[
        ...VCPU_STATES.map((state) => (
          <PickerItem key={state.id} id={state.id}>
            {state.label}
          </PickerItem>
        )),
        <PickerItem key="all" id="all">
          All states
        </PickerItem>,
      ]}
    </Picker>
  )
}

export function InstanceDiskMetricsPage() {
  const { project, instance } = useInstancePage()
  const disks = useInstanceDiskListQuery(instanceScope(project, instance.name))
  return (
    <MetricsCharts
      definitions={metricsByTab.disk}
      attached={hasAny(disks)}
      none="No disk metrics: no disks attached"
    />
  )
}

export function InstanceNetworkMetricsPage() {
  const { project, instance } = useInstancePage()
  const nics = useInstanceNetworkInterfaceListQuery(instanceScope(project, instance.name))
  return (
    <MetricsCharts
      definitions={metricsByTab.network}
      attached={hasAny(nics)}
      none="No network metrics: no network interfaces attached"
    />
  )
}
