// @vitest-environment node
import {
  agoPhrase,
  formatClock,
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatPeriod,
  formatTime,
  timeAgo,
  zoneOffsetMs,
} from './relative-time'

const now = new Date('2024-03-05T14:03:22Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

const s = 1000
const m = 60 * s
const h = 60 * m
const d = 24 * h

describe('timeAgo', () => {
  it.each([
    [0, 'now'],
    [999, 'now'],
    [1 * s, '1s'],
    [5 * s, '5s'],
    [59 * s + 999, '59s'],
    [1 * m, '1m'],
    [3 * m + 30 * s, '3m'],
    [59 * m, '59m'],
    [1 * h, '1h'],
    [2 * h + 59 * m, '2h'],
    [23 * h, '23h'],
    [1 * d, '1d'],
    [4 * d, '4d'],
    [6 * d + 23 * h, '6d'],
    [7 * d, '1w'],
    [13 * d, '1w'],
    [14 * d, '2w'],
    [29 * d, '4w'],
    [30 * d, '1mo'],
    [65 * d, '2mo'],
    [364 * d, '12mo'],
    [365 * d, '1y'],
    [3 * 365 * d + 10 * d, '3y'],
    // future: within a minute is clock skew
    [-1 * s, 'now'],
    [-59 * s, 'now'],
    [-1 * m, 'in 1m'],
    [-3 * d, 'in 3d'],
    [-400 * d, 'in 1y'],
  ])('%d ms ago is %j', (ms, expected) => {
    expect(timeAgo(ago(ms), now)).toBe(expected)
  })

  it('measures from the current time by default', () => {
    expect(timeAgo(new Date(Date.now() - 5 * m))).toBe('5m')
  })
})

describe('formatDateTime', () => {
  it.each([
    ['2024-03-05T14:03:22Z', 'UTC', 'Mar 5, 2024, 14:03:22 UTC'],
    ['2024-12-31T23:59:59Z', 'UTC', 'Dec 31, 2024, 23:59:59 UTC'],
    ['2024-01-01T00:00:00Z', 'UTC', 'Jan 1, 2024, 00:00:00 UTC'],
    ['2024-07-04T12:00:00Z', 'America/New_York', 'Jul 4, 2024, 08:00:00 EDT'],
  ])('%s in %s is %j', (iso, timeZone, expected) => {
    expect(formatDateTime(new Date(iso), { timeZone })).toBe(expected)
  })
})

describe('formatDate', () => {
  it.each([
    ['2024-03-05T14:03:22Z', 'UTC', 'Mar 5, 2024'],
    ['2024-12-31T23:59:59Z', 'UTC', 'Dec 31, 2024'],
    ['2024-12-31T23:59:59Z', 'Asia/Tokyo', 'Jan 1, 2025'],
  ])('%s in %s is %j', (iso, timeZone, expected) => {
    expect(formatDate(new Date(iso), { timeZone })).toBe(expected)
  })
})

describe('agoPhrase', () => {
  const now = new Date('2024-03-05T14:00:00Z')
  it.each([
    [-3 * 24 * 3600 * 1000, '3d ago'],
    [-10 * 1000, '10s ago'],
    [-200, 'now'],
    [14 * 24 * 3600 * 1000, 'in 2w'],
  ])('%d ms from now reads %j', (offset, expected) => {
    expect(agoPhrase(new Date(now.getTime() + offset), now)).toBe(expected)
  })
})

describe('formatTime', () => {
  it.each([
    ['2024-03-05T14:03:22Z', 'UTC', '14:03:22'],
    ['2024-03-05T00:00:05Z', 'UTC', '00:00:05'],
    ['2024-07-04T12:00:00Z', 'America/New_York', '08:00:00'],
  ])('%s in %s is %j', (iso, timeZone, expected) => {
    expect(formatTime(new Date(iso), { timeZone })).toBe(expected)
  })
})

describe('formatClock and formatMonthDay', () => {
  it.each([
    ['2026-11-26T09:40:30Z', 'UTC', '09:40', 'Nov 26'],
    ['2026-11-26T00:00:00Z', 'UTC', '00:00', 'Nov 26'],
    ['2026-11-26T23:10:00Z', 'Asia/Kolkata', '04:40', 'Nov 27'],
    ['2026-07-04T12:00:00Z', 'America/New_York', '08:00', 'Jul 4'],
  ])('%s in %s is %j on %j', (iso, timeZone, clock, monthDay) => {
    expect(formatClock(new Date(iso), { timeZone })).toBe(clock)
    expect(formatMonthDay(new Date(iso), { timeZone })).toBe(monthDay)
  })
})

describe('formatPeriod', () => {
  // ICU sets the range's dash between thin spaces
  it.each([
    ['2026-11-26T09:38:12Z', '2026-11-26T10:38:12Z', 'UTC', 'Nov 26, 09:38\u2009–\u200910:38'],
    ['2026-11-26T04:38:00Z', '2026-11-26T10:38:00Z', 'UTC', 'Nov 26, 04:38\u2009–\u200910:38'],
    [
      '2026-11-25T10:38:00Z',
      '2026-11-26T10:38:00Z',
      'UTC',
      'Nov 25, 10:38\u2009–\u2009Nov 26, 10:38',
    ],
    // the same hour is one day in UTC and two in New York
    [
      '2026-11-26T04:38:00Z',
      '2026-11-26T05:38:00Z',
      'America/New_York',
      'Nov 25, 23:38\u2009–\u2009Nov 26, 00:38',
    ],
  ])('%s to %s in %s is %j', (start, end, timeZone, expected) => {
    expect(formatPeriod(new Date(start), new Date(end), { timeZone })).toBe(expected)
  })
})

describe('zoneOffsetMs', () => {
  const HOUR = 3_600_000
  it.each([
    ['2026-11-26T10:00:00Z', 'UTC', 0],
    ['2026-11-26T10:00:00Z', 'Asia/Kolkata', 5.5 * HOUR],
    ['2026-11-26T10:00:00Z', 'Asia/Kathmandu', 5.75 * HOUR],
    ['2026-11-26T10:00:00Z', 'America/New_York', -5 * HOUR],
    ['2026-07-04T10:00:00Z', 'America/New_York', -4 * HOUR],
    // just before midnight UTC, the wall clock is already on the next day
    ['2026-11-26T23:30:00.750Z', 'Pacific/Auckland', 13 * HOUR],
  ])('%s in %s is %d ms', (iso, timeZone, expected) => {
    expect(zoneOffsetMs(Date.parse(iso), { timeZone })).toBe(expected)
  })
})
