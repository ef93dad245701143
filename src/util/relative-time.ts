const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
/** Calendar-free approximations: a relative time is a glance, the tooltip has the exact date. */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Largest first: the first step the span reaches names it (SPEC §9: s, m, h, d, w, mo, y). */
const steps: [ms: number, unit: string][] = [
  [YEAR, 'y'],
  [MONTH, 'mo'],
  [WEEK, 'w'],
  [DAY, 'd'],
  [HOUR, 'h'],
  [MINUTE, 'm'],
  [SECOND, 's'],
]

/**
 * Future times within this span read 'now': server and browser clocks drift, and a resource
 * created a moment ago must not appear to be created in the future.
 */
const CLOCK_SKEW_MS = MINUTE

/** '5m' for a span of five and a half minutes; always whole units, rounded down. */
function abbreviate(ms: number) {
  for (const [size, unit] of steps) {
    if (ms >= size) return `${Math.floor(ms / size)}${unit}`
  }
  return undefined
}

/**
 * How long ago `date` was, abbreviated: '5s', '3m', '2h', '4d', '1w', '2mo', '1y'.
 * Under a second ago, or less than a minute in the future (clock skew), is 'now'.
 * Further in the future (e.g. an expiration) reads 'in 3d'.
 */
export function timeAgo(date: Date, now: Date = new Date()) {
  const span = now.getTime() - date.getTime()
  if (span >= 0) return abbreviate(span) ?? 'now'
  if (-span < CLOCK_SKEW_MS) return 'now'
  return `in ${abbreviate(-span)}`
}

const formats = {
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthDay: { month: 'short', day: 'numeric' },
  period: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  wallClock: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/**
 * One formatter per format and zone, made once: making one costs far more than using it, and a
 * long list formats two dates in every row it brings into view.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(format: keyof typeof formats, timeZone: string | undefined) {
  const key = `${format} ${timeZone ?? ''}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...formats[format], timeZone })
    formatters.set(key, made)
  }
  return made
}

export interface DateTimeOptions {
  /** IANA zone; the browser's own by default. */
  timeZone?: string
}

/**
 * The full date and time for a tooltip beside a relative time, with seconds and the zone so it
 * is unambiguous: 'Mar 5, 2024, 14:03:22 UTC'. A 24-hour clock avoids locale-specific AM/PM.
 */
export function formatDateTime(date: Date, { timeZone }: DateTimeOptions = {}) {
  return formatter('dateTime', timeZone).format(date)
}

/** The calendar date a cell shows beside the relative time: 'Mar 5, 2024'. */
export function formatDate(date: Date, { timeZone }: DateTimeOptions = {}) {
  return formatter('date', timeZone).format(date)
}

/** The relative time as it reads beside a date: '3d ago', 'now', 'in 2w'. */
export function agoPhrase(date: Date, now: Date = new Date()) {
  const ago = timeAgo(date, now)
  return /^\d/.test(ago) ? `${ago} ago` : ago
}

/** A time of day on a 24-hour clock, for 'Updated 14:03:22'. */
export function formatTime(time: Date | number, { timeZone }: DateTimeOptions = {}) {
  return formatter('time', timeZone).format(time)
}

/** A time of day to the minute, on a 24-hour clock: '09:40' (a chart's time axis). */
export function formatClock(time: Date | number, { timeZone }: DateTimeOptions = {}) {
  return formatter('clock', timeZone).format(time)
}

/** A day of the year without the year: 'Nov 20' (a chart's time axis over days). */
export function formatMonthDay(time: Date | number, { timeZone }: DateTimeOptions = {}) {
  return formatter('monthDay', timeZone).format(time)
}

/**
 * A span of time to the minute, the date written once when both ends fall on the same day:
 * 'Nov 26, 09:38 – 10:38', 'Nov 19, 10:38 – Nov 26, 10:38'.
 */
export function formatPeriod(
  start: Date | number,
  end: Date | number,
  { timeZone }: DateTimeOptions = {},
) {
  return formatter('period', timeZone).formatRange(start, end)
}

/**
 * How far the zone's wall clock is ahead of UTC at `time` (ms since the epoch), in ms: what puts
 * a chart's time marks on the zone's whole hours and midnights.
 */
export function zoneOffsetMs(time: number, { timeZone }: DateTimeOptions = {}) {
  const parts = Object.fromEntries(
    formatter('wallClock', timeZone)
      .formatToParts(time)
      .map(({ type, value }) => [type, Number(value)]),
  )
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  )
  return wall - Math.floor(time / 1000) * 1000
}
