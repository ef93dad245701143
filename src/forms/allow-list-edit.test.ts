import { fieldMessages } from '@/testing/schema-problems'
import { type AllowListValues, allowListSchema, sourcesOf, valuesOf } from './allow-list-edit'

const ips = ['10.100.0.0/16', '2001:db8:8a00::/40']

describe('the allow list form', () => {
  it.each<[string, AllowListValues, Record<string, string>]>([
    ['any source', { mode: 'any', ips: [], entry: '' }, {}],
    ['any source, with entries left from the list', { mode: 'any', ips, entry: '' }, {}],
    ['any source ignores a half-typed entry', { mode: 'any', ips: [], entry: '10.0.0.300' }, {}],
    ['a list', { mode: 'list', ips, entry: '' }, {}],
    ['a list and a good entry being typed', { mode: 'list', ips, entry: '203.0.113.7' }, {}],
    [
      'only these sources with none',
      { mode: 'list', ips: [], entry: '' },
      { ips: 'Add at least one IP address or network, or choose Any source' },
    ],
  ])('%s', (_, values, messages) => {
    expect(fieldMessages(allowListSchema, values)).toEqual(messages)
  })

  it.each([
    ['spaces', '   ', 'IP address or network is required'],
    ['a bad address', '10.0.0.300', 'Not a valid IP address'],
    ['a bad prefix length', '10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['a /0', '::/0', 'Width must be at least 1: to allow every source, choose Any source'],
    ['a duplicate', '2001:DB8:8A00::/40', 'Items must be unique'],
  ])('a list, with %s being typed (%j)', (_, entry, message) => {
    expect(fieldMessages(allowListSchema, { mode: 'list', ips, entry })).toEqual({ entry: message })
  })

  it('starts from the setting and sends what the user chose', () => {
    expect(valuesOf({ allow: 'list', ips })).toEqual({ mode: 'list', ips, entry: '' })
    expect(valuesOf({ allow: 'any' })).toEqual({ mode: 'any', ips: [], entry: '' })
    expect(sourcesOf({ mode: 'any', ips, entry: '' })).toEqual({ allow: 'any' })
    expect(sourcesOf({ mode: 'list', ips, entry: '' })).toEqual({ allow: 'list', ips })
  })
})
