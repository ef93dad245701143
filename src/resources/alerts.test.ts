// @vitest-environment node
import { messages } from '@/util/validation'
import { subscriptionMessages } from '~/lib/alert-subscriptions'
import {
  alertMessages,
  lastResponse,
  probeOutcome,
  receiverCreateSchema,
  secretSchema,
  subscriptionEntryProblem,
  subscriptionSchema,
} from './alerts'

/** The schema's first message for `value`, or undefined when it passes. */
async function messageOf(
  schema: { validate: (value: unknown) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

const validReceiver = {
  name: 'ops-pager',
  description: '',
  endpoint: 'https://hooks.example.com/oxide',
  secrets: [{ value: 's3cret' }],
  subscriptions: [],
  subscriptionDraft: '',
}

describe('the webhook receiver create form', () => {
  test.each([
    // why, fields, message (undefined: valid)
    ['valid', {}, undefined],
    ['no name', { name: '' }, 'Name is required'],
    ['a bad name', { name: 'Ops' }, messages.nameStart],
    ['no endpoint', { endpoint: '   ' }, 'Endpoint URL is required'],
    ['no scheme', { endpoint: 'hooks.example.com/oxide' }, messages.url],
    ['another scheme', { endpoint: 'ftp://hooks.example.com' }, messages.url],
    ['a script', { endpoint: 'javascript:alert(1)' }, messages.url],
    ['an inner space', { endpoint: 'https://hooks.example.com/a b' }, messages.urlChars],
    ['a zero-width space', { endpoint: 'https://hooks\u200b.example.com' }, messages.urlChars],
    ['no secret', { secrets: [] }, alertMessages.secretsRequired],
    ['an empty secret', { secrets: [{ value: '' }] }, 'Secret is required'],
    ['a secret of spaces', { secrets: [{ value: '   ' }] }, alertMessages.secretEdges],
    ['a trailing space', { secrets: [{ value: 'abc ' }] }, alertMessages.secretEdges],
    ['a zero-width space', { secrets: [{ value: 'ab\u200bc' }] }, alertMessages.secretInvisible],
    ['a control character', { secrets: [{ value: 'ab\u0007c' }] }, alertMessages.secretInvisible],
    ['the same secret twice', { secrets: [{ value: 'a' }, { value: 'a' }] }, messages.unique],
    ['an inner space in a secret', { secrets: [{ value: 'correct horse' }] }, undefined],
  ])('%s', async (_, fields, message) => {
    expect(await messageOf(receiverCreateSchema, { ...validReceiver, ...fields })).toBe(message)
  })
})

test.each([
  // value, message
  ['', 'Secret is required'],
  [' lead', alertMessages.secretEdges],
  ['tab\t', alertMessages.secretEdges],
  ['rtl\u202eltr', alertMessages.secretInvisible],
  ['whsec_2f0c', undefined],
])('secret %j → %s', async (value, message) => {
  expect(await messageOf(secretSchema, value)).toBe(message)
})

test.each([
  // value, message
  ['', 'Subscription is required'],
  ['   ', 'Subscription is required'],
  ['update.', subscriptionMessages.emptyPart],
  ['update.fail*', subscriptionMessages.partChars],
  [' update.* ', undefined],
])('subscription %j → %s', async (value, message) => {
  expect(await messageOf(subscriptionSchema, value)).toBe(message)
})

test.each([
  // entry, added so far, message
  ['update.*', [], undefined],
  ['update.*', ['update.*'], messages.unique],
  [' update.* ', ['update.*'], messages.unique],
  ['', [], 'Subscription is required'],
  ['**.', [], subscriptionMessages.emptyPart],
])('adding %j to %j → %s', (entry, added, message) => {
  expect(subscriptionEntryProblem(entry, added)).toBe(message)
})

const attempt = (
  result: 'succeeded' | 'failed_http_error' | 'failed_unreachable' | 'failed_timeout',
  response: { status: number; durationMs: number } | null = null,
) => ({ result, response })

test.each([
  // attempts, last response
  [[], '—'],
  [[attempt('succeeded', { status: 200, durationMs: 84 })], '200 in 84 ms'],
  [
    [
      attempt('failed_http_error', { status: 503, durationMs: 30 }),
      attempt('failed_http_error', { status: 503, durationMs: 1204 }),
    ],
    '503 in 1,204 ms',
  ],
  [[attempt('failed_unreachable')], 'Unreachable'],
  [[attempt('failed_timeout')], 'Timed out'],
])('last response of %j is %s', (webhook, text) => {
  expect(lastResponse({ attempts: { webhook } })).toBe(text)
})

test.each([
  // state, attempt, heading, body
  [
    'delivered',
    attempt('succeeded', { status: 200, durationMs: 84 }),
    'Probe delivered',
    'The endpoint answered 200 in 84 ms.',
  ],
  [
    'failed',
    attempt('failed_http_error', { status: 503, durationMs: 12 }),
    'Probe failed',
    'The endpoint answered 503 in 12 ms.',
  ],
  ['failed', attempt('failed_unreachable'), 'Probe failed', 'The endpoint could not be reached.'],
  ['failed', attempt('failed_timeout'), 'Probe failed', 'The endpoint did not answer in time.'],
] as const)('a %s probe: %s', (state, last, heading, body) => {
  expect(probeOutcome({ state, attempts: { webhook: [last] } })).toEqual({
    delivered: state === 'delivered',
    heading,
    body,
  })
})
