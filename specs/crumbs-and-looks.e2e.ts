/**
 * Breadcrumbs with the whole path (and the not-found resource's crumb as text), page titles in
 * Title Case as their crumbs name them, the SAML form's ACS URL filled in from the silo and the
 * name, the top bar's logo on a phone, names whole in the confirm dialog and the last page of a
 * list ending at its last row.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { boxOf } from './helpers/display'
import { clickLabelOf, retype } from './helpers/field-input'
import { rowAction } from './helpers/rows'
import { screen } from './helpers/screen'

const DESKTOP = { width: 1280, height: 900 }

/** How many lines the first occurrence of `text` inside `element` is laid out on (0: absent). */
function linesOf(element: WebdriverIO.Element, text: string) {
  return browser.execute(
    (el: HTMLElement, wanted: string) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1
        if (at === -1) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + wanted.length)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      return 0
    },
    element as unknown as HTMLElement,
    text,
  )
}

/** Each crumb's text, and whether it is a link. */
async function crumbs() {
  const nav = await screen().findByRole('navigation', { name: 'Breadcrumbs' })
  return browser.execute(
    (el: HTMLElement) =>
      [...el.querySelectorAll('li')].map(
        (item) => `${item.textContent}${item.querySelector('a') ? ' (link)' : ''}`,
      ),
    nav as unknown as HTMLElement,
  )
}

describe('breadcrumbs (SPEC §2)', () => {
  it('show the whole path, each section a link, and title the page by them', async () => {
    await openApp(pb.instanceStorage({ project: 'mock-project', instance: 'db1' }))
    await screen().findByRole('heading', { name: 'db1' })
    expect(await crumbs()).toEqual([
      'Projects (link)',
      'mock-project (link)',
      'Instances (link)',
      'db1 (link)',
      'Storage',
    ])
    await expect(browser).toHaveTitle(
      'Storage / db1 / Instances / mock-project / Projects / Oxide Console',
    )
    const nav = await screen().getByRole('navigation', { name: 'Breadcrumbs' })
    await (await nav.$('aria/Instances')).click()
    await screen().findByRole('heading', { name: 'Instances', level: 1 })
    await expectNoSeriousA11yViolations()
  })

  it('title a page in Title Case, as its crumb names it', async () => {
    const pages = [
      [pb.networkAccess(), 'Network Access'],
      [pb.systemUpdate(), 'System Update'],
      [pb.externalSubnets({ project: 'mock-project' }), 'External Subnets'],
    ]
    for (const [path, title] of pages) {
      await openApp(path)
      await screen().findByRole('heading', { name: title, level: 1 })
      // the window's title starts with the route's most specific crumb (SPEC §2 layouts)
      expect((await browser.getTitle()).split(' / ')[0]).toBe(title)
    }
  })

  it('leave the name the server does not know as text on its not-found page', async () => {
    await openApp(pb.instanceStorage({ project: 'mock-project', instance: 'no-such-instance' }))
    await screen().findByRole('heading', { name: 'Page not found' })
    await browser.waitUntil(async () => !(await crumbs()).includes('no-such-instance (link)'), {
      timeoutMsg: 'the unknown instance is still a link',
    })
    expect(await crumbs()).toEqual([
      'Projects (link)',
      'mock-project (link)',
      'Instances (link)',
      'no-such-instance',
      'Storage',
    ])
    await expectNoSeriousA11yViolations()
  })

  it('leave an unknown project and what is under it as text', async () => {
    await openApp(pb.disks({ project: 'no-such-project' }))
    await screen().findByRole('heading', { name: 'Page not found' })
    await browser.waitUntil(
      async () => (await crumbs()).join() === 'Projects (link),no-such-project,Disks',
      {
        timeoutMsg: `crumbs: ${(await crumbs()).join()}`,
      },
    )
  })
})

