import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { E2E_CERT, E2E_KEY, e2eCertDer, writeTempFile } from './helpers/certificates'
import { addFaults, liftFaults } from './helpers/faults'
import { enter, expectFieldError, retype } from './helpers/field-input'
import { type HostileValue, hostileValues } from './helpers/hostile-input'
import { lastSentJson, mutations } from './helpers/requests'
import { expectNoRow, rowAction, rowText, waitForRow } from './helpers/rows'
import { expectPath, expectShown, expectToast, screen } from './helpers/screen'
import { chooseFile, expectChosen } from './helpers/upload'

const CERTIFICATES = pb.certificates()
const block = (label: string) =>
  `-----BEGIN ${label}-----\nMIGHAgEAMBMGByqG\n-----END ${label}-----`
const chainNotPem =
  'Must be PEM: one or more blocks from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----'
const keyNotPem = 'Must be PEM, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----'

/** Every PEM field's rows: blank, not PEM at all, and the other field's kind of block. */
const chainRows: HostileValue[] = [
  { why: 'empty', value: '', message: 'Certificate chain is required' },
  { why: 'blank lines only', value: '\n  \n', message: 'Certificate chain is required' },
  { why: 'base64 without its armour', value: 'MIIBujCCAV+gAwIBAgIU', message: chainNotPem },
  { why: 'markup', value: '<script>alert(1)</script>', message: chainNotPem },
  {
    why: 'a zero-width space in the body',
    value: E2E_CERT.replace('MIIB', 'MI\u200bIB'),
    message: chainNotPem,
  },
  {
    why: 'the key in the chain field',
    value: E2E_KEY,
    message: 'Must hold only CERTIFICATE blocks, not PRIVATE KEY: the key goes in Private key',
  },
  {
    why: 'a certificate request',
    value: block('CERTIFICATE REQUEST'),
    message: 'Must hold only CERTIFICATE blocks, not CERTIFICATE REQUEST',
  },
]

const keyRows: HostileValue[] = [
  { why: 'empty', value: '', message: 'Private key is required' },
  { why: 'spaces only', value: '   ', message: 'Private key is required' },
  { why: 'a password', value: 'hunter2', message: keyNotPem },
  {
    why: 'the certificate in the key field',
    value: E2E_CERT,
    message: 'Must be a private key, not a CERTIFICATE: the certificate goes in Certificate chain',
  },
  {
    why: 'an encrypted key',
    value: block('ENCRYPTED PRIVATE KEY'),
    message:
      'Must be a PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY block, not ENCRYPTED PRIVATE KEY',
  },
  {
    why: 'two keys',
    value: `${E2E_KEY}\n${E2E_KEY}`,
    message: 'Must hold one private key, not 2 blocks',
  },
]

/** Each field, and for a PEM field its file picker: a whole PEM is read from a file, as users do. */
const fields = [
  { field: 'Name', rows: hostileValues('name', 'Name'), valid: 'e2e-tls' },
  {
    field: 'Certificate chain',
    picker: 'Certificate chain from a file',
    rows: chainRows,
    valid: E2E_CERT,
  },
  { field: 'Private key', picker: 'Private key from a file', rows: keyRows, valid: E2E_KEY },
]

/** Longer than this, a PEM field's value is read from a file rather than typed key by key. */
const TYPED_MAX = 80

/** Puts `value` in the field `field`: typed, or a long one read from a file through `picker`. */
async function fill({ field, picker }: { field: string; picker?: string }, value: string) {
  const input = await screen().getByRole('textbox', { name: field })
  if (!picker || value.length <= TYPED_MAX) return enter(input, value)
  await chooseFile(picker, writeTempFile('e2e-field.pem', value))
  await expect(input).toHaveValue(value)
}

async function openAddForm() {
  await (await screen().findByRole('link', { name: 'Add certificate' })).click()
  await expectPath(pb.certificatesNew())
  return screen().findByRole('dialog', { name: 'Add certificate' })
}

