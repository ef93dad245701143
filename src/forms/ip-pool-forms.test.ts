import { fieldMessages } from '@/testing/schema-problems'
import { ipRangeSchema } from './ip-range-add'

describe('the add-range form', () => {
  it.each([
    // pool version, first, last → messages by field
    ['v4', '192.0.2.1', '192.0.2.10', {}],
    ['v4', ' 192.0.2.1 ', '192.0.2.1', {}],
    ['v6', '2001:db8::1', '2001:db8::ffff', {}],
    ['v4', '', '', { first: 'First address is required', last: 'Last address is required' }],
    ['v4', '192.0.2.300', '192.0.2.10', { first: 'Not a valid IP address' }],
    ['v4', '192.0.2.1', 'nope', { last: 'Not a valid IP address' }],
    [
      'v4',
      '2001:db8::1',
      '192.0.2.10',
      { first: "Must be an IPv4 address, the pool's IP version" },
    ],
    ['v6', '2001:db8::1', '192.0.2.10', { last: "Must be an IPv6 address, the pool's IP version" }],
    ['v4', '192.0.2.10', '192.0.2.9', { last: 'The first address must not be after the last' }],
    ['v6', '2001:db8::10', '2001:db8::f', { last: 'The first address must not be after the last' }],
  ] as const)('an %s pool: %j – %j', (version, first, last, expected) => {
    expect(fieldMessages(ipRangeSchema(version), { first, last })).toEqual(expected)
  })
})
