import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { enter, errorOf, type HostileField as Field, mutations } from './helpers/field-input'
import {
  allocationPrefixValues,
  externalSubnetValues,
  type HostileValue,
  hostileValues,
  memberSubnet,
  memberSubnetValues,
  nameSample,
  networkHostileValues,
  onePerMessage,
  type PoolVersion,
  prefixLengthValues,
  rangeFirst,
  rangeFirstValues,
  rangeLastValues,
  routeDestination,
  routeTargetValues,
} from './helpers/hostile-input'
import {
  chooseOption,
  clickLabelOf,
  mockRequests,
  retype,
  rowAction,
  screen,
} from './helpers/screen'

/**
 * Hostile input on the networking forms specs/hostile-input.e2e.ts leaves: route create and edit,
 * internet gateway create and its two attach forms, router, subnet, firewall rule, floating IP
 * and IP pool edit, IP range add, subnet pool edit, subnet pool member add, external subnet
 * create (from a pool and a specific subnet) and edit, and network interface create and edit. Each hostile value is typed with every other field valid, submitted (or added,
 * for a list's entry), and must get its message on its field with nothing sent.
 *
 * Which values where, to stay within minutes on a loaded machine: the unit matrix
 * (src/util/hostile-input.test.ts) runs every row of every kind through each of these forms'
 * schemas; here the route create form, the first with typed addresses, gets every row of its
 * subnet and address, and every other field gets `onePerMessage` of its rows, the first value
 * for each message the field can give. Skipped that way: the 1,000-character, unicode,
 * zero-width, right-to-left, whitespace and leading-digit/hyphen names (each shares its message
 * with a name row that is typed), and on the gateway address, firewall entries, ICMP fields and
 * range ends the rows whose message an earlier row already showed on that field. A form made of
 * the same fields as one tried already (route edit as route create; firewall rule edit's name,
 * priority and port as the create form in hostile-input.e2e.ts) gets one row per field, to show
 * it checks them at all.
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

/**
 * The form's button `name`: the side modal comes after the page, whose own button of the same
 * name (Add network interface, Attach IP pool) stays in the accessibility tree behind it.
 */
async function formButton(name: string) {
  const buttons = await screen().getAllByRole('button', { name })
  return buttons[buttons.length - 1]
}

const at = (path: string) => () => openApp(path)

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

const names = (valid: string): Field => ({ field: 'Name', rows: nameSample('Name'), valid })

/** The one row of `rows` that is `why`, for a field another form tries in full. */
function only(rows: HostileValue[], why: string): HostileValue[] {
  const row = rows.find((candidate) => candidate.why === why)
  if (!row) throw new Error(`no hostile row '${why}'`)
  return [row]
}

const rangeForm = (pool: string, version: PoolVersion, first: HostileValue[]): Form => ({
  name: `Add IP range (${version} pool)`,
  title: 'Add IP range',
  submit: 'Add IP range',
  open: at(pb.ipPoolRangesAdd({ pool })),
  fields: [
    { field: 'First address', rows: first, valid: rangeFirst[version] },
    { field: 'Last address', rows: rangeLastValues(version), valid: rangeFirst[version] },
  ],
})

