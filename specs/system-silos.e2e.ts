import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openShowing } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction, rowText } from './helpers/rows'
import { expectPath, expectShown, expectToast, screen } from './helpers/screen'

const SILOS = pb.silos()

const CERT = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBmzCCAUGgAwIBAgIUc+Z51mOpFA8pJH/d4jCTHl8tUHwwCgYIKoZIzj0EAwIw',
  '-----END CERTIFICATE-----',
].join('\n')
const KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgCgZzNKvnyROPobGI',
  '-----END PRIVATE KEY-----',
].join('\n')

async function submit(label: string) {
  const button = await screen().getByRole('button', { name: label })
  await button.scrollIntoView({ block: 'center' })
  await button.click()
}

describe('silos', () => {
  beforeEach(() => openShowing(SILOS, 'rowheader', { name: 'research' }))

  it('lists every silo with its identity mode in words', async () => {
    await expect(browser).toHaveTitle('Silos / Oxide Console')
    expect(await rowText('research')).toContain('SAML JIT')
    expect(await rowText('partners')).toContain('SAML SCIM')
    expect(await rowText('ci-sandbox')).toContain('Local only')
    await expectNoSeriousA11yViolations()
  })

  it('refuses bad input without a request, then creates a silo and lands on its providers', async () => {
    await (await screen().findByRole('link', { name: 'New silo' })).click()
    await expectPath(pb.silosNew())
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create silo' })
    await (await getByRole('button', { name: 'Add TLS certificate' })).click()
    await expectNoSeriousA11yViolations()

    await submit('Create silo')
    await expectShown('Name is required')
    await expectShown('Certificate is required')
    await expectShown('Private key is required')

    await (await getByRole('textbox', { name: 'Name' })).setValue('Bad_Name')
    await (await getByRole('textbox', { name: 'Certificate' })).setValue('not a certificate')
    await (await getByRole('textbox', { name: 'Private key' })).setValue(CERT)
    await retype(await getByRole('textbox', { name: 'CPUs (vCPUs)' }), '1.5')
    await submit('Create silo')
    await expectShown('Must start with a lowercase letter')
    await expectShown(
      'Must be a PEM certificate, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----',
    )
    await expectShown(
      'Must be a PEM private key, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----',
    )
    await expectShown('CPUs must be a whole number')
    expect(await sentRequests('POST /v1/system/silos')).toEqual([])

    await retype(await getByRole('textbox', { name: 'Name' }), 'e2e-silo')
    await (await getByRole('textbox', { name: 'Description (Optional)' })).setValue('From e2e')
    await (await getByRole('textbox', { name: 'Admin group name (Optional)' })).setValue(
      'e2e-admins',
    )
    await (await getByRole('textbox', { name: 'Certificate name' })).setValue('e2e-tls')
    await retype(await getByRole('textbox', { name: 'Certificate' }), CERT)
    await retype(await getByRole('textbox', { name: 'Private key' }), KEY)
    await retype(await getByRole('textbox', { name: 'CPUs (vCPUs)' }), '24')
    // the silo roles' groups come strongest first: the first 'Fleet viewer' is the admin's
    const [fleetViewer] = await screen().findAllByRole('checkbox', { name: 'Fleet viewer' })
    await (await (await fleetViewer.parentElement()).parentElement()).click()
    await submit('Create silo')

    await expectPath(pb.siloIdps({ silo: 'e2e-silo' }))
    await expect(
      await screen().findByRole('heading', { name: 'e2e-silo', level: 1 }),
    ).toBeDisplayed()
    await expect(await screen().findByText('e2e-admins')).toBeDisplayed()
    await expect(await screen().findByText('No identity providers')).toBeDisplayed()
    expect(await sentRequests('POST /v1/system/silos')).toHaveLength(1)
    await expectNoSeriousA11yViolations()

    await (await screen().findByRole('tab', { name: 'Quotas' })).click()
    await expect(await screen().findByText(/0 vCPUs of 24 vCPUs/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await screen().findByRole('tab', { name: 'Fleet roles' })).click()
    const admin = await screen().findByRole('row', { name: /^Admin/ })
    expect(await admin.getText()).toContain('Viewer')
    expect(await (await screen().findByRole('row', { name: /^Viewer/ })).getText()).toContain(
      'None',
    )
    await expectNoSeriousA11yViolations()
  })

  it('creates a SAML provider after refusing a bad URL and email, and shows it', async () => {
    await (await screen().getByRole('link', { name: 'research' })).click()
    await expectPath(pb.siloIdps({ silo: 'research' }))
    await screen().findByRole('rowheader', { name: 'research-okta' })
    await expectNoSeriousA11yViolations()
    await (await screen().findByRole('link', { name: 'New identity provider' })).click()
    const { findByRole, getByRole, findByText } = screen()
    await findByRole('dialog', { name: 'Create identity provider' })
    await expectNoSeriousA11yViolations()

    await (await getByRole('textbox', { name: 'Name' })).setValue('e2e-idp')
    await (await getByRole('textbox', { name: 'Metadata URL' })).setValue('idp.example.com/meta')
    await (await getByRole('textbox', { name: 'IdP entity ID' })).setValue(
      'https://idp.example.com',
    )
    await (await getByRole('textbox', { name: 'SP client ID' })).setValue('oxide-research')
    await (await getByRole('textbox', { name: 'ACS URL' })).setValue('ftp://research/acs')
    await (await getByRole('textbox', { name: 'SLO URL' })).setValue('https://research/logout')
    await (await getByRole('textbox', { name: 'Technical contact email' })).setValue(
      'ops-at-example',
    )
    await submit('Create identity provider')
    await expectShown('Not a valid URL (it must start with http:// or https://)')
    await expectShown('Not a valid email address')
    expect(await sentRequests('POST /v1/system/identity-providers/saml')).toEqual([])

    await retype(
      await getByRole('textbox', { name: 'Metadata URL' }),
      'https://idp.example.com/meta',
    )
    await retype(
      await getByRole('textbox', { name: 'ACS URL' }),
      'https://research.example.com/acs',
    )
    await retype(await getByRole('textbox', { name: 'Technical contact email' }), 'ops@example.com')
    await submit('Create identity provider')
    await expect(await findByText('Identity provider e2e-idp created')).toBeDisplayed()
    await expectPath(pb.siloIdps({ silo: 'research' }))

    await (await screen().findByRole('link', { name: 'e2e-idp' })).click()
    await expectPath(pb.samlIdp({ silo: 'research', provider: 'e2e-idp' }))
    const panel = await screen().findByRole('dialog', { name: 'Identity provider e2e-idp' })
    await browser.waitUntil(async () => (await panel.getText()).includes('ops@example.com'))
    expect(await panel.getText()).toContain('https://research.example.com/acs')
    await expectNoSeriousA11yViolations()
  })

  it('edits quotas, refusing one below what the silo has provisioned', async () => {
    await (await screen().getByRole('link', { name: 'research' })).click()
    await (await screen().findByRole('tab', { name: 'Quotas' })).click()
    await expect(await screen().findByText(/32 vCPUs of 32 vCPUs \(100 %\)/)).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await screen().findByRole('link', { name: 'Edit quotas' })).click()
    await expectPath(pb.siloQuotasEdit({ silo: 'research' }))
    const { findByRole, getByRole, findByText } = screen()
    await findByRole('dialog', { name: 'Edit quotas of research' })
    await expect(await findByText('In use: 32 vCPUs')).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    const cpus = await getByRole('textbox', { name: 'CPUs (vCPUs)' })
    await retype(cpus, '16')
    await submit('Update quotas')
    await expectShown('CPUs cannot be below the 32 vCPUs in use')
    expect(await sentRequests('PUT /v1/system/silos/research/quotas')).toEqual([])

    await retype(cpus, '40')
    await submit('Update quotas')
    await expect(await findByText('Quotas of silo research updated')).toBeDisplayed()
    await expectPath(pb.siloQuotas({ silo: 'research' }))
    await expect(await screen().findByText(/32 vCPUs of 40 vCPUs \(80 %\)/)).toBeDisplayed()
  })

  it('deletes a silo only once its name is typed', async () => {
    await rowAction('partners', 'Delete')
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete silo' })
    await expectNoSeriousA11yViolations()
    const { getByRole, findByText } = screen()
    const deleteButton = await getByRole('button', { name: 'Delete' })
    await expect(deleteButton).toBeDisabled()
    const typed = await getByRole('textbox', { name: 'Type partners to confirm' })
    await typed.setValue('partner')
    await expect(deleteButton).toBeDisabled()
    await typed.addValue('s')
    await expect(deleteButton).toBeEnabled()
    await deleteButton.click()
    await expect(await findByText('Silo partners deleted')).toBeDisplayed()
    await expect(dialog).not.toBeDisplayed()
    await browser.waitUntil(
      async () => (await screen().queryByRole('rowheader', { name: 'partners' })) === null,
    )
  })

  it('shows the server’s refusal to delete a silo that still has projects', async () => {
    await rowAction('research', 'Delete')
    await screen().findByRole('alertdialog', { name: 'Delete silo' })
    await (await screen().getByRole('textbox', { name: 'Type research to confirm' })).setValue(
      'research',
    )
    await (await screen().getByRole('button', { name: 'Delete' })).click()
    await expect(await screen().findByText('Could not delete silo')).toBeDisplayed()
    await expectToast('Silo to be deleted contains a project')
    await expect(await screen().findByRole('rowheader', { name: 'research' })).toBeDisplayed()
  })

  it('shows the fleet roles a silo maps', async () => {
    await (await screen().getByRole('link', { name: 'research' })).click()
    await (await screen().findByRole('tab', { name: 'Fleet roles' })).click()
    await expectPath(pb.siloFleetRoles({ silo: 'research' }))
    const admin = await screen().findByRole('row', { name: /^Admin/ })
    expect(await admin.getText()).toContain('Viewer')
    expect(await (await screen().findByRole('row', { name: /^Collaborator/ })).getText()).toContain(
      'None',
    )
    await expectNoSeriousA11yViolations()
  })
})
