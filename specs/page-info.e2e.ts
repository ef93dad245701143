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

  // every page whose area the documentation covers has its ⓘ: the title it is named by, a
  // phrase of its text, and one of its guides (src/util/docs.ts areaInfo)
  const pages = [
    {
      path: pb.vpcFirewallRules({ project, vpc: 'prod-net' }),
      heading: 'prod-net',
      about: 'VPC',
      text: 'A VPC is a project’s private network',
      guide: ['Configuring guest networking', 'guides/configuring-guest-networking'],
    },
    {
      path: pb.networkAccess(),
      heading: 'Network Access',
      about: 'Network Access',
      text: 'user-facing services',
      guide: ['API: the allow list', 'api/networking_allow_list_view'],
    },
    {
      path: pb.systemIssues(),
      heading: 'Issues',
      about: 'Issues',
      text: 'the audit log',
      guide: ['Audit log', 'guides/operator/audit-log'],
    },
    {
      path: pb.alertReceivers(),
      heading: 'Alerts',
      about: 'Alerts',
      text: 'A webhook receiver subscribes to alert classes',
      guide: ['Webhooks', 'guides/alerts/webhooks'],
    },
    {
      path: pb.supportBundles(),
      heading: 'Support Bundles',
      about: 'Support Bundles',
      text: 'for Oxide support',
      guide: ['CLI: oxide bundle download', 'cli/bundle/download'],
    },
    {
      path: pb.profile(),
      heading: 'Profile',
      about: 'Profile',
      text: 'Who the console is signed in as',
      guide: ['User settings', 'guides/user-settings'],
    },
  ]
  for (const page of pages) {
    it(`${page.heading}: the ⓘ beside the title says what it is about and links its guide`, async () => {
      await openApp(page.path)
      const { findByRole } = screen()
      await findByRole('heading', { name: page.heading, level: 1 })
      await (await findByRole('button', { name: `About ${page.about} Information` })).click()
      const popover = await findByRole('dialog', { name: page.about })
      await expect(popover).toHaveText(expect.stringContaining(page.text))
      const [title, path] = page.guide
      const link = await screen().findByRole('link', { name: `${title} (opens in a new tab)` })
      expect({
        href: await link.getAttribute('href'),
        target: await link.getAttribute('target'),
      }).toEqual({ href: `https://docs.oxide.computer/${path}`, target: '_blank' })
    })
  }

  it('offers the product documentation in the sidebar, in a new tab', async () => {
    await openApp(pb.projects())
    const nav = await screen().findByRole('navigation', { name: 'Sidebar' })
    const docs = await screen().findByRole('link', { name: 'Docs (opens in a new tab)' })
    expect({
      inSidebar: (await nav.getText()).split('\n').some((line) => line.startsWith('Docs')),
      href: await docs.getAttribute('href'),
      target: await docs.getAttribute('target'),
    }).toEqual({ inSidebar: true, href: 'https://docs.oxide.computer', target: '_blank' })
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
