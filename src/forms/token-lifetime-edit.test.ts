import { type AnyObjectSchema, object } from 'yup'
import { fieldMessages } from '@/testing/schema-problems'
import {
  lifetimeFieldsSchema,
  maxTtlOf,
  type TokenLifetimeValues,
  tokenLifetimeSchema,
} from './token-lifetime-edit'

/** The lifetime field's message for `values`, or undefined when they pass. */
const problemOf = async (schema: AnyObjectSchema, values: object) =>
  fieldMessages(schema, values).amount

const limited = (
  amount: string,
  unit: TokenLifetimeValues['unit'] = 'days',
): TokenLifetimeValues => ({
  limit: 'limited',
  amount,
  unit,
})

describe('the silo’s token lifetime (auth_settings_update)', () => {
  it.each<[string, TokenLifetimeValues, string | undefined, number | null]>([
    [
      'no maximum, the amount ignored',
      { limit: 'unlimited', amount: 'x', unit: 'days' },
      undefined,
      null,
    ],
    ['30 days', limited('30'), undefined, 2_592_000],
    ['90 minutes', limited('90', 'minutes'), undefined, 5400],
    ['empty', limited(''), 'Lifetime is required', null],
    ['zero', limited('0'), 'Lifetime must be at least 1 day', null],
    ['negative', limited('-1', 'hours'), 'Lifetime must be at least 1 hour', null],
    ['fractional', limited('0.5'), 'Lifetime must be a whole number of days', null],
    ['too large', limited('49711'), 'Lifetime can be at most 49,710 days', null],
    ['text', limited('a month'), 'Lifetime must be a number', null],
  ])('%s', async (_name, values, problem, sent) => {
    expect(await problemOf(tokenLifetimeSchema, values)).toBe(problem)
    if (!problem) expect(maxTtlOf(values)).toBe(sent)
  })
})

describe('a new token’s lifetime within the silo’s maximum', () => {
  const withinDay = object(lifetimeFieldsSchema(86400, ' in this silo'))
  it.each<[string, string, TokenLifetimeValues['unit'], string | undefined]>([
    ['the maximum itself', '24', 'hours', undefined],
    ['past it', '25', 'hours', 'Lifetime can be at most 24 hours in this silo'],
    ['past it in days', '2', 'days', 'Lifetime can be at most 1 day in this silo'],
    ['empty, with a maximum', '', 'hours', 'Lifetime is required'],
  ])('%s', async (_name, amount, unit, problem) => {
    expect(await problemOf(withinDay, { amount, unit })).toBe(problem)
  })

  it('without a maximum, an empty lifetime asks for a token that does not expire', async () => {
    const unlimited = object(
      lifetimeFieldsSchema(undefined, '', (parent) => String(parent.amount).trim() === ''),
    )
    expect(await problemOf(unlimited, { amount: '', unit: 'days' })).toBeUndefined()
    expect(await problemOf(unlimited, { amount: '0', unit: 'days' })).toBe(
      'Lifetime must be at least 1 day',
    )
  })
})
