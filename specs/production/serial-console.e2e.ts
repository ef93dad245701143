/**
 * The serial console on the production path: the instance's websocket goes through
 * the console's proxy to the mock server, which streams the boot log and echoes what is typed.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { signInAt } from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'

/** A seeded running instance; no production spec changes its state. */
const instance = { project: 'mock-project', instance: 'state-running' }

describe('serial console on the production build', () => {
  it('streams the boot log over the proxied websocket, echoes typing, and reconnects', async () => {
    await signInAt(pb.instanceStorage(instance))
    const { findByRole, getByRole, findAllByText } = screen()
    await (await findByRole('button', { name: 'Actions for instance state-running' })).click()
    await (await findByRole('menuitem', { name: /^Serial console/ })).click()
    await expectPath(pb.serialConsole(instance))
    await expect(await findByRole('heading', { name: 'Serial Console', level: 1 })).toBeDisplayed()
    await expect(await findByRole('status')).toHaveText('Connected')
    // the mock's boot log; xterm shows text twice, in its rows and its screen-reader tree
    await expect(await findAllByText(/state-running login:/)).not.toHaveLength(0)
    await expectNoSeriousA11yViolations()

    // xterm reads keystrokes from its helper textarea; the server sends them back
    await (await getByRole('textbox', { name: 'Terminal input' })).click()
    await browser.keys('hello-proxy')
    await expect(await findAllByText(/login: hello-proxy/)).not.toHaveLength(0)

    await (await getByRole('button', { name: 'Disconnect' })).click()
    await expect(await getByRole('status')).toHaveText('Closed: Disconnected')
    await (await getByRole('button', { name: 'Reconnect' })).click()
    await expect(await findByRole('status')).toHaveText('Connected')
    await expect(await findAllByText(/state-running login:/)).not.toHaveLength(0)
  })
})
