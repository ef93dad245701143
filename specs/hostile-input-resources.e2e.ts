import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import {
  chooseOption,
  enter,
  expectHostileValuesRefused,
  type HostileField as Field,
} from './helpers/field-input'
import { type FieldKind, type HostileValue, hostileValues, quota } from './helpers/hostile-input'
import { screen } from './helpers/screen'

/**
 * Hostile input on the forms hostile-input.e2e.ts leaves out: SSH keys, SAML identity providers,
 * snapshots and images, the instance page's storage and settings forms, affinity group edit,
 * silo quotas and the rest of the new-instance form. Each hostile value is typed, the form
 * submitted, the field's message read, and in the end nothing was sent.
 *
 * Each field gets one value for each message it can give, not every value of the matrix (the
 * unit tests next to each form run the whole matrix through its schema); free text with no rule
 * but being there gets the blank a plain required check lets through. A field
 * that takes any text (descriptions, the group attribute, user data up to 32 KiB, which the unit
 * test checks) has nothing to refuse worth typing here. Pickers take no typed text, and they are
 * all the ephemeral and floating IP attach forms have. The SSH key and image `edit` routes take
 * none at all: the contract updates neither, so their panels only show the properties.
 */

interface Form {
  /** The form's name: its side modal dialog's, or its form element's. */
  title: string
  /** A side modal is a dialog; a full-page or inline form is a named form. */
  role: 'dialog' | 'form'
  submit: string
  /** Opens the app and brings up the form, with what its fields need done first. */
  open: () => Promise<void>
  fields: Field[]
}

const required = (label: string) => `${label} is required`

/**
 * Per name field, the blank, overlong, invisible and trailing-hyphen rows (one for each of the
 * rule's messages but the first letter's and the UUID's): every name field is the shared rule,
 * seen in full on thirteen forms in hostile-input.e2e.ts and run row by row through each schema
 * here by the unit tests, so what can still go wrong on a form is its wiring.
 */
const nameRowsTried = new Set([
  'empty',
  '64 characters',
  'zero-width space',
  'whitespace only',
  'trailing hyphen',
])

const names = (label: string) =>
  hostileValues('name', label).filter((row) => nameRowsTried.has(row.why))

/** One number row per message: required, whole, at least, at most. */
const numberRowsTried = new Set(['empty', 'fractional', 'negative', 'huge'])

const nameField = (valid: string, label = 'Name', field = label): Field => ({
  field,
  rows: names(label),
  valid,
})

const numberField = (kind: FieldKind, label: string, field: string, valid: string): Field => ({
  field,
  rows: hostileValues(kind, label).filter((row) => numberRowsTried.has(row.why)),
  valid,
})

/** Required free text with no other rule: what shows nothing is no value. */
const blankRows = (label: string): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: 'zero-width space only', value: '\u200b', message: required(label) },
  { why: 'whitespace only', value: '   ', message: required(label) },
]

/**
 * Every such field is one rule, whose one message a field shows for its first blank: the one a
 * plain required check lets through (the unit tests run every blank).
 */
const textField = (field: string, valid: string): Field => ({
  field,
  rows: blankRows(field).filter((row) => row.value === '\u200b'),
  valid,
})

// -------------------------------------------------------------------------------------------
// SSH keys

/** An ed25519 key whose 32 key bytes are all 7 (lib/ssh-key.ts's `ed25519PublicKey`). */
const SSH_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH e2e@hostile'
const [keyType, keyData] = SSH_KEY.split(' ')

const sshShape =
  'Must be an OpenSSH public key: the key type, the key data and an optional comment, e.g. ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… you@host'
const sshData = 'The key data is not valid: copy the whole key, on one line'

const publicKeyRows: HostileValue[] = [
  { why: 'garbage', value: 'garbage', message: sshShape },
  { why: 'unicode key data', value: `${keyType} ключ`, message: sshData },
  { why: 'whitespace only', value: '   ', message: required('Public key') },
  {
    why: 'a zero-width space in the key data',
    value: `${keyType} ${keyData.slice(0, 12)}\u200b${keyData.slice(12)}`,
    message: sshData,
  },
  {
    why: 'a private key',
    value: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk',
    message: 'This is a private key: paste the public key (the .pub file) instead',
  },
  { why: 'zero-width space only', value: '\u200b', message: sshShape },
  {
    why: 'words of another kind',
    value: 'hello there',
    message:
      'Unsupported key type: use ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521 or a security-key type',
  },
  { why: 'empty', value: '', message: required('Public key') },
]

