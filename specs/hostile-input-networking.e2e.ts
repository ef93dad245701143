import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import {
  chooseOption,
  clickLabelOf,
  expectHostileValuesRefused,
  type HostileField as Field,
  retype,
} from './helpers/field-input'
import {
  allocationPrefixValues,
  externalSubnetValues,
  type HostileValue,
  hostileValues,
  memberSubnet,
  memberSubnetValues,
  networkHostileValues,
  type PoolVersion,
  prefixLengthValues,
  rangeFirst,
  rangeFirstValues,
  rangeLastValues,
  routeDestination,
  routeTargetValues,
} from './helpers/hostile-input'
import { sentRequests } from './helpers/requests'
import { rowAction } from './helpers/rows'
import { screen } from './helpers/screen'

/**
 * Hostile input on the networking forms specs/hostile-input.e2e.ts leaves: route create and edit,
 * internet gateway create and its two attach forms, router, subnet, firewall rule, floating IP
 * and IP pool edit, IP range add, subnet pool edit, subnet pool member add, external subnet
 * create (from a pool and a specific subnet) and edit, and network interface create and edit. Each hostile value is typed with every other field valid, submitted (or added,
 * for a list's entry), and must get its message on its field with nothing sent.
 *
 * Which values where, to stay within minutes on a loaded machine: the unit matrix
 * (src/util/hostile-input.test.ts) runs every row of every kind through each of these forms'
 * schemas; here each field gets the first value for each message it can give
 * (expectHostileValuesRefused). A form made of the same fields as one tried already (route edit
 * as route create; firewall rule edit's name, priority and port as the create form in
 * hostile-input.e2e.ts) gets one row per field, to show it checks them at all.
 */

interface Form {
  /** What the report calls it. */
  name: string
  /** The side modal's title. */
  title: string
  submit: string
  /** Opens the app and the form. */
  open: () => Promise<void>
  /** What a user does first for every field but the hostile one to be valid. */
  prepare?: () => Promise<void>
  fields: Field[]
}

const project = { project: 'mock-project' }
const prodNet = { project: 'mock-project', vpc: 'prod-net' }

const at = (path: string) => () => openApp(path)

/** A form named as its side modal is titled; `more` for one of two on the same modal. */
const modal = (
  title: string,
  submit: string,
  open: () => Promise<void>,
  fields: Field[],
  more: Partial<Form> = {},
): Form => ({ name: title, title, submit, open, fields, ...more })

/** 'Create route', submitted with 'Create route'. */
const create = (resource: string, ...rest: [() => Promise<void>, Field[], Partial<Form>?]) =>
  modal(`Create ${resource}`, `Create ${resource}`, ...rest)

/** 'Edit router', submitted with 'Update router'. */
const edit = (resource: string, ...rest: [() => Promise<void>, Field[], Partial<Form>?]) =>
  modal(`Edit ${resource}`, `Update ${resource}`, ...rest)

/** Opens `path`, then presses the button that opens the form there. */
const byButton = (path: string, button: string) => async () => {
  await openApp(path)
  await (await screen().findByRole('button', { name: button })).click()
}

/** Opens the gateway's panel from its VPC's tab, then its attach form `button`. */
const fromGateway = (gateway: string, button: string) => async () => {
  await openApp(pb.vpcInternetGateways(prodNet))
  // the gateways come after the VPC: longer than Testing Library's default second when loaded
  await (await screen().findByRole('link', { name: gateway }, { timeout: 10_000 })).click()
  await screen().findByRole('dialog', { name: `Internet gateway ${gateway}` })
  await (await screen().findByRole('button', { name: button })).click()
}

const names = (valid: string): Field => ({
  field: 'Name',
  rows: hostileValues('name', 'Name'),
  valid,
})

/** The one row of `rows` that is `why`, for a field another form tries in full. */
function only(rows: HostileValue[], why: string): HostileValue[] {
  const row = rows.find((candidate) => candidate.why === why)
  if (!row) throw new Error(`no hostile row '${why}'`)
  return [row]
}

const rangeForm = (pool: string, version: PoolVersion, first: HostileValue[]) =>
  modal(
    'Add IP range',
    'Add IP range',
    at(pb.ipPoolRangesAdd({ pool })),
    [
      { field: 'First address', rows: first, valid: rangeFirst[version] },
      { field: 'Last address', rows: rangeLastValues(version), valid: rangeFirst[version] },
    ],
    { name: `Add IP range (${version} pool)` },
  )