const forms: Form[] = [
  {
    name: 'Create route',
    title: 'Create route',
    submit: 'Create route',
    open: at(pb.vpcRouterRoutesNew({ ...prodNet, router: 'egress' })),
    fields: [
      names('hostile-route'),
      {
        field: 'IP subnet',
        rows: networkHostileValues('ipNet', 'IP subnet'),
        valid: routeDestination,
      },
      { field: 'IP address', rows: routeTargetValues('IP address'), valid: '10.10.1.9' },
    ],
  },
  {
    name: 'Edit route',
    title: 'Edit route',
    submit: 'Update route',
    open: at(pb.vpcRouterRouteEdit({ ...prodNet, router: 'egress', route: 'partner-vpn' })),
    fields: [
      { field: 'Name', rows: only(nameSample('Name'), 'trailing hyphen'), valid: 'partner-vpn' },
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
    ],
  },
  {
    name: 'Create internet gateway',
    title: 'Create internet gateway',
    submit: 'Create internet gateway',
    open: byButton(pb.vpcInternetGateways(prodNet), 'New internet gateway'),
    fields: [names('hostile-gateway')],
  },
  {
    name: 'Attach IP pool',
    title: 'Attach IP pool',
    submit: 'Attach IP pool',
    open: fromGateway('public-services', 'Attach IP pool'),
    prepare: () => chooseOption(/^(?!Attach).*IP pool$/, /^default \(IPv4/),
    fields: [names('hostile-pool')],
  },
  {
    name: 'Attach IP address',
    title: 'Attach IP address',
    submit: 'Attach IP address',
    open: fromGateway('public-services', 'Attach IP address'),
    fields: [
      names('hostile-address'),
      {
        field: 'IP address',
        rows: onePerMessage(networkHostileValues('ipAddress', 'IP address')),
        valid: '203.0.113.7',
      },
    ],
  },
  {
    name: 'Edit router',
    title: 'Edit router',
    submit: 'Update router',
    open: at(pb.vpcRouterEdit({ ...prodNet, router: 'egress' })),
    fields: [names('egress')],
  },
  {
    name: 'Edit subnet',
    title: 'Edit subnet',
    submit: 'Update subnet',
    open: at(pb.vpcSubnetEdit({ ...prodNet, subnet: 'web' })),
    fields: [names('web')],
  },
  {
    name: 'Edit firewall rule',
    title: 'Edit firewall rule',
    submit: 'Update firewall rule',
    open: at(pb.vpcFirewallRuleEdit({ ...prodNet, rule: 'allow-https' })),
    prepare: async () => {
      await chooseOption(/Target type$/, 'IP address')
      await chooseOption(/Protocol$/, 'ICMP')
    },
    fields: [
      { field: 'Name', rows: only(nameSample('Name'), 'uppercase first'), valid: 'allow-https' },
      {
        field: 'Priority',
        rows: only(hostileValues('priority', 'Priority'), 'fractional'),
        valid: '100',
      },
      {
        field: 'IP address',
        rows: onePerMessage(networkHostileValues('ipAddress', 'IP address')),
        valid: '',
        action: 'Add target',
      },
      {
        field: 'IP subnet',
        rows: onePerMessage(networkHostileValues('ipNet', 'IP subnet')),
        valid: '',
        action: 'Add host filter',
      },
      {
        field: 'ICMP type (Optional)',
        rows: onePerMessage(networkHostileValues('icmpType', 'ICMP type')),
        valid: '8',
        action: 'Add protocol',
      },
      {
        field: 'ICMP code (Optional)',
        rows: onePerMessage(networkHostileValues('icmpCode', 'ICMP code')),
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
  },
  {
    name: 'Edit floating IP',
    title: 'Edit floating IP',
    submit: 'Update floating IP',
    open: at(pb.floatingIpEdit({ ...project, floatingIp: 'cola-float' })),
    fields: [names('cola-float')],
  },
  {
    name: 'Edit IP pool',
    title: 'Edit IP pool',
    submit: 'Update IP pool',
    open: at(pb.ipPoolEdit({ pool: 'secondary' })),
    fields: [names('secondary')],
  },
  rangeForm('default', 'v4', onePerMessage(rangeFirstValues('v4'))),
  // a v6 pool refuses the other version in its own words
  rangeForm('default-v6', 'v6', only(rangeFirstValues('v6'), 'the other IP version')),
  {
    name: 'Edit subnet pool',
    title: 'Edit subnet pool',
    submit: 'Update subnet pool',
    open: at(pb.subnetPoolEdit({ pool: 'lab-v4' })),
    fields: [names('lab-v4')],
  },
  {
    name: 'Add member (v4 subnet pool)',
    title: 'Add member',
    submit: 'Add member',
    open: at(pb.subnetPoolMembersAdd({ pool: 'lab-v4' })),
    fields: [
      { field: 'Subnet', rows: onePerMessage(memberSubnetValues('v4')), valid: memberSubnet.v4 },
      {
        field: 'Minimum prefix length (Optional)',
        rows: onePerMessage(prefixLengthValues('Minimum prefix length', 'v4')),
        valid: '',
      },
      {
        field: 'Maximum prefix length (Optional)',
        rows: onePerMessage(prefixLengthValues('Maximum prefix length', 'v4')),
        valid: '',
      },
    ],
  },
  {
    // a v6 pool refuses the other version, and its bounds run to 128
    name: 'Add member (v6 subnet pool)',
    title: 'Add member',
    submit: 'Add member',
    open: at(pb.subnetPoolMembersAdd({ pool: 'tenant-v6' })),
    fields: [
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
  },
  {
    // the prefix length is new here: every row of it
    name: 'Create external subnet (from a pool)',
    title: 'Create external subnet',
    submit: 'Create external subnet',
    open: at(pb.externalSubnetsNew(project)),
    fields: [
      names('hostile-subnet'),
      { field: 'Prefix length', rows: allocationPrefixValues('v4'), valid: '24' },
    ],
  },
  {
    name: 'Create external subnet (a specific subnet)',
    title: 'Create external subnet',
    submit: 'Create external subnet',
    open: at(pb.externalSubnetsNew(project)),
    prepare: () => clickLabelOf('radio', 'A specific subnet'),
    fields: [
      { field: 'Name', rows: only(nameSample('Name'), 'trailing hyphen'), valid: 'hostile-subnet' },
      { field: 'Subnet', rows: onePerMessage(externalSubnetValues()), valid: '198.18.8.0/24' },
    ],
  },
  {
    name: 'Edit external subnet',
    title: 'Edit external subnet',
    submit: 'Update external subnet',
    open: at(pb.externalSubnetEdit({ ...project, externalSubnet: 'vpn-v4' })),
    fields: [names('vpn-v4')],
  },
  {
    name: 'Add network interface',
    title: 'Add network interface',
    submit: 'Add network interface',
    open: byButton(pb.instanceNetworking({ ...project, instance: 'db1' }), 'Add network interface'),
    prepare: async () => {
      await chooseOption(/VPC$/, 'default')
      await chooseOption(/Subnet$/, 'default')
    },
    fields: [names('hostile-nic')],
  },
  {
    name: 'Edit network interface',
    title: 'Edit network interface',
    submit: 'Update network interface',
    open: async () => {
      await openApp(pb.instanceNetworking({ ...project, instance: 'db1' }))
      await rowAction('net0', 'Edit')
    },
    fields: [names('net0')],
  },
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
      const sentBefore = await mutations()
      const input = (name: string) => screen().getByRole('textbox', { name })

      for (const { field, valid } of form.fields) await retype(await input(field), valid)

      for (const { field, rows, valid, action = form.submit } of form.fields) {
        // found once per field: every role query walks the whole page, a slow round trip
        const box = await input(field)
        const button = await formButton(action)
        let shown: string | undefined
        for (const { value, message, why } of rows) {
          // the same message again could be the last row's still showing: clear it first
          if (shown === message) {
            await retype(box, valid)
            // a number field takes its value as it loses focus; every field validates then
            await browser.keys('Tab')
            await browser.waitUntil(async () => (await errorOf(box)) === null, {
              timeoutMsg: `${form.name}, ${field}: ${JSON.stringify(valid)} should be valid`,
            })
          }
          await enter(box, value)
          await button.scrollIntoView({ block: 'center' })
          await button.click()
          await browser.waitUntil(async () => (await errorOf(box))?.includes(message) ?? false, {
            timeoutMsg: `${form.name}, ${field}, ${why} (${JSON.stringify(value)}): expected '${message}', got '${await errorOf(box)}'`,
          })
          shown = message
          tried += 1
        }
        await retype(box, valid)
        fieldCount += 1
      }

      expect(await mutations()).toEqual(sentBefore)
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
    expect(
      (await mockRequests()).filter((request) => request.startsWith('PUT /v1/vpc-router-routes')),
    ).toEqual([])
    await expectNoSeriousA11yViolations()
  })
})
