/**
 * Text in tables reads whole at a desktop width, or shows the rest on hover and focus (SPEC §4
 * tooltips, §9 truncation): firewall rule filters, descriptions, column headers.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { screen } from './helpers/screen'
import { readsWhole } from './helpers/whole-text'

const DESKTOP = { width: 1400, height: 900 }

/** Hovers `element` until a tooltip shows (a busy machine's first hover can come too early). */
async function hoverForTooltip(element: WebdriverIO.Element) {
  const heading = await screen().findByRole('heading', { level: 1 })
  await browser.waitUntil(
    async () => {
      if ((await screen().queryByRole('tooltip')) !== null) return true
      await heading.moveTo()
      await element.moveTo()
      return false
    },
    { timeout: 30_000, interval: 1000, timeoutMsg: 'hovering showed no tooltip' },
  )
  return screen().findByRole('tooltip')
}

/** Hovers away and waits until no tooltip shows. */
async function leaveTooltip() {
  await (await screen().findByRole('heading', { level: 1 })).moveTo()
  await browser.keys('Escape')
  await browser.waitUntil(async () => (await screen().queryByRole('tooltip')) === null, {
    timeoutMsg: 'the tooltip stayed',
  })
}

/** Moves the focus onto `element` with the keyboard (Shift+Tab past it, Tab back). */
async function tabOnto(element: WebdriverIO.Element) {
  await browser.execute((el: HTMLElement) => el.focus(), element as unknown as HTMLElement)
  await browser.keys(['Shift', 'Tab'])
  await browser.keys('Tab')
  await browser.waitUntil(
    () =>
      browser.execute(
        (el: HTMLElement) => document.activeElement === el,
        element as unknown as HTMLElement,
      ),
    { timeoutMsg: 'Tab did not come back to the element' },
  )
}

