/**
 * Rack networking on the production path: the BGP page and a peer's imported routes, through
 * the production build against the HTTP mock server (mirage/seeds/rack-network-seeds.ts). It
 * only reads: nothing to leave as it was.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { signInAt } from '../helpers/production'
import { waitForRow } from '../helpers/rows'
import { expectPath, screen } from '../helpers/screen'

describe('rack networking against the server', () => {
  it('lists the BGP peers with their state, and a peer’s imported routes', async () => {
    await signInAt(pb.bgp())
    await expect(
      await screen().findByRole('heading', { name: 'Rack Networking', level: 1 }),
    ).toBeDisplayed()
    await waitForRow('198.51.100.1', (text) => text.includes('established'), 'established')
    await waitForRow('198.51.100.5', (text) => text.includes('idle'), 'idle')
    await (await screen().findByRole('link', { name: '198.51.100.1' })).click()
    await expectPath(pb.bgpPeer({ switchSlot: 'switch0', peer: '198.51.100.1' }))
    await waitForRow('0.0.0.0/0', (text) => text.includes('198.51.100.1'), 'via the peer')
    await expect(browser).toHaveTitle('198.51.100.1 / BGP / Networking / Oxide Console')
    await expectNoSeriousA11yViolations()
  })
})