describe('the SAML identity provider form', () => {
  it('fills in the ACS URL from the silo and the name until the user edits it', async () => {
    await openApp(pb.siloIdpsNew({ silo: 'default-silo' }))
    const { findByRole, getByRole } = screen()
    const acsUrl = await findByRole('textbox', { name: 'ACS URL' })
    const origin = new URL(browser.options.baseUrl ?? '').origin
    await expect(acsUrl).toHaveValue(
      `${origin}${pb.loginSaml({ silo: 'default-silo', provider: '' })}`,
    )
    await (await getByRole('textbox', { name: 'Name' })).setValue('okta')
    await expect(acsUrl).toHaveValue(
      `${origin}${pb.loginSaml({ silo: 'default-silo', provider: 'okta' })}`,
    )
    await expectNoSeriousA11yViolations()

    await retype(acsUrl, 'https://sso.example.com/acs')
    await retype(await getByRole('textbox', { name: 'Name' }), 'okta-2')
    await expect(acsUrl).toHaveValue('https://sso.example.com/acs')
  })
})

describe('looks', () => {
  afterEach(async () => {
    await browser.setWindowSize(DESKTOP.width, DESKTOP.height)
  })

  it('shows the logo in the top bar of a phone', async () => {
    await browser.setWindowSize(390, 844)
    await openApp(pb.projects())
    const home = await screen().findByRole('link', { name: 'Oxide Console home' })
    await expect(home).toBeDisplayed()
    const logo = await boxOf(await screen().getByRole('img', { name: 'Oxide' }))
    expect(logo.right - logo.left).toBeGreaterThan(16)
    // the user menu is still in the bar, whole
    const menu = await boxOf(await screen().getByRole('button', { name: 'User menu' }))
    expect(menu.right).toBeLessThanOrEqual(menu.viewport)
    await expectNoSeriousA11yViolations()
  })

  it('keeps a hyphenated name on one line in the confirm dialog', async () => {
    await openApp(pb.instances({ project: 'mock-project' }))
    const name = 'state-failed-no-restart'
    await rowAction(name, 'Delete')
    // on a phone, where the dialog is narrowest
    await browser.setWindowSize(390, 844)
    const dialog = await screen().findByRole('alertdialog')
    await expect(dialog).toHaveText(expect.stringContaining(name))
    expect(await linesOf(dialog, name)).toBe(1)
    // copied, the name is the real one
    expect(await dialog.getText()).toContain(`instance ${name}?`)
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Cancel' })).click()
  })

  it('keeps each hyphenated name whole in a bulk action’s confirm dialog, phone or desktop', async () => {
    await openApp(pb.instances({ project: 'mock-project' }))
    const { findByRole } = screen()
    const names = [
      ...['01', '02', '03', '04', '05', '06', '07', '08'].map((n) => `web-${n}`),
      'state-failed-no-restart',
      'state-stopped',
    ]
    for (const name of names) await clickLabelOf('checkbox', `Select ${name}`)
    await (await findByRole('button', { name: 'Stop 9 of 10 selected' })).click()
    const dialog = await findByRole('alertdialog', { name: 'Stop 9 instances' })
    for (const width of [390, 1400]) {
      await browser.setWindowSize(width, 844)
      await browser.waitUntil(async () => (await boxOf(dialog)).viewport === width)
      for (const name of names) {
        expect([name, width, await linesOf(dialog, name)]).toEqual([name, width, 1])
      }
    }
    // copied, the names are the real ones
    expect(await dialog.getText()).toContain('web-01, web-02, web-03')
    await expectNoSeriousA11yViolations()
    await (await screen().getByRole('button', { name: 'Cancel' })).click()
  })

  it('ends the last page of a list at its last row', async () => {
    await openApp(pb.instances({ project: 'mock-project' }))
    const { findByRole, getByRole, getAllByRole } = screen()
    await findByRole('link', { name: 'db1' })
    await (await getByRole('button', { name: 'Next' })).click()
    await findByRole('link', { name: 'web-45' })
    const table = await boxOf(await getByRole('table', { name: 'Instances' }))
    const rows = await getAllByRole('row')
    const bottoms = await Promise.all(rows.map(async (row) => (await boxOf(row)).bottom))
    // within the table's border: no empty band under the last row
    expect(table.bottom - Math.max(...bottoms)).toBeLessThanOrEqual(2)
    // the first row of the page is in view, not scrolled away inside the table
    const first = await boxOf(await getByRole('row', { name: /^web-24/ }))
    expect(first.top).toBeGreaterThanOrEqual(table.top)
    await expectNoSeriousA11yViolations()
  })
})
