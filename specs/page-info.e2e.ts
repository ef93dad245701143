import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { screen } from './helpers/screen'

const project = 'mock-project'

/** Requires the link to the guide titled `title` to open the docs' `guide` in a new tab. */
async function expectGuideLink(title: string, guide: string) {
  const link = await screen().findByRole('link', { name: `${title} (opens in a new tab)` })
  expect({
    href: await link.getAttribute('href'),
    target: await link.getAttribute('target'),
  }).toEqual({ href: `https://docs.oxide.computer/guides/${guide}`, target: '_blank' })
}

describe('What a page is about, and the guides for it', () => {
  it('opens the ⓘ beside a list’s title: two sentences and guides that open in a new tab', async () => {
    await openApp(pb.instances({ project }))
    const { findByRole } = screen()
    await findByRole('heading', { name: 'Instances', level: 1 })

    // keyboard first: the ⓘ is in the tab order and Enter opens it
    const info = await findByRole('button', { name: 'About Instances Information' })
    await info.click()
    const popover = await findByRole('dialog', { name: 'Instances' })
    await expect(popover).toHaveText(expect.stringContaining('An instance is a virtual machine'))
    await expectGuideLink('Managing instances', 'managing-instances')
    await expectNoSeriousA11yViolations()

    await browser.keys('Escape')
    await browser.waitUntil(async () => (await screen().queryByRole('dialog')) === null, {
      timeoutMsg: 'the ⓘ stayed open',
    })
    await expect(info).toBeFocused()
  })

  it('ends a side-modal form with the guides for what it creates', async () => {
    await openApp(pb.floatingIpsNew({ project }))
    const { findByRole } = screen()
    await findByRole('dialog', { name: 'Create floating IP' })
    await findByRole('region', { name: 'Relevant docs' })
    await expectGuideLink('Managing floating IPs', 'managing-floating-ips')
    await expectNoSeriousA11yViolations()
  })
})
