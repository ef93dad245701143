/**
 * The time range of the utilization charts and of an instance's metrics: a span back from now
 * (last hour, day, week, 30 days) or a custom start and end. It lives in the URL query
 * (`?range=7d`, `?range=custom&start=…&end=…`) so it survives a reload and can be shared; the
 * page's default leaves the query out.
 */
import { fromDate, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date'
import type { TimeWindow } from './timeseries'

export const RANGE_PARAM = 'range'
export const START_PARAM = 'start'
export const END_PARAM = 'end'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const presetRanges = [
  { id: '1h', label: 'Last hour', span: HOUR },
  { id: '24h', label: 'Last 24 hours', span: DAY },
  { id: '7d', label: 'Last 7 days', span: 7 * DAY },
  { id: '30d', label: 'Last 30 days', span: 30 * DAY },
] as const

export type PresetRangeId = (typeof presetRanges)[number]['id']
export type RangeChoice = PresetRangeId | 'custom'

/** Provisioning moves over days: a day shows the daily swing without hiding the trend. */
export const DEFAULT_RANGE: PresetRangeId = '24h'

export type TimeRange = { choice: PresetRangeId } | { choice: 'custom'; start: Date; end: Date }

const validDate = (raw: string | null) => {
  if (!raw) return undefined
  const date = new Date(raw)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * The range a query string names; `fallback` (the page's default) when it names none or one
 * that does not hold.
 */
export function timeRangeFromSearch(search: string, fallback = DEFAULT_RANGE): TimeRange {
  const query = new URLSearchParams(search)
  const choice = query.get(RANGE_PARAM)
  if (choice === 'custom') {
    const start = validDate(query.get(START_PARAM))
    const end = validDate(query.get(END_PARAM))
    if (start && end && start < end) return { choice, start, end }
  }
  const preset = presetRanges.find((range) => range.id === choice)
  return { choice: preset?.id ?? fallback }
}

/**
 * The query string with `range` in it, other parameters kept (no leading '?'); the page's
 * default range, `fallback`, leaves the parameter out.
 */
export function searchWithTimeRange(search: string, range: TimeRange, fallback = DEFAULT_RANGE) {
  const query = new URLSearchParams(search)
  query.delete(START_PARAM)
  query.delete(END_PARAM)
  if (range.choice === fallback) query.delete(RANGE_PARAM)
  else query.set(RANGE_PARAM, range.choice)
  if (range.choice === 'custom') {
    query.set(START_PARAM, range.start.toISOString())
    query.set(END_PARAM, range.end.toISOString())
  }
  return query.toString()
}

/**
 * The instants the range covers. A span counts back from `now`, which the page fixes when it
 * loads and moves on refresh, so the same range asks the same query until then.
 */
export function rangeBounds(range: TimeRange, now: number): { start: Date; end: Date } {
  if (range.choice === 'custom') return { start: range.start, end: range.end }
  const { span } = presetRanges.find((preset) => preset.id === range.choice) ?? presetRanges[1]
  return { start: new Date(now - span), end: new Date(now) }
}

/** The range's instants as a chart's window (the instance metrics'), in seconds since the epoch. */
export function rangeWindow(range: TimeRange, now: number): TimeWindow {
  const { start, end } = rangeBounds(range, now)
  return { start: start.getTime() / 1000, end: end.getTime() / 1000 }
}

/**
 * A date as the custom range's date and time pickers hold it: in the browser's time zone (or
 * `timeZone`), to the minute.
 */
export const toPickerValue = (date: Date, timeZone: string = getLocalTimeZone()): ZonedDateTime =>
  fromDate(date, timeZone).set({ second: 0, millisecond: 0 })

/** A picker's value as a date; undefined while the picker is empty or incomplete. */
export const fromPickerValue = (value: ZonedDateTime | null | undefined) => value?.toDate()

/** Why a custom range cannot be used; undefined when it can. */
export function customRangeProblem(start: Date | undefined, end: Date | undefined, now: number) {
  if (!start) return 'Enter a start date and time'
  if (!end) return 'Enter an end date and time'
  if (start >= end) return 'The start must be before the end'
  if (start.getTime() > now) return 'The start must not be in the future'
  return undefined
}
