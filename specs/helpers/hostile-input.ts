/**
 * The hostile-input matrix: for each kind of form field, the values a careless or hostile
 * user might type and the message the form must answer with (SPEC §5's exact strings where it
 * fixes them). Plain data, no WebdriverIO: the e2e spec types every row into every field of its
 * kind, and a vitest table test runs every row through the validators.
 */

export type FieldKind =
  | 'name'
  | 'diskSize'
  | 'vcpus'
  | 'memory'
  | 'priority'
  | 'ipv4Block'
  | 'ipv6Block'
  | 'ip'
  | 'portRange'

export interface HostileValue {
  value: string
  message: string
  /** What makes the value hostile, for a failure's message. */
  why: string
}

const required = (label: string) => `${label} is required`

const name = (label: string): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: '64 characters', value: 'a'.repeat(64), message: 'Can be at most 63 characters' },
  { why: 'uppercase first', value: 'Project', message: 'Must start with a lowercase letter' },
  {
    why: 'uppercase inside',
    value: 'myProject',
    message: 'Can only contain lower-case letters, numbers, and dashes',
  },
  { why: 'leading digit', value: '1project', message: 'Must start with a lowercase letter' },
  {
    why: 'unicode letter',
    value: 'café',
    message: 'Can only contain lower-case letters, numbers, and dashes',
  },
  { why: 'leading hyphen', value: '-project', message: 'Must start with a lowercase letter' },
  {
    why: 'zero-width space',
    value: 'zero\u200bwidth',
    message: 'Can only contain lower-case letters, numbers, and dashes',
  },
  { why: 'trailing hyphen', value: 'project-', message: 'Must end with a letter or number' },
  {
    why: 'right-to-left override',
    value: 'rtl\u202eltr',
    message: 'Can only contain lower-case letters, numbers, and dashes',
  },
  { why: 'whitespace only', value: '   ', message: required(label) },
  {
    why: 'inner space',
    value: 'two words',
    message: 'Can only contain lower-case letters, numbers, and dashes',
  },
  { why: 'a UUID', value: 'a23e4567-e89b-12d3-a456-426614174000', message: 'Cannot be a UUID' },
  { why: '1,000 characters', value: 'b'.repeat(1000), message: 'Can be at most 63 characters' },
]

/** A whole number field with a range: what each way out of it says. */
const wholeNumber = (
  label: string,
  { whole, min, max }: { whole: string; min: string; max: string },
  { below, above }: { below: string; above: string },
): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: 'below the minimum', value: below, message: min },
  { why: 'fractional', value: '1.5', message: whole },
  { why: 'negative', value: '-3', message: min },
  { why: 'above the maximum', value: above, message: max },
  { why: 'fractional again', value: '0.25', message: whole },
  { why: 'huge', value: '99999999999999999999', message: max },
]

const cidrShape = 'Must contain an IP address and a width, separated by a /'
const notAnIp = 'Not a valid IP address'
const widthInteger = 'Width must be an integer'
const privateRange = 'Must be a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)'

/** SPEC §5's CIDR rule on a required IPv4 network. */
const ipv4Cidr = (label: string): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: 'no width', value: '10.0.0.0', message: cidrShape },
  { why: 'width above 32', value: '10.0.0.0/33', message: 'Max width for IPv4 is 32' },
  { why: 'fractional width', value: '10.0.0.0/2.5', message: widthInteger },
  { why: 'octet above 255', value: '256.0.0.0/8', message: notAnIp },
  { why: 'negative width', value: '10.0.0.0/-8', message: widthInteger },
  { why: 'two slashes', value: '10.0.0.0/8/8', message: cidrShape },
  { why: 'three octets', value: '10.0.0/8', message: notAnIp },
  { why: 'whitespace only', value: '   ', message: required(label) },
  { why: 'full-width digits', value: '１０.0.0.0/8', message: notAnIp },
  { why: 'zero-width space in the width', value: '10.0.0.0/2\u200b4', message: widthInteger },
  { why: 'leading zero in the width', value: '10.0.0.0/08', message: widthInteger },
]

/**
 * A VPC subnet's IPv4 block: the CIDR rows, then an IPv4 network inside an RFC 1918 range given
 * by its first address (contract VpcSubnetCreate.ipv4_block).
 */
