// @vitest-environment node
import {
  customRangeProblem,
  fromPickerValue,
  rangeBounds,
  rangeWindow,
  searchWithTimeRange,
  type TimeRange,
  timeRangeFromSearch,
  toPickerValue,
} from './time-range'
import { formatWindow } from './timeseries'

const START = '2026-01-01T00:00:00.000Z'
const END = '2026-01-08T00:00:00.000Z'
const custom: TimeRange = { choice: 'custom', start: new Date(START), end: new Date(END) }

describe('the time range in the URL query', () => {
  it.each([
    ['', { choice: '24h' }],
    ['?range=1h', { choice: '1h' }],
    ['range=7d', { choice: '7d' }],
    ['?other=x&range=30d', { choice: '30d' }],
    ['?range=2h', { choice: '24h' }],
    [`?range=custom&start=${START}&end=${END}`, custom],
    [`?range=custom&start=${END}&end=${START}`, { choice: '24h' }],
    [`?range=custom&start=${START}`, { choice: '24h' }],
    [`?range=custom&start=yesterday&end=${END}`, { choice: '24h' }],
  ])('%s → %o', (search, range) => {
    expect(timeRangeFromSearch(search)).toEqual(range)
  })

  it.each([
    ['', { choice: '7d' }, 'range=7d'],
    ['range=7d', { choice: '24h' }, ''],
    ['tab=metrics', { choice: '1h' }, 'tab=metrics&range=1h'],
    ['range=custom&start=a&end=b', { choice: '30d' }, 'range=30d'],
    [
      'tab=metrics',
      custom,
      `tab=metrics&range=custom&start=${encodeURIComponent(START)}&end=${encodeURIComponent(END)}`,
    ],
  ] as [string, TimeRange, string][])('%s with %o → %s', (search, range, expected) => {
    expect(searchWithTimeRange(search, range)).toBe(expected)
  })

  // the instance metrics' default is the last hour (InstanceMetricsPages)
  it.each([
    ['', { choice: '1h' }],
    ['?range=24h', { choice: '24h' }],
    ['?range=2h', { choice: '1h' }],
    [`?range=custom&start=${END}&end=${START}`, { choice: '1h' }],
  ])('%s with the last hour as default → %o', (search, range) => {
    expect(timeRangeFromSearch(search, '1h')).toEqual(range)
  })

  it.each([
    ['range=24h', { choice: '1h' }, ''],
    ['', { choice: '24h' }, 'range=24h'],
  ] as [string, TimeRange, string][])(
    '%s with %o, the last hour as default → %s',
    (search, range, expected) => {
      expect(searchWithTimeRange(search, range, '1h')).toBe(expected)
    },
  )

  it('reads back what it writes', () => {
    expect(timeRangeFromSearch(searchWithTimeRange('', custom))).toEqual(custom)
  })
})

describe('rangeBounds', () => {
  const now = Date.parse(END)
  it.each([
    [{ choice: '1h' }, '2026-01-07T23:00:00.000Z'],
    [{ choice: '24h' }, '2026-01-07T00:00:00.000Z'],
    [{ choice: '7d' }, START],
    [{ choice: '30d' }, '2025-12-09T00:00:00.000Z'],
  ] as [TimeRange, string][])('%o starts at %s and ends now', (range, start) => {
    expect(rangeBounds(range, now)).toEqual({ start: new Date(start), end: new Date(now) })
  })

  it('a custom range is its own start and end, whenever now is', () => {
    expect(rangeBounds(custom, 0)).toEqual({ start: custom.start, end: custom.end })
  })
})

describe('the date and time pickers’ values', () => {
  it.each([
    ['2026-01-02T03:04:00Z', 'UTC', '2026-01-02T03:04:00+00:00[UTC]'],
    ['2025-12-31T23:59:30Z', 'UTC', '2025-12-31T23:59:00+00:00[UTC]'],
    ['2026-01-02T03:04:00Z', 'Asia/Kolkata', '2026-01-02T08:34:00+05:30[Asia/Kolkata]'],
  ])('%s shows in %s as %s, to the minute', (instant, timeZone, shown) => {
    expect(toPickerValue(new Date(instant), timeZone).toString()).toBe(shown)
  })

  it.each([
    [
      'a picked value',
      toPickerValue(new Date('2026-01-02T03:04:00Z'), 'America/New_York'),
      new Date('2026-01-02T03:04:00Z'),
    ],
    ['an empty picker', null, undefined],
  ])('%s reads as %s', (_, value, date) => {
    expect(fromPickerValue(value)).toEqual(date)
  })
})

describe('the printed range', () => {
  const now = Date.parse('2026-11-26T10:38:12Z')
  // ICU sets the range's dash between thin spaces; the date again when the end is another day
  it.each([
    ['Last hour', { choice: '1h' }, 'UTC', 'Nov 26, 09:38\u2009–\u200910:38'],
    ['Last 24 hours', { choice: '24h' }, 'UTC', 'Nov 25, 10:38\u2009–\u2009Nov 26, 10:38'],
    ['Last 7 days', { choice: '7d' }, 'UTC', 'Nov 19, 10:38\u2009–\u2009Nov 26, 10:38'],
    ['Last 30 days', { choice: '30d' }, 'UTC', 'Oct 27, 10:38\u2009–\u2009Nov 26, 10:38'],
    ['Last hour', { choice: '1h' }, 'Asia/Kolkata', 'Nov 26, 15:08\u2009–\u200916:08'],
    ['Custom', custom, 'UTC', 'Jan 1, 00:00\u2009–\u2009Jan 8, 00:00'],
    ['Custom', custom, 'America/New_York', 'Dec 31, 2025, 19:00\u2009–\u2009Jan 7, 2026, 19:00'],
    [
      'Custom within a day',
      { choice: 'custom', start: new Date(START), end: new Date('2026-01-01T06:30:00Z') },
      'UTC',
      'Jan 1, 00:00\u2009–\u200906:30',
    ],
  ] as [string, TimeRange, string, string][])(
    '%s %o in %s prints %j',
    (_, range, timeZone, text) => {
      expect(formatWindow(rangeWindow(range, now), { timeZone })).toBe(text)
    },
  )
})

describe('customRangeProblem', () => {
  const now = Date.parse(END)
  const at = (iso: string) => new Date(iso)
  it.each([
    [at(START), at(END), undefined],
    [undefined, at(END), 'Enter a start date and time'],
    [at(START), undefined, 'Enter an end date and time'],
    [at(END), at(START), 'The start must be before the end'],
    [at(END), at(END), 'The start must be before the end'],
    [at('2026-02-01T00:00:00Z'), at('2026-03-01T00:00:00Z'), 'The start must not be in the future'],
  ])('%s to %s: %s', (start, end, problem) => {
    expect(customRangeProblem(start, end, now)).toBe(problem)
  })
})
