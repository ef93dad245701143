/**
 * The serial console on the production path: the instance's websocket goes through nginx
 * (deploy/nginx.conf) to the mock server, which echoes what is typed; the history pane's boot log
 * is the mock server's buffered output (`instance_serial_console`: the stream replays none of
 * it), and the boot-loop instance's stream ends as it reboots, the console reconnecting after.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { BOOT_LOOP_RUN_MS } from '~/mirage/instance-steps'
import { BOOT_LOOP_INSTANCE } from '~/mirage/seeds/project-seeds'
import { PANIC_LINE } from '~/mirage/serial-console'
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
    const history = await findByRole('log', { name: 'Serial history' })
    await expect(history).toHaveText(/state-running login: hello-proxy/)
  })

  it('keeps the boot-loop instance’s panic in the history as it reboots, and reconnects', async () => {
    await signInAt(pb.serialConsole(BOOT_LOOP_INSTANCE))
    const { findByRole } = screen()
    await expect(await findByRole('status')).toHaveText('Connected')
    const history = await findByRole('log', { name: 'Serial history' })
    const rebooted = /— instance rebooted at .* —/
    // the reboot's line comes as the stream ends, the new boot's output only once the console
    // has reconnected: wait for both
    await browser.waitUntil(
      async () => ((await history.getText()).split(rebooted)[1] ?? '').trim() !== '',
      {
        // one run of the loop and its reboot, with room for a loaded machine
        timeout: 3 * BOOT_LOOP_RUN_MS,
        interval: 500,
        timeoutMsg: 'the history does not show the reboot and the boot after it',
      },
    )
    const [before, after] = (await history.getText()).split(rebooted)
    expect(before.trimEnd().endsWith(PANIC_LINE)).toBe(true)
    expect(after.trimStart()).toMatch(/^OVMF/)
    await expect(await findByRole('status')).toHaveText('Connected')
  })
})
