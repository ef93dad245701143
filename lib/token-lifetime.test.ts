// @vitest-environment node
import {
  describeLifetime,
  type LifetimeInput,
  type LifetimeUnit,
  lifetimeInput,
  lifetimeInUnits,
  lifetimeProblem,
  MAX_LIFETIME_SECONDS,
  shortensLifetime,
  toSeconds,
} from './token-lifetime'

const input = (amount: string, unit: LifetimeUnit = 'days'): LifetimeInput => ({ amount, unit })

describe('lifetimeProblem (the contract: uint32 seconds, minimum 1; SPEC §5 messages)', () => {
  it.each<[string, LifetimeInput, string | undefined]>([
    ['empty', input(''), 'Lifetime is required'],
    ['spaces only', input('   '), 'Lifetime is required'],
    ['zero', input('0'), 'Lifetime must be at least 1 day'],
    ['zero minutes', input('0', 'minutes'), 'Lifetime must be at least 1 minute'],
    ['negative', input('-3'), 'Lifetime must be at least 1 day'],
    ['negative zero', input('-0', 'hours'), 'Lifetime must be at least 1 hour'],
    ['fractional', input('1.5'), 'Lifetime must be a whole number of days'],
    ['a fraction below one', input('.5', 'hours'), 'Lifetime must be a whole number of hours'],
    ['text', input('thirty'), 'Lifetime must be a number'],
    ['a number with text', input('30 days'), 'Lifetime must be a number'],
    ['an exponent', input('1e3'), 'Lifetime must be a number'],
    ['hex', input('0x10'), 'Lifetime must be a number'],
    ['markup', input('<img src=x onerror=alert(1)>'), 'Lifetime must be a number'],
    ['too many days', input('49711'), 'Lifetime can be at most 49,710 days'],
    ['too many hours', input('1193047', 'hours'), 'Lifetime can be at most 1,193,046 hours'],
    [
      'too many minutes',
      input('71582789', 'minutes'),
      'Lifetime can be at most 71,582,788 minutes',
    ],
    ['a huge number', input('99999999999999999999'), 'Lifetime can be at most 49,710 days'],
    ['the most days', input('49710'), undefined],
    ['one minute', input('1', 'minutes'), undefined],
    ['thirty days, padded', input(' 30 '), undefined],
    ['a plus sign', input('+2', 'hours'), undefined],
    ['a whole number written with a point', input('2.0'), undefined],
  ])('%s', (_name, value, expected) => {
    expect(lifetimeProblem(value, 'Lifetime')).toBe(expected)
  })

  it.each<[string, LifetimeInput, number, string | undefined]>([
    ['within the silo maximum', input('30'), 30 * 86400, undefined],
    [
      'over the silo maximum',
      input('31'),
      30 * 86400,
      'Lifetime can be at most 30 days in this silo',
    ],
    [
      'over it in smaller units',
      input('721', 'hours'),
      30 * 86400,
      'Lifetime can be at most 720 hours in this silo',
    ],
    [
      'a maximum below one unit',
      input('1', 'days'),
      3600,
      'Lifetime must be under 1 day in this silo: choose a smaller unit',
    ],
  ])('%s', (_name, value, max, expected) => {
    expect(lifetimeProblem(value, 'Lifetime', max, ' in this silo')).toBe(expected)
  })
})

describe('unit conversion', () => {
  it.each<[LifetimeInput, number]>([
    [input('1', 'minutes'), 60],
    [input('90', 'minutes'), 5400],
    [input('1', 'hours'), 3600],
    [input('24', 'hours'), 86400],
    [input('30', 'days'), 2_592_000],
    [input('49710', 'days'), 4_294_944_000],
  ])('%o is %d seconds', (value, seconds) => {
    expect(toSeconds(value)).toBe(seconds)
    expect(toSeconds(value)).toBeLessThanOrEqual(MAX_LIFETIME_SECONDS)
  })

  it.each<[number, ReturnType<typeof lifetimeInUnits>, string]>([
    [60, { amount: 1, unit: 'minutes' }, '1 minute'],
    [5400, { amount: 90, unit: 'minutes' }, '90 minutes'],
    [3600, { amount: 1, unit: 'hours' }, '1 hour'],
    [86400, { amount: 1, unit: 'days' }, '1 day'],
    [2_592_000, { amount: 30, unit: 'days' }, '30 days'],
    [90_000, { amount: 25, unit: 'hours' }, '25 hours'],
    [45, undefined, '45 seconds'],
    [1, undefined, '1 second'],
    [MAX_LIFETIME_SECONDS, undefined, '4,294,967,295 seconds'],
  ])('%d seconds: the largest whole unit, described', (seconds, inUnits, described) => {
    expect(lifetimeInUnits(seconds)).toEqual(inUnits)
    expect(describeLifetime(seconds)).toBe(described)
  })

  it.each<[number | null, LifetimeInput]>([
    [2_592_000, input('30', 'days')],
    [7200, input('2', 'hours')],
    [45, input('', 'days')],
    [null, input('', 'days')],
  ])('the form starts from %s seconds', (seconds, expected) => {
    expect(lifetimeInput(seconds)).toEqual(expected)
  })
})

describe('shortensLifetime', () => {
  it.each<[number | null, number | null, boolean]>([
    [null, 86400, true],
    [86400, 3600, true],
    [86400, 86400, false],
    [3600, 86400, false],
    [86400, null, false],
    [null, null, false],
  ])('from %s to %s: %s', (current, next, expected) => {
    expect(shortensLifetime(current, next)).toBe(expected)
  })
})
