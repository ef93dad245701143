// @vitest-environment node
import {
  isExactSubscription,
  subscriptionMatches,
  subscriptionMessages,
  subscriptionProblem,
} from './alert-subscriptions'

// the contract's AlertSubscription pattern, to check the table below against
const CONTRACT_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

describe('subscriptionProblem', () => {
  const { emptyPart, partChars } = subscriptionMessages
  test.each([
    // value, message (undefined: a valid subscription)
    ['hardware.sled.inserted', undefined],
    ['hardware.sled.*', undefined],
    ['hardware.**', undefined],
    ['**', undefined],
    ['*', undefined],
    ['*.sled.*', undefined],
    ['Update_2.FAILED', undefined],
    ['', undefined],
    ['hardware.', emptyPart],
    ['.hardware', emptyPart],
    ['hardware..sled', emptyPart],
    ['.', emptyPart],
    ['hardware.sled*', partChars],
    ['hardware.***', partChars],
    ['hardware sled', partChars],
    ['hardware-sled', partChars],
    ['   ', partChars],
    ['hardware.sled.inserted\u200b', partChars],
    ['café', partChars],
    ['hardware/sled', partChars],
    ['<script>', partChars],
  ])('%j → %s', (value, message) => {
    expect(subscriptionProblem(value)).toBe(message)
    // what the console lets through is exactly what the contract's pattern takes
    if (value) expect(CONTRACT_PATTERN.test(value)).toBe(message === undefined)
  })
})

describe('subscriptionMatches', () => {
  test.each([
    // subscription, class, matches
    ['hardware.sled.inserted', 'hardware.sled.inserted', true],
    ['hardware.sled.inserted', 'hardware.sled.removed', false],
    ['hardware.sled.*', 'hardware.sled.removed', true],
    ['hardware.sled.*', 'hardware.sled', false],
    ['hardware.*', 'hardware.sled.removed', false],
    ['hardware.**', 'hardware.sled.removed', true],
    ['hardware.**', 'hardware.switch.link_down', true],
    ['hardware.**', 'hardware', false],
    ['**', 'update.failed', true],
    ['*', 'update.failed', false],
    ['*.failed', 'update.failed', true],
    ['**.failed', 'update.failed', true],
    ['**.removed', 'hardware.sled.removed', true],
    ['**.removed', 'hardware.sled.inserted', false],
    ['hardware.**.removed', 'hardware.sled.removed', true],
    ['hardware.**.removed', 'hardware.removed', false],
    ['update', 'update.failed', false],
  ])('%s matches %s: %s', (subscription, className, matches) => {
    expect(subscriptionMatches(subscription, className)).toBe(matches)
  })
})

test.each([
  ['update.failed', true],
  ['update.*', false],
  ['**', false],
])('isExactSubscription(%j) is %s', (subscription, exact) => {
  expect(isExactSubscription(subscription)).toBe(exact)
})