// -------------------------------------------------------------------------------------------
// SAML identity providers

const badUrl = 'Not a valid URL (it must start with http:// or https://)'
const hiddenInUrl = 'A URL cannot contain spaces or invisible characters'

const urlRows = (label: string): HostileValue[] => [
  { why: 'empty', value: '', message: required(label) },
  { why: 'no scheme', value: 'rack.example.com/acs', message: badUrl },
  { why: 'a zero-width space', value: 'https://rack\u200b.example.com', message: hiddenInUrl },
  { why: 'whitespace only', value: '   ', message: required(label) },
  { why: 'a script', value: 'javascript:alert(1)', message: badUrl },
  { why: 'an inner space', value: 'https://rack.example.com/a cs', message: hiddenInUrl },
  {
    why: 'a right-to-left override',
    value: 'https://rack.example.com/\u202eacs',
    message: hiddenInUrl,
  },
]

const urlField = (field: string, valid: string): Field => ({ field, rows: urlRows(field), valid })

const badEmail = 'Not a valid email address'

const emailRows: HostileValue[] = [
  { why: 'empty', value: '', message: required('Technical contact email') },
  { why: 'no domain', value: 'ops@', message: badEmail },
  { why: 'a zero-width space', value: 'ops\u200b@example.com', message: badEmail },
  { why: 'an inner space', value: 'o ps@example.com', message: badEmail },
]

// -------------------------------------------------------------------------------------------
// The new-instance form's hostname

const hostnameChars = 'Can only contain letters, numbers, dashes, and dots'
const hostnameLabel = 'Each part must start and end with a letter or number'

const hostnameRows: HostileValue[] = [
  { why: '254 characters', value: 'h'.repeat(254), message: 'Can be at most 253 characters' },
  { why: 'unicode', value: 'café', message: hostnameChars },
  { why: 'a leading hyphen', value: '-web', message: hostnameLabel },
  { why: 'a zero-width space', value: 'web\u200b1', message: hostnameChars },
  { why: 'an inner space', value: 'web 1', message: hostnameChars },
  { why: 'a trailing dot', value: 'web.', message: hostnameLabel },
]

// -------------------------------------------------------------------------------------------
// The forms

const GiB = 1024 ** 3
const project = { project: 'mock-project' }
const instance = (name: string) => ({ ...project, instance: name })

/** A form's lazy chunk and the data it starts from take seconds on a loaded machine. */
const LOAD_MS = 15_000

const waitFor = (role: 'dialog' | 'form' | 'button', name: string | RegExp) =>
  screen().findByRole(role, { name }, { timeout: LOAD_MS })

const sideModal = (
  title: string,
  submit: string,
  path: string,
  fields: Field[],
  prepare?: () => Promise<void>,
): Form => ({
  title,
  role: 'dialog',
  submit,
  open: async () => {
    await openApp(path)
    await waitFor('dialog', title)
    await prepare?.()
  },
  fields,
})