describe('whole text at 1400 px', () => {
  before(async () => {
    await browser.setWindowSize(DESKTOP.width, DESKTOP.height)
  })

  it('shows a firewall rule’s filters as badges of each kind, the rest on hover and focus', async () => {
    await openApp(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }))
    await screen().findByRole('row', { name: /^allow-monitoring/ })
    // only allow-monitoring filters on these
    for (const badge of ['10.0.0.0/8', 'UDP', 'Ports 161-162']) {
      const shown = await screen().findByText(badge)
      await expect(shown).toBeDisplayed()
      expect(await readsWhole(shown)).toBe(true)
    }
    const rest = await screen().findByRole('note', {
      name: '4 more filters: IP fd00:1122:3344::10, VPC default, ICMP type 8, ICMPv6 type 128 code 0',
    })
    await expect(rest).toHaveText('+4')

    const hovered = await hoverForTooltip(rest)
    await expect(hovered).toHaveText(
      'IP fd00:1122:3344::10\nVPC default\nICMP type 8\nICMPv6 type 128 code 0',
    )
    await leaveTooltip()

    await tabOnto(rest)
    await expect(await screen().findByRole('tooltip')).toHaveText(/ICMPv6 type 128 code 0/)
    await browser.keys('Escape')

    // a rule with one filter of each kind has no rest
    const web = await screen().findByRole('row', { name: /^allow-https/ })
    expect(await web.getText()).toMatch(/TCP\s+Port 80\s+\+1/)
    await expectNoSeriousA11yViolations()
  })

  /** Each page's seeded descriptions; the first few are typical ones that read whole at 1400 px. */
  const descriptions: { path: string; whole: string[]; more: string[] }[] = [
    {
      path: pb.ipPools(),
      whole: ['Egress addresses for CI runners', 'Addresses for partner-facing services'],
      more: [
        'Public IPv4 addresses for the research silo',
        'Reserved for the staging silo, not yet routed',
      ],
    },
    {
      path: pb.silos(),
      whole: ['Throwaway build and test machines for CI'],
      more: [
        'Research computing: sequencing pipelines and model training',
        'Workloads run for external partners, users provisioned by SCIM',
      ],
    },
    {
      path: pb.certificates(),
      whole: [
        'Wildcard certificate for default-silo.sys.rack.oxide.example',
        'default-silo.sys.rack.oxide.example, issued by the Oxide Example Internal CA',
      ],
      more: [],
    },
    {
      path: pb.supportBundles(),
      whole: ['Instances on sled 14 slow to start'],
      more: [
        'Sled agent on BRM42220016 restarted after a fault',
        'Sled BRM42220031 rebooted during the 17.0 update',
      ],
    },
  ]
  for (const { path, whole, more } of descriptions) {
    it(`gives descriptions on ${path} the room, the whole of a cut one on hover and focus`, async () => {
      await openApp(path)
      for (const description of whole) {
        expect(await readsWhole(await screen().findByText(description))).toBe(true)
      }
      // a longer one reads whole, or is a note named by the whole of it (its tooltip's trigger)
      for (const description of more) {
        await browser.waitUntil(
          async () =>
            (await screen().queryByText(description)) !== null ||
            (await screen().queryByRole('note', { name: description })) !== null,
          { timeoutMsg: `${description} is not listed` },
        )
        const text = await screen().queryByText(description)
        if (text && (await readsWhole(text))) continue
        await expect(await screen().findByRole('note', { name: description })).toBeDisplayed()
      }
    })
  }

  it('shows a description cut by a narrower window whole on hover and focus', async () => {
    // the description column at its least width: 45 characters do not fit
    await browser.setWindowSize(1100, DESKTOP.height)
    await openApp(pb.ipPools())
    const text = 'Reserved for the staging silo, not yet routed'
    const note = await screen().findByRole('note', { name: text })
    expect(await readsWhole(note)).toBe(false)
    await expect(await hoverForTooltip(note)).toHaveText(text)
    await leaveTooltip()
    await tabOnto(note)
    await expect(await screen().findByRole('tooltip')).toHaveText(text)
    await browser.keys('Escape')
    await browser.setWindowSize(DESKTOP.width, DESKTOP.height)
  })

  const headers: [string, string[]][] = [
    [pb.floatingIps({ project: 'mock-project' }), ['Attached instance', 'Description']],
    [pb.silos(), ['Discoverable', 'Identity mode', 'Description']],
    [pb.ipPools(), ['IP version', 'Description', 'IPs remaining', 'Ranges']],
    [
      pb.vpcFirewallRules({ project: 'mock-project', vpc: 'prod-net' }),
      ['Priority', 'Direction', 'Filters'],
    ],
  ]
  for (const [path, names] of headers) {
    it(`shows the column headers on ${path} whole`, async () => {
      await openApp(path)
      for (const name of names) {
        const header = await screen().findByRole('columnheader', { name })
        expect(await readsWhole(header)).toBe(true)
      }
    })
  }

  it('labels each external IP’s kind and keeps an instance’s row one line, the rest behind +N', async () => {
    // db1 has an ephemeral address; a floating one too, attached by another client (the preview's
    // mock lives in the page: attached once the page is open, seen after an in-app navigation)
    await openApp(pb.floatingIps({ project: 'mock-project' }))
    await screen().findByRole('rowheader', { name: 'cola-float' })
    expect(
      await behindTheConsole('POST', '/v1/floating-ips/cola-float/attach?project=mock-project', {
        kind: 'instance',
        parent: 'db1',
      }),
    ).toBe(202)
    await navigateInApp(pb.instances({ project: 'mock-project' }))
    const rest = await screen().findByRole('note', {
      name: /^1 more address: [\d.]+ \(ephemeral\)$/,
    })
    await expect(rest).toHaveText('+1')
    const row = await screen().findByRole('row', { name: /^db1/ })
    await browser.waitUntil(async () => /192\.0\.2\.64\s+floating/.test(await row.getText()), {
      timeoutMsg: 'db1 does not show its floating address with its kind',
    })
    // as tall as a row with a single address
    const heights = await browser.execute(
      (rows: HTMLElement[]) => rows.map((r) => r.getBoundingClientRect().height),
      [
        row,
        await screen().findByRole('row', { name: /^state-running/ }),
      ] as unknown as HTMLElement[],
    )
    expect(heights[0]).toBe(heights[1])
    await expect(await hoverForTooltip(rest)).toHaveText(/^[\d.]+ \(ephemeral\)$/)
    await leaveTooltip()
    await expectNoSeriousA11yViolations()
  })
})
