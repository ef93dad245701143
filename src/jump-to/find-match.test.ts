// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { classifyQuery, type FindEntry, type FindQuery, findTargets } from './find-match'
import { rank } from './jump-targets'

const WEB_ID = '5b7a1c2e-8f3d-4e6a-9b0c-1d2e3f4a5b6c'
const DISK_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'

const entries: FindEntry[] = [
  {
    kind: 'Instance',
    id: WEB_ID,
    name: 'web-01',
    project: 'mock-project',
    href: '/projects/mock-project/instances/web-01',
    addresses: ['172.30.0.5', 'fd00:1122:3344:101::5', '203.0.113.7'],
    macs: ['A8:40:25:F0:00:01'],
  },
  {
    kind: 'Disk',
    id: DISK_ID,
    name: 'pg-primary-data',
    project: 'prod-db',
    href: '/projects/prod-db/disks',
    addresses: [],
    macs: [],
  },
  {
    kind: 'Floating IP',
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'public-web',
    project: 'mock-project',
    href: '/projects/mock-project/floating-ips/public-web/edit',
    addresses: ['2001:db8::7'],
    macs: [],
  },
  {
    kind: 'Instance',
    id: 'c0ffee00-0000-4000-8000-000000000002',
    name: 'decafbad0042',
    project: 'staging',
    href: '/projects/staging/instances/decafbad0042',
    addresses: ['10.1.2.3'],
    macs: ['de:ca:fb:ad:00:42'],
  },
]

describe('what a query is read as', () => {
  test.each<[typed: string, read: FindQuery]>([
    [WEB_ID, { kind: 'id', id: WEB_ID }],
    [WEB_ID.toUpperCase(), { kind: 'id', id: WEB_ID }],
    [`  ${WEB_ID} `, { kind: 'id', id: WEB_ID }],
    ['172.30.0.5', { kind: 'ip', ip: '172.30.0.5' }],
    ['172.030.000.005', { kind: 'ip', ip: '172.30.0.5' }],
    ['256.1.1.1', { kind: 'name', text: '256.1.1.1' }],
    ['172.30.0', { kind: 'name', text: '172.30.0' }],
    [
      'fd00:1122:3344:0101:0000:0000:0000:0005',
      { kind: 'ip', ip: 'fd00:1122:3344:0101:0000:0000:0000:0005' },
    ],
    ['FD00:1122:3344:101::5', { kind: 'ip', ip: 'fd00:1122:3344:0101:0000:0000:0000:0005' }],
    ['::1', { kind: 'ip', ip: '0000:0000:0000:0000:0000:0000:0000:0001' }],
    ['::ffff:10.1.2.3', { kind: 'ip', ip: '0000:0000:0000:0000:0000:ffff:0a01:0203' }],
    ['1::2::3', { kind: 'name', text: '1::2::3' }],
    ['a8:40:25:f0:00:01', { kind: 'mac', mac: 'a8:40:25:f0:00:01', text: 'a8:40:25:f0:00:01' }],
    ['A8-40-25-F0-00-01', { kind: 'mac', mac: 'a8:40:25:f0:00:01', text: 'A8-40-25-F0-00-01' }],
    ['a840.25f0.0001', { kind: 'mac', mac: 'a8:40:25:f0:00:01', text: 'a840.25f0.0001' }],
    ['A84025F00001', { kind: 'mac', mac: 'a8:40:25:f0:00:01', text: 'A84025F00001' }],
    ['a8:40:25-f0:00:01', { kind: 'name', text: 'a8:40:25-f0:00:01' }],
    ['web-01', { kind: 'name', text: 'web-01' }],
  ])('%s', (typed, read) => {
    expect(classifyQuery(typed)).toEqual(read)
  })
})

describe('what a query finds', () => {
  // as the palette shows them: what holds it, then the names, ranked
  const found = (typed: string) => {
    const { held, named } = findTargets(typed, entries)
    return [...held, ...rank(typed, named)].map(({ label, detail }) => `${label} | ${detail}`)
  }

  test.each<[typed: string, results: string[]]>([
    // by ID, in any case
    [WEB_ID, [`web-01 | Instance in mock-project · ID ${WEB_ID}`]],
    [WEB_ID.toUpperCase(), [`web-01 | Instance in mock-project · ID ${WEB_ID}`]],
    [DISK_ID, [`pg-primary-data | Disk in prod-db · ID ${DISK_ID}`]],
    ['00000000-0000-4000-8000-000000000000', []],
    // by IPv4, an interface's or an external one
    ['172.30.0.5', ['web-01 | Instance in mock-project · IP 172.30.0.5']],
    ['203.0.113.7', ['web-01 | Instance in mock-project · IP 203.0.113.7']],
    ['203.0.113.8', []],
    // by IPv6, full or compressed, whichever way it is held
    [
      'fd00:1122:3344:0101:0000:0000:0000:0005',
      ['web-01 | Instance in mock-project · IP fd00:1122:3344:101::5'],
    ],
    [
      'FD00:1122:3344:101:0:0:0:5',
      ['web-01 | Instance in mock-project · IP fd00:1122:3344:101::5'],
    ],
    ['2001:0db8:0:0:0:0:0:7', ['public-web | Floating IP in mock-project · IP 2001:db8::7']],
    // by MAC, in each notation and any case
    ['a8:40:25:f0:00:01', ['web-01 | Instance in mock-project · MAC A8:40:25:F0:00:01']],
    ['a8-40-25-f0-00-01', ['web-01 | Instance in mock-project · MAC A8:40:25:F0:00:01']],
    ['A840.25F0.0001', ['web-01 | Instance in mock-project · MAC A8:40:25:F0:00:01']],
    ['a84025f00001', ['web-01 | Instance in mock-project · MAC A8:40:25:F0:00:01']],
    ['a8:40:25:f0:00:02', []],
    // bare hex is a MAC and a name: both are found
    [
      'decafbad0042',
      [
        'decafbad0042 | Instance in staging · MAC de:ca:fb:ad:00:42',
        'decafbad0042 | Instance in staging',
      ],
    ],
    // by name, whole or in part, with its project and kind
    ['web-01', ['web-01 | Instance in mock-project']],
    ['pg-primary', ['pg-primary-data | Disk in prod-db']],
    ['data', ['pg-primary-data | Disk in prod-db']],
    ['prod-db disk', ['pg-primary-data | Disk in prod-db']],
    ['nothing-like-it', []],
    ['', []],
  ])('%s', (typed, results) => {
    expect(found(typed)).toEqual(results)
  })
})