const ipv4Block = (label: string): HostileValue[] => [
  ...ipv4Cidr(label),
  {
    why: 'IPv6 in an IPv4 field',
    value: 'fd00::/64',
    message: 'Must be an IPv4 block, like 10.0.0.0/24',
  },
  { why: 'every address', value: '0.0.0.0/0', message: privateRange },
  { why: 'a public range', value: '8.8.8.0/24', message: privateRange },
  {
    why: 'host bits set',
    value: '10.1.2.3/24',
    message: 'Host bits must be zero: use 10.1.2.0/24',
  },
]

const ipv6Block = (): HostileValue[] => [
  { why: 'no width', value: 'fd00::', message: cidrShape },
  { why: 'width above 128', value: 'fd00::/129', message: 'Max width for IPv6 is 128' },
  { why: 'two ::', value: 'fd00::1::1/64', message: notAnIp },
  { why: 'fractional width', value: 'fd00::/6.4', message: widthInteger },
  { why: 'not hex', value: 'fd00::g/64', message: notAnIp },
  {
    why: 'IPv4 in an IPv6 field',
    value: '10.0.0.0/8',
    message: 'Must be an IPv6 block, like fd00:1122:3344:1::/64',
  },
]

const ip = (): HostileValue[] => [
  { why: 'octet above 255', value: '256.1.1.1', message: notAnIp },
  { why: 'three octets', value: '1.2.3', message: 'Not a valid IP address' },
  { why: 'leading zero', value: '01.2.3.4', message: notAnIp },
  { why: 'a network, not an address', value: '1.2.3.4/32', message: notAnIp },
  { why: 'two ::', value: 'fe80::1::1', message: notAnIp },
  { why: 'a host name', value: 'localhost', message: notAnIp },
  { why: 'zero-width space', value: '1.2.3.4\u200b', message: notAnIp },
]

const portShape = 'Must be a port like 80 or a range like 8000-8080'

const portRange = (label: string): HostileValue[] => [
  { why: 'whitespace only', value: '   ', message: required(label) },
  {
    why: 'reversed range',
    value: '8080-8000',
    message: 'The end of a range must not be below its start',
  },
  { why: 'six digits', value: '123456', message: portShape },
  { why: 'above 65535', value: '99999', message: 'A port can be at most 65535' },
  { why: 'negative', value: '-80', message: portShape },
  { why: 'range end above 65535', value: '80-70000', message: 'A port can be at most 65535' },
  { why: 'open range', value: '80-', message: portShape },
  { why: 'fractional', value: '1.5', message: portShape },
  { why: 'a service name', value: 'http', message: portShape },
  { why: 'full-width digits', value: '８０', message: portShape },
]

/** The largest count of a unit whose bytes a JavaScript number (and the contract) holds exactly. */
const maxUnits = (bytesPerUnit: number) => Math.floor(Number.MAX_SAFE_INTEGER / bytesPerUnit)

/** Rows for a field of `kind` labelled `label` (the label the required message quotes). */
export function hostileValues(kind: FieldKind, label: string): HostileValue[] {
  switch (kind) {
    case 'name':
      return name(label)
    case 'diskSize':
    case 'memory': {
      const max = kind === 'diskSize' ? 1023 : 1536
      return wholeNumber(
        label,
        {
          whole: 'Must be a whole number of GiB',
          min: 'Must be at least 1 GiB',
          max: `Can be at most ${max} GiB`,
        },
        { below: '0', above: String(max + 1) },
      )
    }
    case 'vcpus':
      return wholeNumber(
        label,
        {
          whole: 'Must be a whole number of vCPUs',
          min: 'Must be at least 1 vCPU',
          max: 'Can be at most 64 vCPUs',
        },
        { below: '0', above: '65' },
      )
    case 'priority': {
      const range = 'Priority must be from 0 to 65535'
      return wholeNumber(
        label,
        { whole: 'Priority must be a whole number', min: range, max: range },
        { below: '-1', above: '65536' },
      )
    }
    case 'ipv4Block':
      return ipv4Block(label)
    case 'ipv6Block':
      return ipv6Block()
    case 'ip':
      return ip()
    case 'portRange':
      return portRange(label)
  }
}

