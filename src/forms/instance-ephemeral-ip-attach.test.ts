import {
  ephemeralAttachReason,
  ephemeralIpAttachSchema,
  initialEphemeralIpValues,
  takenReason,
} from './instance-ephemeral-ip-attach'

const ONE_PER_VERSION =
  'An instance has at most one ephemeral IP of each IP version; detach one to get another'
const ONE = 'An instance has at most one ephemeral IP; detach it to get another'

describe('attaching an ephemeral IP (one per IP version)', () => {
  it.each([
    // the silo's default versions, the instance's ephemeral IP versions → the button's reason,
    // the version the form starts on
    [['v4', 'v6'], [], undefined, 'v4'],
    [['v4', 'v6'], ['v4'], undefined, 'v6'],
    [['v4', 'v6'], ['v6'], undefined, 'v4'],
    [['v4', 'v6'], ['v4', 'v6'], ONE_PER_VERSION, 'v4'],
    [['v4'], [], undefined, 'v4'],
    [['v4'], ['v4'], ONE, 'v4'],
    [['v6'], [], undefined, 'v6'],
    // no default pool: an explicit pool may still be picked
    [[], [], undefined, 'v4'],
    [[], ['v4'], undefined, 'v4'],
  ] as const)(
    'defaults %j, instance has %j → %j, starts on %s',
    (defaults, taken, reason, start) => {
      expect(ephemeralAttachReason(defaults, taken)).toBe(reason)
      expect(initialEphemeralIpValues(defaults, taken)).toEqual({ pool: '', ipVersion: start })
    },
  )

  it.each([
    ['v4', ['v4'], 'The instance has an IPv4 ephemeral IP'],
    ['v6', ['v4'], undefined],
    ['v6', ['v4', 'v6'], 'The instance has an IPv6 ephemeral IP'],
  ] as const)('%s with %j taken → %j', (version, taken, reason) => {
    expect(takenReason(version, taken)).toBe(reason)
  })

  it('accepts only the contract’s IP versions', () => {
    expect(ephemeralIpAttachSchema.isValidSync({ pool: '', ipVersion: 'v6' })).toBe(true)
    expect(ephemeralIpAttachSchema.isValidSync({ pool: '', ipVersion: 'v5' })).toBe(false)
  })
})
