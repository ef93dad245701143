import { agoPhrase, formatDate, formatDateTime, formatTime, timeAgo } from './relative-time'

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
