/**
 * The instance's Metrics tab (SPEC §2: cpu, disk and network sub-tabs, cpu by default): charts
 * of the instance's timeseries over a chosen time range, from POST /v1/timeseries/query.
 */
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { type ReactNode, useCallback, useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useTimeseriesQueryMutation } from '~/store/api/experimental'
import { RouteTabs } from '../../../components/RouteTabs'
import { pb } from '../../../paths'
import { useInstancePage } from '../InstanceLayout'
import { MetricChart } from './MetricChart'
import {
  emptySeries,
  formatValue,
  isNoSamplesError,
  type MetricDefinition,
  type MetricsTab,
  metricQuery,
  metricsByTab,
  searchWithTimeRange,
  timeRangeFromSearch,
  timeRanges,
  toChartSeries,
} from './timeseries'

/** A value on the y axis: the number, and the unit only when it is short ('45 %', '1.2K'). */
const axisValue = (definition: MetricDefinition) => (value: number) =>
  definition.unit === '%' ? formatValue(value, '%') : formatValue(value, '').trim()

/**
 * The query endpoint is a POST, so RTK Query generates a mutation; it is run whenever the query
 * text changes, and the previous request is aborted.
 */
function MetricPanel({ definition, hours }: { definition: MetricDefinition; hours: number }) {
  const { project, instance } = useInstancePage()
  const [run, { data, error, isLoading, isUninitialized }] = useTimeseriesQueryMutation()
  const query = metricQuery(definition, instance.id, hours)
  useEffect(() => {
    const request = run({ project, timeseriesQuery: { query } })
    return () => request.abort()
  }, [run, project, query])
  const series = useMemo(
    () => (data ? toChartSeries(data, definition, instance.ncpus, hours) : emptySeries),
    [data, definition, instance.ncpus, hours],
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

function MetricsCharts({ tab }: { tab: MetricsTab }) {
  const hours = timeRangeFromSearch(useSearch())
  return (
    <div className="instance-metrics-charts">
      {metricsByTab[tab].map((definition) => (
        <MetricPanel key={definition.metric} definition={definition} hours={hours} />
      ))}
    </div>
  )
}

export const InstanceCpuMetricsPage = () => <MetricsCharts tab="cpu" />
export const InstanceDiskMetricsPage = () => <MetricsCharts tab="disk" />
export const InstanceNetworkMetricsPage = () => <MetricsCharts tab="network" />
