import { browser, expect } from '@wdio/globals'
import { behindTheConsole } from './app'
import { expectNoSeriousA11yViolations } from './axe'
import { screen } from './screen'

/**
 * Starts mock-project's `instance` behind the console (another tab, the CLI): a form the console
 * opened while it was stopped now meets the server's view.
 */
export async function startBehindTheConsole(instance: string) {
  expect(
    await behindTheConsole('POST', `/v1/instances/${instance}/start?project=mock-project`),
  ).toBe(202)
}

/**
 * The serial console page of state-running as a user checks it: connected, the mock's boot log
 * shown, `typed` echoed back, then Disconnect and Reconnect. xterm shows text twice, in its rows
 * and its screen-reader tree, and reads keystrokes from its helper textarea.
 */
export async function expectSerialConsoleWorks(typed: string) {
  const { findByRole, getByRole, findAllByText } = screen()
  await expect(await findByRole('heading', { name: 'Serial Console', level: 1 })).toBeDisplayed()
  await expect(await findByRole('status')).toHaveText('Connected')
  await expect(await findAllByText(/state-running login:/)).not.toHaveLength(0)
  await expectNoSeriousA11yViolations()

  await (await getByRole('textbox', { name: 'Terminal input' })).click()
  await browser.keys(typed)
  await expect(await findAllByText(new RegExp(`login: ${typed}`))).not.toHaveLength(0)

  await (await getByRole('button', { name: 'Disconnect' })).click()
  await expect(await getByRole('status')).toHaveText(
    'You disconnected. Reconnect to open a new session.',
  )
  await (await getByRole('button', { name: 'Reconnect' })).click()
  await expect(await findByRole('status')).toHaveText('Connected')
}
