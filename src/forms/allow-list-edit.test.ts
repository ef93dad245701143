import { type AllowListValues, allowListSchema, sourcesOf, valuesOf } from './allow-list-edit'

/** Every field's message for `values`, by field; {} when they pass. */
function problems(values: AllowListValues) {
  try {
    allowListSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

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
    [
      'spaces being typed',
      { mode: 'list', ips, entry: '   ' },
      { entry: 'IP address or network is required' },
    ],
    [
      'a bad address being typed',
      { mode: 'list', ips, entry: '10.0.0.300' },
      { entry: 'Not a valid IP address' },
    ],
    [
      'a bad prefix length being typed',
      { mode: 'list', ips, entry: '10.0.0.0/33' },
      { entry: 'Max width for IPv4 is 32' },
    ],
    [
      'a /0 being typed',
      { mode: 'list', ips, entry: '::/0' },
      { entry: 'Width must be at least 1: to allow every source, choose Any source' },
    ],
    [
      'a duplicate being typed',
      { mode: 'list', ips, entry: '2001:DB8:8A00::/40' },
      { entry: 'Items must be unique' },
    ],
  ])('%s', (_, values, messages) => {
    expect(problems(values)).toEqual(messages)
  })

  it('starts from the setting and sends what the user chose', () => {
    expect(valuesOf({ allow: 'list', ips })).toEqual({ mode: 'list', ips, entry: '' })
    expect(valuesOf({ allow: 'any' })).toEqual({ mode: 'any', ips: [], entry: '' })
    expect(sourcesOf({ mode: 'any', ips, entry: '' })).toEqual({ allow: 'any' })
    expect(sourcesOf({ mode: 'list', ips, entry: '' })).toEqual({ allow: 'list', ips })
  })
})