/** A silo quota in units of `bytesPerUnit` (1 for CPUs): never negative, never past exact. */
export function quota(label: string, bytesPerUnit: number): HostileValue[] {
  return [
    { why: 'empty', value: '', message: required(label) },
    { why: 'negative', value: '-1', message: `${label} cannot be negative` },
    { why: 'fractional', value: '1.5', message: `${label} must be a whole number` },
    {
      why: 'huge',
      value: '99999999999999999999',
      message: `${label} can be at most ${maxUnits(bytesPerUnit).toLocaleString('en-US')}`,
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// The networking forms' typed addresses (route destinations and targets, firewall targets and
// host filters, gateway addresses, IP ranges) and a firewall rule's ICMP fields

/** Kinds of field the networking forms have beyond `FieldKind`'s. */
export type NetworkFieldKind = 'ipNet' | 'ipAddress' | 'icmpType' | 'icmpCode'

/** A required IPv4 or IPv6 subnet: the CIDR rows of both versions. */
const ipNet = (label: string): HostileValue[] => [
  ...ipv4Cidr(label),
  // a field that takes either version has no version row
  ...ipv6Block().filter((row) => row.why !== 'IPv4 in an IPv6 field'),
  { why: 'a host name', value: 'gateway/24', message: notAnIp },
]

/** A required, trimmed IP address of either version. */
const ipAddress = (label: string): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: 'whitespace only', value: '   ', message: required(label) },
  ...ip(),
  { why: 'an IPv6 zone', value: 'fe80::1%eth0', message: notAnIp },
]

const icmpTypeMessage = 'ICMP type must be a whole number from 0 to 255'
const icmpCodeMessage = 'Code must be a number from 0 to 255 or a range like 0-3'

/** An ICMP type: empty means every type, so only what is typed can be wrong. */
const icmpType = (): HostileValue[] => [
  { why: 'above 255', value: '256', message: icmpTypeMessage },
  { why: 'negative', value: '-1', message: icmpTypeMessage },
  { why: 'fractional', value: '1.5', message: icmpTypeMessage },
  { why: 'a name', value: 'echo', message: icmpTypeMessage },
  { why: 'full-width digits', value: '８', message: icmpTypeMessage },
  { why: 'huge', value: '99999999999999999999', message: icmpTypeMessage },
]

/** An ICMP code or range of codes, with a valid type beside it. */
const icmpCode = (): HostileValue[] => [
  { why: 'above 255', value: '256', message: icmpCodeMessage },
  {
    why: 'reversed range',
    value: '3-1',
    message: 'The end of a range must not be below its start',
  },
  { why: 'negative', value: '-1', message: icmpCodeMessage },
  { why: 'three parts', value: '0-3-5', message: icmpCodeMessage },
  { why: 'fractional', value: '1.5', message: icmpCodeMessage },
  { why: 'open range', value: '0-', message: icmpCodeMessage },
]

/** Rows for a networking field of `kind` labelled `label` (the label the required message quotes). */
export function networkHostileValues(kind: NetworkFieldKind, label: string): HostileValue[] {
  switch (kind) {
    case 'ipNet':
      return ipNet(label)
    case 'ipAddress':
      return ipAddress(label)
    case 'icmpType':
      return icmpType()
    case 'icmpCode':
      return icmpCode()
  }
}

/** A pool's IP version, as the contract spells it. */
export type PoolVersion = 'v4' | 'v6'

const otherVersion = { v4: '2001:db8::10', v6: '192.0.2.10' } as const
const poolVersionLabel = { v4: 'IPv4', v6: 'IPv6' } as const
const wrongVersion = (pool: PoolVersion) =>
  `Must be an ${poolVersionLabel[pool]} address, the pool's IP version`

/**
 * A range's first address in a pool of `pool`'s version: every address row, and an address of
 * the other version.
 */
export function rangeFirstValues(pool: PoolVersion): HostileValue[] {
  return [
    ...ipAddress('First address'),
    { why: 'the other IP version', value: otherVersion[pool], message: wrongVersion(pool) },
  ]
}

/** A valid first address of a range of each version, the one `rangeLastValues` comes after. */
export const rangeFirst = { v4: '192.0.2.10', v6: '2001:db8::10' } as const

/**
 * A range's last address, after `rangeFirst` of the pool's version: what a last address can get
 * wrong beyond what a first can, the range reversed and the versions mixed, and one bad address.
 */
export function rangeLastValues(pool: PoolVersion): HostileValue[] {
  return [
    { why: 'empty', value: '', message: required('Last address') },
    {
      why: 'before the first',
      value: pool === 'v4' ? '192.0.2.9' : '2001:db8::f',
      message: 'The first address must not be after the last',
    },
    { why: 'mixed versions', value: otherVersion[pool], message: wrongVersion(pool) },
    { why: 'three octets', value: '192.0.2', message: notAnIp },
  ]
}

/** A valid member subnet of a subnet pool of each version, beside which its bounds are tried. */
export const memberSubnet = { v4: '192.0.2.0/24', v6: '2001:db8:1::/48' } as const

const otherSubnet = { v4: '2001:db8:1::/48', v6: '192.0.2.0/24' } as const
const hostBitsSubnet = { v4: '192.0.2.1/24', v6: '2001:db8:1::1/48' } as const

/**
 * A subnet pool member's subnet in a pool of `pool`'s version: every typed-subnet row (SPEC §5),
 * a subnet of the other version, and one with host bits set.
 */
export function memberSubnetValues(pool: PoolVersion): HostileValue[] {
  return [
    ...ipNet('Subnet'),
    {
      why: 'the other IP version',
      value: otherSubnet[pool],
      message: `Must be an ${poolVersionLabel[pool]} subnet, the pool's IP version`,
    },
    {
      why: 'host bits set',
      value: hostBitsSubnet[pool],
      message: 'Must be the first address of the subnet, with no host bits set',
    },
  ]
}

/**
 * A member's minimum or maximum prefix length (optional: empty is the contract's default) beside
 * `memberSubnet` of the pool's version, with the other bound empty: a whole number from the
 * subnet's own width to the version's widest.
 */
export function prefixLengthValues(label: string, pool: PoolVersion): HostileValue[] {
  const lowest = Number(memberSubnet[pool].split('/')[1])
  const widest = pool === 'v4' ? 32 : 128
  const range = `${label} must be from ${lowest} to ${widest}`
  return [
    { why: 'fractional', value: '25.5', message: `${label} must be a whole number` },
    { why: 'shorter than the subnet', value: String(lowest - 1), message: range },
    { why: 'negative', value: '-1', message: range },
    { why: "past the version's widest", value: String(widest + 1), message: range },
    { why: 'huge', value: '99999999999999999999', message: range },
  ]
}

/**
 * An external subnet's exact subnet (ExternalSubnetAllocator `explicit`), of either version:
 * every typed-subnet row (SPEC §5) and one with host bits set of each version.
 */
export function externalSubnetValues(): HostileValue[] {
  return [
    ...ipNet('Subnet'),
    ...(['v4', 'v6'] as const).map((version) => ({
      why: `${poolVersionLabel[version]} host bits set`,
      value: hostBitsSubnet[version],
      message: 'Must be the first address of the subnet, with no host bits set',
    })),
  ]
}

/**
 * The prefix length of an external subnet from a pool of `pool`'s version (ExternalSubnetAllocator
 * `auto`): required, a whole number from 0 to the version's widest.
 */
export function allocationPrefixValues(pool: PoolVersion): HostileValue[] {
  const label = 'Prefix length'
  const range = `${label} must be from 0 to ${pool === 'v4' ? 32 : 128}`
  return [
    { why: 'empty', value: '', message: required(label) },
    { why: 'fractional', value: '24.5', message: `${label} must be a whole number` },
    { why: 'negative', value: '-1', message: range },
    { why: "past the version's widest", value: String(pool === 'v4' ? 33 : 129), message: range },
    { why: 'huge', value: '99999999999999999999', message: range },
  ]
}

/**
 * The first row of each message: for an e2e run on a field whose rule another field has been
 * tried with in full (and the unit matrix runs every row through), enough to show the field
 * shows each of its messages and the form sends nothing.
 */
export function onePerMessage(rows: HostileValue[]): HostileValue[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    if (seen.has(row.message)) return false
    seen.add(row.message)
    return true
  })
}

/** The IPv4 destination subnet `routeTargetValues` is checked after. */
export const routeDestination = '10.0.0.0/8'

/**
 * A route's target address after `routeDestination`: every address row, and an IPv6 address,
 * which the server will not route to from an IPv4 destination.
 */
export function routeTargetValues(label: string): HostileValue[] {
  return [
    ...ipAddress(label),
    {
      why: 'the other IP version than the destination',
      value: 'fd00::1',
      message: 'Cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    },
  ]
}
