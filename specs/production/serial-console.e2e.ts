/**
 * The serial console on the production path: the instance's websocket goes through nginx
 * (deploy/nginx.conf) to the mock server, which streams the boot log and echoes what is typed.
 */
import { expect } from '@wdio/globals'
import { pb } from '@/paths'
import { expectSerialConsoleWorks } from '../helpers/instance'
import { signInAt } from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'

/** A seeded running instance; no production spec changes its state. */
const instance = { project: 'mock-project', instance: 'state-running' }

describe('serial console on the production build', () => {
  it('streams the boot log over the proxied websocket, echoes typing, and reconnects', async () => {
    await signInAt(pb.instanceStorage(instance))
    const { findByRole, findAllByText } = screen()
    await (await findByRole('button', { name: 'Actions for instance state-running' })).click()
    await (await findByRole('menuitem', { name: /^Serial console/ })).click()
    await expectPath(pb.serialConsole(instance))
    // the server streams the boot log and sends back what is typed
    await expectSerialConsoleWorks('hello-proxy')
    await expect(await findAllByText(/state-running login:/)).not.toHaveLength(0)
  })
})
