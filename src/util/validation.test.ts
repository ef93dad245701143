// @vitest-environment node
import { array, object, string, type ValidationError } from 'yup'
import {
  cidrSchema,
  ipSchema,
  ipVersion,
  messages,
  nameSchema,
  parseCidr,
  requiredMessage,
  stringSchema,
  uniqueItemsSchema,
  validateCidr,
  validateIp,
  validateName,
  validatePortRange,
  validateUniqueItems,
} from './validation'

/** The first message a yup schema gives for `value`, or undefined when valid. */
async function yupMessage(schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('requiredMessage', () => {
  it.each([
    ['Name', 'Name is required'],
    ['IP address', 'IP address is required'],
    ['Port range', 'Port range is required'],
  ])('%s → %s', (label, expected) => {
    expect(requiredMessage(label)).toBe(expected)
  })
})

describe('name', () => {
  const uuid = 'abcdef01-2345-6789-abcd-ef0123456789'
  it.each([
    ['a', undefined],
    ['my-project', undefined],
    ['web-1', undefined],
    ['a1-b2-c3', undefined],
    ['a--b', undefined],
    ['x'.repeat(63), undefined],
    // contains a UUID but is not one
    [`vm-${uuid}`, undefined],
    ['x'.repeat(64), 'Can be at most 63 characters'],
    ['1project', 'Must start with a lowercase letter'],
    ['-project', 'Must start with a lowercase letter'],
    ['Project', 'Must start with a lowercase letter'],
    ['my_project', 'Can only contain lower-case letters, numbers, and dashes'],
    ['myProject', 'Can only contain lower-case letters, numbers, and dashes'],
    ['my project', 'Can only contain lower-case letters, numbers, and dashes'],
    ['proj.ect', 'Can only contain lower-case letters, numbers, and dashes'],
    ['projé', 'Can only contain lower-case letters, numbers, and dashes'],
    ['project-', 'Must end with a letter or number'],
    [uuid, 'Cannot be a UUID'],
    ['', undefined],
  ])('%j → %s', async (value, expected) => {
    expect(validateName(value)).toBe(expected)
    expect(await yupMessage(nameSchema(), value)).toBe(value === '' ? 'Name is required' : expected)
  })

  // SPEC §5: spaces alone are an empty field, with the required message and no other; text
  // around spaces, or characters that show nothing, keep the name's own messages
  it.each([
    ['', ['Name is required']],
    ['   ', ['Name is required']],
    ['\t', ['Name is required']],
    [' \n\u00a0', ['Name is required']],
    [' web', [messages.nameStart]],
    ['web ', [messages.nameChars]],
    ['\u200b', [messages.nameStart]],
  ])('%j in a required name → %j', async (value, expected) => {
    const problems = await nameSchema()
      .validate(value, { abortEarly: false })
      .then(
        () => [],
        (error: ValidationError) => error.errors,
      )
    expect(problems).toEqual(expected)
  })

  it('keeps spaces alone to the rule in an optional name', async () => {
    expect(await yupMessage(nameSchema('Name', { required: false }), '   ')).toBe(
      messages.nameStart,
    )
  })

  it('uses the field label in the required message', async () => {
    expect(await yupMessage(nameSchema('Disk name'), '')).toBe('Disk name is required')
    expect(await yupMessage(nameSchema('Disk name'), '   ')).toBe('Disk name is required')
    expect(await yupMessage(nameSchema('Disk name'), undefined)).toBe('Disk name is required')
  })

  it('can be optional', async () => {
    expect(await yupMessage(nameSchema('Name', { required: false }), '')).toBeUndefined()
    expect(await yupMessage(nameSchema('Name', { required: false }), 'A')).toBe(messages.nameStart)
  })
})

describe('IP address', () => {
  it.each([
    ['0.0.0.0', 4],
    ['192.168.1.1', 4],
    ['255.255.255.255', 4],
    ['10.0.0.1', 4],
    ['::', 6],
    ['::1', 6],
    ['fd00::1', 6],
    ['2001:db8::8a2e:370:7334', 6],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', 6],
    ['FE80::ABCD', 6],
    ['1:2:3:4:5:6:7::', 6],
    ['::2:3:4:5:6:7:8', 6],
    ['::ffff:192.168.1.1', 6],
    ['64:ff9b::10.0.0.1', 6],
    ['1:2:3:4:5:6:1.2.3.4', 6],
    ['256.1.1.1', undefined],
    ['1.2.3', undefined],
    ['1.2.3.4.5', undefined],
    ['01.2.3.4', undefined],
    ['1.2.3.-4', undefined],
    [' 1.2.3.4', undefined],
    ['1.2.3.4/24', undefined],
    ['abc', undefined],
    ['1:2:3:4:5:6:7', undefined],
    ['1:2:3:4:5:6:7:8:9', undefined],
    ['1::2::3', undefined],
    [':::', undefined],
    [':1:2:3:4:5:6:7', undefined],
    ['12345::1', undefined],
    ['g::1', undefined],
    ['1.2.3.4::', undefined],
    ['::ffff:999.1.1.1', undefined],
    ['1:2:3:4:5:6:7:1.2.3.4', undefined],
    ['fe80::1%eth0', undefined],
  ])('%j is version %s', async (value, version) => {
    expect(ipVersion(value)).toBe(version)
    const expected = version ? undefined : 'Not a valid IP address'
    expect(validateIp(value)).toBe(expected)
    expect(await yupMessage(ipSchema(), value)).toBe(expected)
  })

  it('is required by default', async () => {
    expect(await yupMessage(ipSchema(), '')).toBe('IP address is required')
    expect(await yupMessage(ipSchema('Address', { required: false }), '')).toBeUndefined()
  })
})

describe('CIDR block', () => {
  it.each([
    ['10.0.0.0/8', undefined],
    ['192.168.1.0/24', undefined],
    ['0.0.0.0/0', undefined],
    ['10.0.0.1/32', undefined],
    ['fd00::/64', undefined],
    ['::/0', undefined],
    ['2001:db8::/128', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/', 'Must contain an IP address and a width, separated by a /'],
    ['/24', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.300/8', 'Not a valid IP address'],
    ['fd00::g/64', 'Not a valid IP address'],
    ['10.0.0.0/abc', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    // the contract's Ipv4Net and Ipv6Net patterns refuse a width with a leading zero
    ['10.0.0.0/08', 'Width must be an integer'],
    ['fd00::/064', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['fd00::/64x', 'Width must be an integer'],
  ])('%j → %s', async (value, expected) => {
    expect(validateCidr(value)).toBe(expected)
    expect(await yupMessage(cidrSchema(), value)).toBe(expected)
  })

  it('parses address, width and version', () => {
    expect(parseCidr('fd00::/48')).toEqual({
      ok: true,
      value: { address: 'fd00::', width: 48, version: 6 },
    })
  })
})

describe('port range', () => {
  it.each([
    ['80', undefined],
    ['1', undefined],
    ['22-22', undefined],
    ['8000-8080', undefined],
    ['  443  ', undefined],
    [' 1-65535 ', undefined],
    ['0-99999', messages.portMax],
    ['123456', messages.portRangeShape],
    ['80-123456', messages.portRangeShape],
    ['80-', messages.portRangeShape],
    ['-80', messages.portRangeShape],
    ['80 - 90', messages.portRangeShape],
    ['80,90', messages.portRangeShape],
    ['http', messages.portRangeShape],
    ['8080-8000', messages.portRangeOrder],
  ])('%j → %s', (value, expected) => {
    expect(validatePortRange(value)).toBe(expected)
  })

  it('treats blanks as empty', () => {
    expect(validatePortRange('   ')).toBeUndefined()
  })
})

describe('unique items', () => {
  it.each([
    [[], undefined],
    [['a'], undefined],
    [['a', 'b', 'c'], undefined],
    [['a', 'b', 'a'], 'Items must be unique'],
    [[80, 443, 80], 'Items must be unique'],
    [
      [
        { type: 'ip', value: '1.1.1.1' },
        { type: 'ip', value: '1.1.1.2' },
      ],
      undefined,
    ],
    [
      [
        { type: 'ip', value: '1.1.1.1' },
        { type: 'ip', value: '1.1.1.1' },
      ],
      'Items must be unique',
    ],
  ])('%j → %s', async (items, expected) => {
    expect(validateUniqueItems(items as unknown[])).toBe(expected)
    expect(await yupMessage(uniqueItemsSchema(), items)).toBe(expected)
  })

  it('compares by a key when given one', () => {
    const items = [
      { name: 'a', port: 1 },
      { name: 'a', port: 2 },
    ]
    expect(validateUniqueItems(items, (i) => i.name)).toBe('Items must be unique')
    expect(validateUniqueItems(items, (i) => i.port)).toBeUndefined()
  })
})

describe('in a form schema', () => {
  it('reports every field with its own message', async () => {
    const schema = object({
      name: nameSchema(),
      ip: ipSchema(),
      cidr: cidrSchema('Block'),
      ports: stringSchema('Port range', validatePortRange),
      hosts: uniqueItemsSchema<string>(),
      description: stringSchema('Description', undefined, { required: false }),
    })
    const result = await schema
      .validate(
        { name: 'Bad', ip: '', cidr: '10.0.0.0', ports: '9-1', hosts: ['x', 'x'] },
        { abortEarly: false },
      )
      .catch((error: { inner: { path: string; message: string }[] }) =>
        Object.fromEntries(error.inner.map((e) => [e.path, e.message])),
      )
    expect(result).toEqual({
      name: messages.nameStart,
      ip: 'IP address is required',
      cidr: messages.cidrShape,
      ports: messages.portRangeOrder,
      hosts: messages.unique,
    })
  })

  it('keeps yup composable', async () => {
    const schema = array(string().required()).concat(uniqueItemsSchema<string>())
    expect(await yupMessage(schema, ['a', 'a'])).toBe('Items must be unique')
  })
})
