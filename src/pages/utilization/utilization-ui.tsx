/**
 * What the silo and system utilization pages share: the time range (in the URL), the usage over
 * time (the scope picker, the range picker, the provisioning charts) and a resource's capacity
 * card.
 */
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { type ComponentType, type ReactNode, useCallback, useId, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { MetricChart } from '@/components/MetricChart'
import { TimeRangePicker, useReplaceSearch } from '@/components/TimeRangePicker'
import {
  type CapacityResource,
  capacityLabels,
  formatAmount,
  formatShare,
  formatUsage,
  shareBarValue,
} from '@/util/capacity'
import { rangeBounds, timeRangeFromSearch } from '@/util/time-range'
import { measurementsToSeries, timeAxis } from '@/util/timeseries'
import { BYTE_AXIS_STEPS } from '@/util/units'
import type { MeasurementResultsPage, SystemMetricName } from '~/store/api'
import { useSiloMetricQuery } from '~/store/api/metrics'
import { useSystemMetricQuery } from '~/store/api/system-metrics'

/** A charted metric and the resource it counts. */
interface ProvisioningMetric {
  name: SystemMetricName
  resource: CapacityResource
  title: string
}

/** The charted metrics. */
const provisioningMetrics: readonly ProvisioningMetric[] = [
  { name: 'cpus_provisioned', resource: 'cpus', title: 'CPUs provisioned' },
  { name: 'ram_provisioned', resource: 'memory', title: 'Memory provisioned' },
  { name: 'virtual_disk_space_provisioned', resource: 'storage', title: 'Storage provisioned' },
]

/** Enough samples for the longest range in one page (the server spaces them to fit). */
const METRIC_PAGE_LIMIT = 3000

/** A silo or system metric query's arguments for one metric over start–end, in one page. */
const metricWindowArgs = (metric: ProvisioningMetric, start: Date, end: Date) => ({
  metricName: metric.name,
  startTime: start.toISOString(),
  endTime: end.toISOString(),
  limit: METRIC_PAGE_LIMIT,
})

/**
 * The chosen range and the instants it covers. A span counts back from the moment the page
 * loaded; `refresh` moves that moment to now, so the charts catch up without the range changing.
 * The instants are dates (SPEC §7): only a metrics query's arguments spell them as ISO strings.
 */
export function useTimeRange() {
  const search = useSearch()
  const range = timeRangeFromSearch(search)
  const [now, setNow] = useState(Date.now)
  const { start, end } = rangeBounds(range, now)
  const refresh = useCallback(() => setNow(Date.now()), [])
  return { range, start, end, refresh }
}

/**
 * One URL query parameter as page state (the chosen project, silo or tab), so a reload or a
 * shared link shows the same view; the empty value leaves it out.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const value = new URLSearchParams(useSearch()).get(name) ?? ''
  const replaceSearch = useReplaceSearch()
  const setValue = (next: string) =>
    replaceSearch((search) => {
      const query = new URLSearchParams(search)
      if (next) query.set(name, next)
      else query.delete(name)
      return query.toString()
    })
  return [value, setValue]
}

interface MetricResult {
  data?: MeasurementResultsPage
  error?: unknown
  isFetching: boolean
}

const errorMessage = (error: unknown) =>
  (error as { message?: string }).message ?? 'Unknown server error'

/** One provisioning metric as a chart, from a silo or system metric query's result. */
function ProvisioningChart({
  metric,
  result,
  start,
  end,
}: {
  metric: ProvisioningMetric
  result: MetricResult
  start: Date
  end: Date
}) {
  // the instance charts' time axis, so every chart writes its times one way
  const axis = useMemo(
    () => timeAxis({ start: start.getTime() / 1000, end: end.getTime() / 1000 }),
    [start, end],
  )
  const series = useMemo(() => measurementsToSeries(result.data?.items ?? []), [result.data])
  // one decimal keeps the axis labels short
  const format = useCallback(
    (value: number) => formatAmount(metric.resource, value, 1),
    [metric.resource],
  )
  return (
    <MetricChart
      title={metric.title}
      format={format}
      series={series}
      axis={axis}
      isLoading={result.isFetching}
      error={result.error ? errorMessage(result.error) : undefined}
      headingLevel={3}
      valueSteps={metric.resource === 'cpus' ? undefined : BYTE_AXIS_STEPS}
    />
  )
}

/** The scope picker's choice for everything (the silo, the fleet): not a name, so nothing has it. */
const EVERYTHING = '*'

/** What the usage charts can count: everything, or one project or silo picked by name. */
interface UsageScope {
  /** The URL query parameter that keeps the pick. */
  param: string
  /** The picker's label: 'Project', 'Silo'. */
  label: string
  /** The choice for everything: 'All projects', 'All silos'. */
  everything: string
}

/** One provisioning metric's chart for the picked name ('' for everything) over start–end. */
type ScopedChart = ComponentType<{
  metric: ProvisioningMetric
  scope: string
  start: Date
  end: Date
}>

/** A metric of the silo, or of the picked project (`/v1/metrics/{metric_name}`). */
export const SiloMetricChart: ScopedChart = ({ metric, scope, start, end }) => {
  const args = { ...metricWindowArgs(metric, start, end), project: scope || undefined }
  return (
    <ProvisioningChart metric={metric} result={useSiloMetricQuery(args)} start={start} end={end} />
  )
}

/** A metric of the fleet, or of the picked silo (`/v1/system/metrics/{metric_name}`). */
export const SystemMetricChart: ScopedChart = ({ metric, scope, start, end }) => {
  const args = { ...metricWindowArgs(metric, start, end), silo: scope || undefined }
  return (
    <ProvisioningChart
      metric={metric}
      result={useSystemMetricQuery(args)}
      start={start}
      end={end}
    />
  )
}

/**
 * 'Usage over time': the picker of what the charts count (everything, or one project or silo by
 * name; the pick in the URL), the time range picker, then a `Chart` for each provisioning metric.
 */
export function UsageOverTime({
  scope,
  names,
  isLoading,
  timeRange: { range, start, end },
  Chart,
}: {
  scope: UsageScope
  names: readonly string[]
  isLoading: boolean
  timeRange: ReturnType<typeof useTimeRange>
  Chart: ScopedChart
}) {
  const headingId = useId()
  const [picked, setPicked] = useSearchParam(scope.param)
  return (
    <section className="utilization-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Usage over time</h2>
      <div className="utilization-toolbar">
        {/* everything is the empty pick, which leaves the parameter out of the URL */}
        <Picker
          label={scope.label}
          value={picked || EVERYTHING}
          onChange={(key) => setPicked(key === EVERYTHING ? '' : String(key ?? ''))}
          loadingState={isLoading ? 'loading' : 'idle'}
        >
          {[
            <PickerItem key={EVERYTHING} id={EVERYTHING}>
              {scope.everything}
            </PickerItem>,
            ...names.map((name) => (
              <PickerItem key={name} id={name}>
                {name}
              </PickerItem>
            )),
          ]}
        </Picker>
        <TimeRangePicker range={range} />
      </div>
      <div className="utilization-charts">
        {provisioningMetrics.map((metric) => (
          <Chart key={metric.name} metric={metric} scope={picked} start={start} end={end} />
        ))}
      </div>
    </section>
  )
}

/** One bar of a capacity card: a part of a whole, e.g. provisioned of a quota. */
export interface CapacityShare {
  label: string
  part: number
  whole: number
  /** What a whole of 0 is called ('no quota', 'no hardware'): it has no share. */
  none?: string
}

/** '144 of 256 vCPUs (56 %)'; with no whole, '4 vCPUs (no quota)'. */
const shareText = (resource: CapacityResource, { part, whole, none }: CapacityShare) =>
  whole <= 0
    ? `${formatAmount(resource, part)} (${formatShare(part, whole, none)})`
    : `${formatUsage(resource, part, whole)} (${formatShare(part, whole, none)})`

/**
 * A resource at a glance: a card titled with it, a bar for each share with its numbers and
 * percentage, then whatever the page adds (`children`). A progress bar rather than S2's Meter:
 * the Meter's `meter progressbar` role is one axe does not read, and it reports its value
 * attributes as invalid.
 */
export function CapacityCard({
  resource,
  shares,
  children,
}: {
  resource: CapacityResource
  shares: readonly CapacityShare[]
  children?: ReactNode
}) {
  const headingId = useId()
  return (
    <section className="utilization-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{capacityLabels[resource]}</h3>
      {shares.map((share) => (
        <ProgressBar
          key={share.label}
          label={share.label}
          value={shareBarValue(share.part, share.whole)}
          valueLabel={shareText(resource, share)}
          size="L"
          UNSAFE_style={{ width: '100%' }}
        />
      ))}
      {children}
    </section>
  )
}
