import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import {
  clickLabelOf,
  expectHostileValuesRefused,
  type HostileField as Field,
  retype,
} from './helpers/field-input'
import { type FieldKind, hostileValues, quota } from './helpers/hostile-input'
import { screen } from './helpers/screen'

/**
 * Every field of the route table's create and edit forms gets each message of its kind's hostile
 * matrix, typed in, and sends nothing (expectHostileValuesRefused: one value per message; the unit
 * matrix runs every row). One opening of a form tries all of its fields: retype, submit (or the
 * field's own Add button), read the field's message.
 */

const GiB = 1024 ** 3
const TiB = 1024 * GiB

interface Form {
  path: string
  /** The form's title: the side modal's dialog or the full page's heading. */
  title: string
  submit: string
  page?: boolean
  /** What a user does first for the fields to be there. */
  prepare?: () => Promise<void>
  fields: Field[]
}

/** A field of `kind`: its hostile rows, and the valid value it is left with. */
const field = (kind: FieldKind, label: string, valid: string, name = label): Field => ({
  field: name,
  rows: hostileValues(kind, label),
  valid,
})

const nameField = (valid: string, label = 'Name') => field('name', label, valid)

/** SPEC §5's message names the field without the unit its accessible name shows. */
const numberField = (kind: FieldKind, label: string, unit: string, valid: string) =>
  field(kind, label, valid, `${label} (${unit})`)

const quotaField = (label: string, unit: string, bytesPerUnit: number, valid: string): Field => ({
  field: `${label} (${unit})`,
  rows: quota(label, bytesPerUnit),
  valid,
})

const create = (resource: string, path: string, fields: Field[], more: Partial<Form> = {}) => ({
  path,
  title: `Create ${resource}`,
  submit: `Create ${resource}`,
  fields,
  ...more,
})

const edit = (resource: string, path: string, fields: Field[]): Form => ({
  path,
  title: `Edit ${resource}`,
  submit: `Update ${resource}`,
  fields,
})

const project = { project: 'mock-project' }
const vpc = { ...project, vpc: 'default' }

const forms: Form[] = [
  create('project', pb.projectsNew(), [nameField('hostile-project')]),
  edit('project', pb.projectEdit(project), [nameField('mock-project')]),
  create('disk', pb.disksNew(project), [
    nameField('hostile-disk'),
    numberField('diskSize', 'Size', 'GiB', '10'),
  ]),
  create('VPC', pb.vpcsNew(project), [
    nameField('hostile-vpc'),
    nameField('hostile-vpc', 'DNS name'),
  ]),
  edit('VPC', pb.vpcEdit(vpc), [nameField('default'), nameField('default', 'DNS name')]),
  create('subnet', pb.vpcSubnetsNew(vpc), [
    nameField('hostile-subnet'),
    field('ipv4Block', 'IPv4 block', '10.77.0.0/24'),
    field('ipv6Block', 'IPv6 block', 'fd00:1122:3344:77::/64', 'IPv6 block (Optional)'),
  ]),
  create('router', pb.vpcRoutersNew(vpc), [nameField('hostile-router')]),
  create('firewall rule', pb.vpcFirewallRulesNew(vpc), [
    nameField('hostile-rule'),
    field('priority', 'Priority', '100'),
    { ...field('portRange', 'Port', '', 'Port (Optional)'), action: 'Add port' },
  ]),
  create(
    'floating IP',
    pb.floatingIpsNew(project),
    [nameField('hostile-ip'), field('ip', 'IP address', '192.0.2.50')],
    { prepare: () => clickLabelOf('radio', 'A specific address') },
  ),
  create('affinity group', pb.affinityNew(project), [nameField('hostile-group')], {
    submit: 'Create group',
  }),
  create('IP pool', pb.ipPoolsNew(), [nameField('hostile-pool')]),
  create('silo', pb.silosNew(), [
    nameField('hostile-silo'),
    quotaField('CPUs', 'vCPUs', 1, '16'),
    quotaField('Memory', 'GiB', GiB, '64'),
    quotaField('Storage', 'TiB', TiB, '1'),
  ]),
  create(
    'instance',
    pb.instancesNew(project),
    [
      nameField('hostile-instance'),
      field('vcpus', 'vCPUs', '2'),
      numberField('memory', 'Memory', 'GiB', '4'),
      numberField('diskSize', 'Boot disk size', 'GiB', '20'),
    ],
    { page: true, prepare: pickCustomSize },
  ),
]

async function pickCustomSize() {
  await clickLabelOf('radio', 'Custom vCPUs and memory')
  await screen().findByRole('textbox', { name: 'vCPUs' })
}

let tried = 0

describe('hostile input on every form', function () {
  // a form tries up to 40 values, each a retype, a submit and a read: minutes on a loaded machine
  this.timeout(600_000)
  after(() => console.log(`hostile input: ${tried} values tried on ${forms.length} forms`))

  for (const form of forms) {
    it(`${form.title}: hostile values get their messages and nothing is sent`, async () => {
      await openApp(form.path)
      const { findByRole } = screen()
      await findByRole(form.page ? 'heading' : 'dialog', { name: form.title })
      await form.prepare?.()
      tried += await expectHostileValuesRefused(form.title, form.fields, form.submit)
      // still open: no refused value closed it
      await findByRole(form.page ? 'heading' : 'dialog', { name: form.title })
    })
  }

  it('shows the quota messages accessibly', async () => {
    await openApp(pb.silosNew())
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create silo' })
    await retype(await getByRole('textbox', { name: 'CPUs (vCPUs)' }), '99999999999999999999')
    await (await getByRole('button', { name: 'Create silo' })).click()
    await screen().findAllByText('CPUs can be at most 9,007,199,254,740,991')
    await expectNoSeriousA11yViolations()
  })
})