const forms: Form[] = [
  create('route', at(pb.vpcRouterRoutesNew({ ...prodNet, router: 'egress' })), [
    names('hostile-route'),
    {
      field: 'IP subnet',
      rows: networkHostileValues('ipNet', 'IP subnet'),
      valid: routeDestination,
    },
    { field: 'IP address', rows: routeTargetValues('IP address'), valid: '10.10.1.9' },
  ]),
  edit('route', at(pb.vpcRouterRouteEdit({ ...prodNet, router: 'egress', route: 'partner-vpn' })), [
    {
      field: 'Name',
      rows: only(hostileValues('name', 'Name'), 'trailing hyphen'),
      valid: 'partner-vpn',
    },
    {
      field: 'IP subnet',
      rows: only(networkHostileValues('ipNet', 'IP subnet'), 'width above 32'),
      valid: '192.168.100.0/24',
    },
    {
      field: 'IP address',
      rows: only(routeTargetValues('IP address'), 'the other IP version than the destination'),
      valid: '10.10.1.254',
    },
  ]),
  create('internet gateway', byButton(pb.vpcInternetGateways(prodNet), 'New internet gateway'), [
    names('hostile-gateway'),
  ]),
  modal(
    'Attach IP pool',
    'Attach IP pool',
    fromGateway('public-services', 'Attach IP pool'),
    [names('hostile-pool')],
    { prepare: () => chooseOption(/^(?!Attach).*IP pool$/, /^default \(IPv4/) },
  ),
  modal(
    'Attach IP address',
    'Attach IP address',
    fromGateway('public-services', 'Attach IP address'),
    [
      names('hostile-address'),
      {
        field: 'IP address',
        rows: networkHostileValues('ipAddress', 'IP address'),
        valid: '203.0.113.7',
      },
    ],
  ),
  edit('router', at(pb.vpcRouterEdit({ ...prodNet, router: 'egress' })), [names('egress')]),
  edit('subnet', at(pb.vpcSubnetEdit({ ...prodNet, subnet: 'web' })), [names('web')]),
  edit(
    'firewall rule',
    at(pb.vpcFirewallRuleEdit({ ...prodNet, rule: 'allow-https' })),
    [
      {
        field: 'Name',
        rows: only(hostileValues('name', 'Name'), 'uppercase first'),
        valid: 'allow-https',
      },
      {
        field: 'Priority',
        rows: only(hostileValues('priority', 'Priority'), 'fractional'),
        valid: '100',
      },
      {
        field: 'IP address',
        rows: networkHostileValues('ipAddress', 'IP address'),
        valid: '',
        action: 'Add target',
      },
      {
        field: 'IP subnet',
        rows: networkHostileValues('ipNet', 'IP subnet'),
        valid: '',
        action: 'Add host filter',
      },
      {
        field: 'ICMP type (Optional)',
        rows: networkHostileValues('icmpType', 'ICMP type'),
        valid: '8',
        action: 'Add protocol',
      },
      {
        field: 'ICMP code (Optional)',
        rows: networkHostileValues('icmpCode', 'ICMP code'),
        valid: '',
        action: 'Add protocol',
      },
      {
        field: 'Port (Optional)',
        rows: only(hostileValues('portRange', 'Port'), 'reversed range'),
        valid: '',
        action: 'Add port',
      },
    ],
    {
      prepare: async () => {
        await chooseOption(/Target type$/, 'IP address')
        await chooseOption(/Protocol$/, 'ICMP')
      },
    },
  ),
  edit('floating IP', at(pb.floatingIpEdit({ ...project, floatingIp: 'cola-float' })), [
    names('cola-float'),
  ]),
  edit('IP pool', at(pb.ipPoolEdit({ pool: 'secondary' })), [names('secondary')]),
  rangeForm('default', 'v4', rangeFirstValues('v4')),
  // a v6 pool refuses the other version in its own words
  rangeForm('default-v6', 'v6', only(rangeFirstValues('v6'), 'the other IP version')),
  edit('subnet pool', at(pb.subnetPoolEdit({ pool: 'lab-v4' })), [names('lab-v4')]),
  modal(
    'Add member',
    'Add member',
    at(pb.subnetPoolMembersAdd({ pool: 'lab-v4' })),
    [
      { field: 'Subnet', rows: memberSubnetValues('v4'), valid: memberSubnet.v4 },
      {
        field: 'Minimum prefix length (Optional)',
        rows: prefixLengthValues('Minimum prefix length', 'v4'),
        valid: '',
      },
      {
        field: 'Maximum prefix length (Optional)',
        rows: prefixLengthValues('Maximum prefix length', 'v4'),
        valid: '',
      },
    ],
    { name: 'Add member (v4 subnet pool)' },
  ),
  // a v6 pool refuses the other version, and its bounds run to 128
  modal(
    'Add member',
    'Add member',
    at(pb.subnetPoolMembersAdd({ pool: 'tenant-v6' })),
    [
      {
        field: 'Subnet',
        rows: only(memberSubnetValues('v6'), 'the other IP version'),
        valid: memberSubnet.v6,
      },
      {
        field: 'Maximum prefix length (Optional)',
        rows: only(prefixLengthValues('Maximum prefix length', 'v6'), "past the version's widest"),
        valid: '',
      },
    ],
    { name: 'Add member (v6 subnet pool)' },
  ),
  // the prefix length is new here: every row of it
  create(
    'external subnet',
    at(pb.externalSubnetsNew(project)),
    [
      names('hostile-subnet'),
      { field: 'Prefix length', rows: allocationPrefixValues('v4'), valid: '24' },
    ],
    { name: 'Create external subnet (from a pool)' },
  ),
  create(
    'external subnet',
    at(pb.externalSubnetsNew(project)),
    [
      {
        field: 'Name',
        rows: only(hostileValues('name', 'Name'), 'trailing hyphen'),
        valid: 'hostile-subnet',
      },
      { field: 'Subnet', rows: externalSubnetValues(), valid: '198.18.8.0/24' },
    ],
    {
      name: 'Create external subnet (a specific subnet)',
      prepare: () => clickLabelOf('radio', 'A specific subnet'),
    },
  ),
  edit('external subnet', at(pb.externalSubnetEdit({ ...project, externalSubnet: 'vpn-v4' })), [
    names('vpn-v4'),
  ]),
  modal(
    'Add network interface',
    'Add network interface',
    byButton(pb.instanceNetworking({ ...project, instance: 'db1' }), 'Add network interface'),
    [names('hostile-nic')],
    {
      prepare: async () => {
        await chooseOption(/VPC$/, 'default')
        await chooseOption(/Subnet$/, 'default')
      },
    },
  ),
  edit('network interface', async () => {
    await openApp(pb.instanceNetworking({ ...project, instance: 'db1' }))
    await rowAction('net0', 'Edit')
  }, [names('net0')]),
]

let tried = 0
let fieldCount = 0

describe('hostile input on the networking forms', function () {
  // the largest form tries some 30 values, each a retype, a press and a read
  this.timeout(600_000)
  after(() =>
    console.log(
      `hostile networking input: ${tried} values tried in ${fieldCount} fields of ${forms.length} forms`,
    ),
  )

  for (const form of forms) {
    it(`${form.name}: every hostile value gets its message and nothing is sent`, async () => {
      await form.open()
      await screen().findByRole('dialog', { name: form.title })
      await form.prepare?.()
      tried += await expectHostileValuesRefused(form.name, form.fields, form.submit)
      fieldCount += form.fields.length
      // still open: no refused value closed it
      await screen().findByRole('dialog', { name: form.title })
    })
  }

  it('shows a route’s mixed IP versions on its target, accessibly', async () => {
    await openApp(pb.vpcRouterRouteEdit({ ...prodNet, router: 'egress', route: 'partner-vpn' }))
    const { findByRole, getByRole, findAllByText } = screen()
    await findByRole('dialog', { name: 'Edit route' })
    await retype(await getByRole('textbox', { name: 'IP address' }), 'fd00::1')
    await (await getByRole('button', { name: 'Update route' })).click()
    await findAllByText(
      'Cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
    expect(await sentRequests(/^PUT \/v1\/vpc-router-routes/)).toEqual([])
    await expectNoSeriousA11yViolations()
  })
})
