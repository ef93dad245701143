/**
 * What the silo and system utilization pages share: the time range (in the URL), its picker,
 * the provisioning charts and a quota meter.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { TextField } from '@react-spectrum/s2/TextField'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { MetricChart } from '@/components/MetricChart'
import {
  type CapacityResource,
  capacityLabels,
  formatAmount,
  formatUsage,
  quotaStanding,
  remaining,
  usedPercent,
} from '@/util/capacity'
import { measurementsToSeries } from '@/util/timeseries'
import type { MeasurementResultsPage, SystemMetricName } from '~/store/api'
import {
  customRangeProblem,
  fromLocalInput,
  presetRanges,
  type RangeChoice,
  rangeBounds,
  searchWithTimeRange,
  type TimeRange,
  timeRangeFromSearch,
  toLocalInput,
} from './time-range'
import './utilization.css'

/** The charted metrics, each with the resource it counts. */
export const provisioningMetrics: readonly {
  name: SystemMetricName
  resource: CapacityResource
  title: string
}[] = [
  { name: 'cpus_provisioned', resource: 'cpus', title: 'CPUs provisioned' },
  { name: 'ram_provisioned', resource: 'memory', title: 'Memory provisioned' },
  { name: 'virtual_disk_space_provisioned', resource: 'storage', title: 'Storage provisioned' },
]

/** Enough samples for the longest range in one page (the server spaces them to fit). */
export const METRIC_PAGE_LIMIT = 3000

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
 * Replaces the URL query with what `change` makes of it: a new range, scope or tab is a new view
 * of the page, not a step to go back through.
 */
function useReplaceSearch() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  return (change: (search: string) => string) => {
    const next = change(search)
    navigate(next ? `${location}?${next}` : location, { replace: true })
  }
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

/** The picker of a span back from now, or a custom start and end applied with a button. */
export function TimeRangePicker({ range }: { range: TimeRange }) {
  const replaceSearch = useReplaceSearch()
  const setRange = (next: TimeRange) => replaceSearch((search) => searchWithTimeRange(search, next))
  return (
    <>
      <Picker
        label="Time range"
        value={range.choice}
        onChange={(key) => {
          const choice = String(key) as RangeChoice
          if (choice === range.choice) return
          if (choice !== 'custom') return setRange({ choice })
          // a custom range starts as the span on show, ready to be adjusted
          const { start, end } = rangeBounds(range, Date.now())
          setRange({ choice, start, end })
        }}
      >
        {[
          ...presetRanges.map((preset) => (
            <PickerItem key={preset.id} id={preset.id}>
              {preset.label}
            </PickerItem>
          )),
          <PickerItem key="custom" id="custom">
            Custom
          </PickerItem>,
        ]}
      </Picker>
      {range.choice === 'custom' && (
        <CustomRangeFields
          key={`${range.start.toISOString()} ${range.end.toISOString()}`}
          range={range}
          onApply={setRange}
        />
      )}
    </>
  )
}

function CustomRangeFields({
  range,
  onApply,
}: {
  range: { start: Date; end: Date }
  onApply: (range: TimeRange) => void
}) {
  const [start, setStart] = useState(toLocalInput(range.start))
  const [end, setEnd] = useState(toLocalInput(range.end))
  const [problem, setProblem] = useState<string>()
  const apply = () => {
    const startDate = fromLocalInput(start)
    const endDate = fromLocalInput(end)
    const reason = customRangeProblem(startDate, endDate, Date.now())
    setProblem(reason)
    if (!reason && startDate && endDate)
      onApply({ choice: 'custom', start: startDate, end: endDate })
  }
  return (
    <form
      className="utilization-custom-range"
      aria-label="Custom time range"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <TextField label="Start" type="datetime-local" value={start} onChange={setStart} />
      <TextField
        label="End"
        type="datetime-local"
        value={end}
        onChange={setEnd}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
        validationBehavior="aria"
      />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  )
}

/** The toolbar above the charts: the scope picker of the page, then the time range. */
export function ChartToolbar({ children }: { children: ReactNode }) {
  return <div className="utilization-toolbar">{children}</div>
}

interface MetricResult {
  data?: MeasurementResultsPage
  error?: unknown
  isFetching: boolean
}

const errorMessage = (error: unknown) =>
  (error as { message?: string }).message ?? 'Unknown server error'

/** One provisioning metric as a chart, from a silo or system metric query's result. */
export function ProvisioningChart({
  metric,
  result,
}: {
  metric: (typeof provisioningMetrics)[number]
  result: MetricResult
}) {
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
      isLoading={result.isFetching}
      error={result.error ? errorMessage(result.error) : undefined}
      headingLevel={3}
    />
  )
}

export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className="utilization-charts">{children}</div>
}

const standingLight = {
  at: { variant: 'negative', text: 'At quota' },
  near: { variant: 'notice', text: 'Near quota' },
} as const

/**
 * Provisioned against a quota as a bar with its numbers; at or near the quota it says so in
 * words beside the colour. (A progress bar rather than S2's Meter: the Meter's `meter
 * progressbar` role is one axe does not read, and it reports its value attributes as invalid.)
 */
export function QuotaMeter({
  resource,
  provisioned,
  quota,
}: {
  resource: CapacityResource
  provisioned: number
  quota: number
}) {
  const percent = usedPercent(provisioned, quota)
  const standing = quotaStanding(provisioned, quota)
  const left = remaining(provisioned, quota)
  return (
    <div className="utilization-meter">
      <ProgressBar
        label={capacityLabels[resource]}
        value={Math.min(percent, 100)}
        valueLabel={`${formatUsage(resource, provisioned, quota)} (${percent} %)`}
        size="L"
        UNSAFE_style={{ width: '100%' }}
      />
      <div className="utilization-meter-note">
        {standing !== 'within' && (
          <StatusLight variant={standingLight[standing].variant}>
            {standingLight[standing].text}
          </StatusLight>
        )}
        <span>{quota === 0 ? 'No quota set' : `${formatAmount(resource, left)} left`}</span>
      </div>
    </div>
  )
}
