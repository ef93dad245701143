/**
 * An instance's Networking tab shows, for each NIC, its subnet's routers and their routes, the
 * internet gateways they lead to with their pools and addresses, and answers Where does traffic
 * go? with the route that decides a packet (src/pages/instances/InstanceRoutes.tsx,
 * src/util/vpc-routes.ts). web-01's one NIC is in the default subnet of the project's default VPC,
 * routed by the VPC's system router alone.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { openFailing } from './helpers/faults'
import { expectHostileValuesRefused, retype } from './helpers/field-input'
import { mutations } from './helpers/requests'
import { rowText } from './helpers/rows'
import { press, screen } from './helpers/screen'

const networking = pb.instanceNetworking({ project: 'mock-project', instance: 'web-01' })
const links = { project: 'mock-project', vpc: 'default' }

/** Asks where traffic to `address` goes and waits for the answer under Check route. */
async function whereTo(address: string, answer: string) {
  await retype(await screen().getByRole('textbox', { name: 'Destination address' }), address)
  await press('Check route')
  await screen().findByText(answer)
}

describe('the routes of an instance and its way out', () => {
  it('names its NIC’s router, routes and gateway, and where traffic to an address goes', async () => {
    await openApp(`${networking}?mock-user=hannah`)
    const { findByRole, getByRole, getAllByRole } = screen()
    const routes = await findByRole('table', { name: 'Routes of net0' })
    const heading = await findByRole('heading', { name: /^net0: subnet/ })
    await expect(heading).toHaveText('net0: subnet default → system router system')
    expect(await rowText('default-v4')).toContain('0.0.0.0/0')
    expect(await rowText('default-v4')).toContain('internet gateway default')
    // the default subnet's own route (the gateway's row shares its name)
    await expect(routes).toHaveText(expect.stringContaining('subnet default'))
    await expect(routes).toHaveText(expect.stringContaining('172.30.0.0/22'))
    const [routerLink] = await getAllByRole('link', { name: 'system' })
    await expect(routerLink).toHaveAttribute('href', pb.vpcRouter({ ...links, router: 'system' }))

    const gateways = await getByRole('table', { name: 'Internet gateways its routes lead to' })
    await expect(gateways).toHaveText(expect.stringContaining('default-v6'))
    const [gatewayLink] = await getAllByRole('link', { name: 'internet gateway default' })
    await expect(gatewayLink).toHaveAttribute(
      'href',
      pb.vpcInternetGateway({ ...links, gateway: 'default' }),
    )
    const sentBefore = await mutations()

    await whereTo(
      '203.0.113.9',
      'To internet gateway default, by route default-v4 of system (0.0.0.0/0).',
    )
    await whereTo('172.30.0.9', 'To subnet default, by route default of system (172.30.0.0/22).')
    await whereTo(
      '2001:db8::1',
      'To internet gateway default, by route default-v6 of system (::/0).',
    )
    await expectNoSeriousA11yViolations()
    // an answer computed in the page: nothing sent
    expect(await mutations()).toEqual(sentBefore)
  })

  it('refuses a destination that is not an address with its message', async () => {
    await openApp(`${networking}?mock-user=hannah`)
    await screen().findByRole('table', { name: 'Routes of net0' })
    await expectHostileValuesRefused(
      'Where does traffic go?',
      [
        {
          field: 'Destination address',
          valid: '203.0.113.9',
          rows: [
            { why: 'a name', value: 'example.com', message: 'Not a valid IP address' },
            { why: 'empty', value: '', message: 'Destination address is required' },
            { why: 'a network', value: '10.0.0.0/8', message: 'Not a valid IP address' },
            { why: 'spaces alone', value: '   ', message: 'Destination address is required' },
            { why: 'an octet too large', value: '10.0.0.256', message: 'Not a valid IP address' },
          ],
        },
      ],
      'Check route',
    )
    await expectNoSeriousA11yViolations()
  })

  it('says the routes could not be loaded, with the server’s words, and keeps the rest of the tab', async () => {
    await openFailing(networking, { method: 'GET', path: '/v1/internet-gateways', status: 500 })
    const { findByRole } = screen()
    const routes = await findByRole('region', { name: 'Routes and the way out' })
    await expect(await findByRole('heading', { name: 'Could not load the routes' })).toBeDisplayed()
    await expect(await findByRole('button', { name: 'Retry' })).toBeDisplayed()
    expect(await screen().queryByRole('table', { name: 'Routes of net0' })).toBeNull()
    await expect(routes).toBeDisplayed()
    await expect(await findByRole('table', { name: 'Firewall rules that apply' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })

  it('shows the whole name of the gateway a route goes to on a phone, on hover and focus', async () => {
    await browser.setWindowSize(390, 844)
    try {
      // the preview's mock lives in the page: what the API makes is seen by moving within it
      await openApp(
        `${pb.instanceStorage({ project: 'mock-project', instance: 'web-01' })}?mock-user=hannah`,
      )
      await screen().findByRole('heading', { name: 'web-01' })
      // a custom router on web-01's subnet, with a route to a gateway of a long name (as the CLI
      // would make them)
      const gateway = 'uplink-to-the-second-datacenter-east-wing'
      const scope = 'project=mock-project&vpc=default'
      const made = [
        await behindTheConsole('POST', `/v1/internet-gateways?${scope}`, {
          name: gateway,
          description: '',
        }),
        await behindTheConsole('POST', `/v1/vpc-routers?${scope}`, {
          name: 'via-east',
          description: '',
        }),
        await behindTheConsole('POST', `/v1/vpc-router-routes?${scope}&router=via-east`, {
          name: 'east',
          description: '',
          destination: { type: 'ip_net', value: '198.51.100.0/24' },
          target: { type: 'internet_gateway', value: gateway },
        }),
      ]
      expect(made).toEqual([201, 201, 201])
      expect(
        await behindTheConsole('PUT', `/v1/vpc-subnets/default?${scope}`, {
          custom_router: 'via-east',
        }),
      ).toBe(200)
      await navigateInApp(networking)
      const words = `internet gateway ${gateway}`
      // its column is narrower than the name here: the whole of it shows on hover (the link is
      // found afresh each time: once measured as cut, it is drawn again with its tooltip)
      await browser.waitUntil(
        async () => {
          try {
            await (await screen().findByRole('heading', { level: 1 })).moveTo()
            const [shown] = await screen().findAllByRole('link', { name: words })
            await shown.scrollIntoView({ block: 'center', inline: 'center' })
            await shown.moveTo()
            const tooltip = await screen().queryByRole('tooltip')
            return tooltip !== null && (await tooltip.getText()) === words
          } catch {
            // drawn again between finding and hovering: the next try finds it afresh
            return false
          }
        },
        { timeout: 30_000, interval: 1000, timeoutMsg: 'hovering showed no tooltip of the name' },
      )
      const [link] = await screen().findAllByRole('link', { name: words })
      expect(await link.getAttribute('href')).toBe(pb.vpcInternetGateway({ ...links, gateway }))
      await expectNoSeriousA11yViolations()
    } finally {
      await browser.setWindowSize(1400, 900)
    }
  })
})