describe('certificates', () => {
  it('lists the silo’s certificates with their service, and no key', async () => {
    await openApp(CERTIFICATES)
    await expect(
      await screen().findByRole('rowheader', { name: 'default-silo-internal-ca' }),
    ).toBeDisplayed()
    await expect(browser).toHaveTitle('Certificates / Oxide Console')
    expect(await rowText('default-silo-tls')).toContain('External API')
    await expect(await screen().findByRole('link', { name: 'Certificates' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoSeriousA11yViolations()
  })

  it('refuses hostile input in every field with its message, and sends nothing', async () => {
    await openApp(CERTIFICATES)
    await openAddForm()
    await expectNoSeriousA11yViolations()
    const { getByRole } = screen()
    const submit = await getByRole('button', { name: 'Add certificate' })
    const sentBefore = await mutations()

    for (const field of fields) await fill(field, field.valid)
    for (const field of fields) {
      const input = await getByRole('textbox', { name: field.field })
      for (const { value, message, why } of field.rows) {
        await fill(field, value)
        await submit.click()
        await expectFieldError(input, message, `${field.field}, ${why}`)
      }
      await fill(field, field.valid)
    }

    // a file that is no PEM text is refused at the picker, its field left as it was
    const chain = await getByRole('textbox', { name: 'Certificate chain' })
    const chainFile = 'Certificate chain from a file'
    await chooseFile(chainFile, writeTempFile('e2e-tls.der', e2eCertDer()))
    await expectChosen(chainFile, 'The file is binary, not PEM text')
    await chooseFile(chainFile, writeTempFile('e2e-tls-huge.pem', 'a'.repeat(64 * 1024 + 1)))
    await expectChosen(
      chainFile,
      'The file is larger than 64 KiB: a PEM certificate chain or key is a few KiB',
    )
    await expect(chain).toHaveValue(E2E_CERT)
    await expectNoSeriousA11yViolations()
    expect(await mutations()).toEqual(sentBefore)
  })

  it('adds a certificate read from files after a taken name and a server failure, then deletes it', async () => {
    await openApp(CERTIFICATES)
    const dialog = await openAddForm()
    const { getByRole } = screen()
    const name = await getByRole('textbox', { name: 'Name' })
    const submit = await getByRole('button', { name: 'Add certificate' })
    // any text is a description, sent and shown as typed, never as markup
    const description = '<img src=x onerror=alert(1)> rtl\u202eltr'
    await retype(await getByRole('textbox', { name: 'Description (Optional)' }), description)
    await chooseFile('Certificate chain from a file', writeTempFile('e2e-fullchain.pem', E2E_CERT))
    await chooseFile('Private key from a file', writeTempFile('e2e-privkey.pem', E2E_KEY))
    await expect(await screen().findByText('Read e2e-privkey.pem into Private key')).toBeDisplayed()
    await expect(await getByRole('textbox', { name: 'Private key' })).toHaveValue(E2E_KEY)

    await name.setValue('default-silo-tls')
    await submit.click()
    await expectFieldError(name, 'Certificate name already exists', 'a taken name')
    // the mock's documented failing name (mirage/sentinels.ts)
    await retype(name, 'fail-500')
    await submit.click()
    await expectShown('Internal Server Error')
    await expect(dialog).toBeDisplayed()

    await retype(name, 'e2e-tls')
    await submit.click()
    await expectToast('Certificate e2e-tls added')
    await expect(dialog).not.toBeDisplayed()
    await expectPath(CERTIFICATES)
    const sent = await lastSentJson('POST /v1/certificates')
    expect(sent).toEqual({
      name: 'e2e-tls',
      description,
      service: 'external_api',
      cert: E2E_CERT,
      key: E2E_KEY,
    })
    await waitForRow('e2e-tls', (text) => text.includes(description), 'not its description')
    expect(await rowText('e2e-tls')).toContain('External API')

    await addFaults({ method: 'DELETE', path: '/v1/certificates/e2e-tls', status: 500 })
    await rowAction('e2e-tls', 'Delete')
    const confirm = await screen().findByRole('alertdialog', { name: 'Delete certificate' })
    await expectNoSeriousA11yViolations()
    await (await confirm.$('aria/Delete')).click()
    await expectToast('Could not delete certificate')
    await expect(await screen().findByRole('rowheader', { name: 'e2e-tls' })).toBeDisplayed()
    await liftFaults()
    await rowAction('e2e-tls', 'Delete')
    await (await (await screen().findByRole('alertdialog')).$('aria/Delete')).click()
    await expectToast('Certificate e2e-tls deleted')
    await expectNoRow('e2e-tls')
  })
})