const forms: Form[] = [
  sideModal('Add SSH key', 'Add SSH key', pb.sshKeysNew(), [
    nameField('hostile-key'),
    { field: 'Public key', rows: publicKeyRows, valid: SSH_KEY },
  ]),
  sideModal(
    'Create identity provider',
    'Create identity provider',
    pb.siloIdpsNew({ silo: 'research' }),
    [
      nameField('hostile-idp'),
      urlField('Metadata URL', 'https://idp.example.com/metadata'),
      textField('IdP entity ID', 'https://idp.example.com'),
      textField('SP client ID', 'oxide-research'),
      urlField('ACS URL', 'https://research.example.com/acs'),
      urlField('SLO URL', 'https://research.example.com/slo'),
      { field: 'Technical contact email', rows: emailRows, valid: 'ops@example.com' },
    ],
  ),
  sideModal(
    'Create snapshot',
    'Create snapshot',
    pb.snapshotsNew(project),
    [nameField('hostile-snapshot')],
    () => chooseOption(/Disk/, /data-attached/),
  ),
  sideModal(
    'Create image from snapshot',
    'Create image',
    pb.snapshotImagesNew({ ...project, snapshot: 'pg-data-nightly' }),
    [nameField('hostile-image'), textField('OS', 'ubuntu'), textField('Version', '24.04')],
  ),
  sideModal('Upload image', 'Upload', pb.projectImagesNew(project), [
    nameField('hostile-upload'),
    textField('OS', 'debian'),
    textField('Version', '12'),
  ]),
  {
    title: 'Create disk',
    role: 'dialog',
    submit: 'Create and attach disk',
    open: async () => {
      await openApp(pb.instanceStorage(instance('db1')))
      await (await waitFor('button', 'Create disk')).click()
      await waitFor('dialog', 'Create disk')
    },
    fields: [nameField('hostile-disk'), numberField('diskSize', 'Size', 'Size (GiB)', '10')],
  },
  sideModal(
    'Edit anti-affinity group',
    'Update anti-affinity group',
    pb.antiAffinityGroupEdit({ ...project, antiAffinityGroup: 'web-spread' }),
    [nameField('web-spread')],
  ),
  sideModal('Edit quotas of research', 'Update quotas', pb.siloQuotasEdit({ silo: 'research' }), [
    // research provisions 32 vCPUs, 116 GiB of memory and some storage: these are above it
    { field: 'CPUs (vCPUs)', rows: quota('CPUs', 1), valid: '64' },
    { field: 'Memory (GiB)', rows: quota('Memory', GiB), valid: '256' },
    { field: 'Storage (GiB)', rows: quota('Storage', GiB), valid: '10240' },
  ]),
  {
    title: 'Create instance',
    role: 'form',
    submit: 'Create instance',
    open: async () => {
      await openApp(pb.instancesNew(project))
      await waitFor('form', 'Create instance')
      const add = await waitFor('button', 'Create new disk')
      await add.scrollIntoView({ block: 'center' })
      await add.click()
      await screen().findByRole('textbox', { name: 'Disk name' })
    },
    fields: [
      { field: 'Hostname (Optional)', rows: hostnameRows, valid: 'web-1.example.com' },
      // empty is no error here: the boot disk is then named after the instance
      {
        field: 'Boot disk name (Optional)',
        rows: names('Disk name').filter((row) => row.why !== 'empty'),
        valid: 'hostile-boot',
      },
      nameField('hostile-data', 'Disk name'),
      numberField('diskSize', 'Disk size', 'Disk size (GiB)', '10'),
    ],
  },
  {
    title: 'Instance settings',
    role: 'form',
    submit: 'Save',
    open: async () => {
      await openApp(pb.instanceSettings(instance('tiny-worker')))
      await waitFor('form', 'Instance settings')
    },
    fields: [
      numberField('vcpus', 'CPUs', 'CPUs', '2'),
      numberField('memory', 'Memory', 'Memory (GiB)', '4'),
    ],
  },
]

// -------------------------------------------------------------------------------------------
// The run

let tried = 0
let fieldCount = 0

describe('hostile input on the resource, identity and instance forms', function () {
  // a form tries up to 45 values, each a retype, a submit and a read
  this.timeout(600_000)
  after(() =>
    console.log(
      `hostile input: ${tried} values tried in ${fieldCount} fields of ${forms.length} forms`,
    ),
  )

  for (const form of forms) {
    it(`${form.title}: every hostile value gets its message and nothing is sent`, async () => {
      await form.open()
      tried += await expectHostileValuesRefused(form.title, form.fields, form.submit)
      fieldCount += form.fields.length
      // still open: no refused value closed it
      await waitFor(form.role, form.title)
    })
  }

  it('shows a URL’s hidden characters accessibly', async () => {
    await openApp(pb.siloIdpsNew({ silo: 'research' }))
    const { getByRole, findAllByText } = screen()
    await waitFor('dialog', 'Create identity provider')
    await enter(await getByRole('textbox', { name: 'ACS URL' }), 'https://rack\u200b.example.com')
    await (await getByRole('button', { name: 'Create identity provider' })).click()
    await findAllByText(hiddenInUrl)
    await expectNoSeriousA11yViolations()
  })
})
