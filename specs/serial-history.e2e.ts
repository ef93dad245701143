/**
 * The serial console's history (issue 49): staging's boot-loop instance panics and reboots every
 * 20 s (mirage/instance-steps.ts); the history pane keeps its panic readable across reboots, and
 * the user pauses it, searches it, copies it and downloads it.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { BOOT_LOOP_RUN_MS } from '~/mirage/instance-steps'
import { BOOT_LOOP_INSTANCE } from '~/mirage/seeds/project-seeds'
import { PANIC_LINE } from '~/mirage/serial-console'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { copiedText, recordClipboard } from './helpers/clipboard'
import { recordDownloads, savedFile } from './helpers/downloads'
import { openFailing } from './helpers/faults'
import { screen } from './helpers/screen'

const MARKER = /— instance rebooted at \d\d:\d\d —/g
const count = (text: string, pattern: RegExp | string) =>
  typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(pattern) ?? []).length

const historyLog = () => screen().findByRole('log', { name: 'Serial history' })
const historyText = async () => (await historyLog()).getText()

describe('serial history', () => {
  it('keeps the panic of a boot loop across two reboots; pauses, searches, copies and downloads', async () => {
    await openApp(pb.serialConsole(BOOT_LOOP_INSTANCE))
    await recordDownloads()
    await recordClipboard()
    const { findByRole, getByRole, findByText, findAllByRole } = screen()
    await expect(await findByRole('status')).toHaveText('Connected')
    // the boot log came from the buffered output, before the stream carried on
    await browser.waitUntil(async () => (await historyText()).includes('boot-loop login:'), {
      timeoutMsg: 'the buffered boot log is not in the history',
    })

    // two reboots: each ends the stream, and the console reconnects once the instance runs
    await browser.waitUntil(async () => count(await historyText(), MARKER) >= 2, {
      // two runs of the loop and their reboots, with room for a loaded machine
      timeout: 4 * BOOT_LOOP_RUN_MS,
      interval: 500,
      timeoutMsg: 'the history does not show two reboots',
    })
    await expect(await findByRole('status')).toHaveText('Connected')
    const twoReboots = await historyText()
    // each boot before a reboot is kept whole: its boot log, then its one panic, then the marker
    const boots = twoReboots.split(MARKER)
    for (const boot of boots.slice(0, -1)) {
      expect(boot.trimStart()).toMatch(/^OVMF/)
      expect(count(boot, PANIC_LINE)).toBe(1)
      expect(boot.trimEnd().endsWith(PANIC_LINE)).toBe(true)
    }
    expect(boots.at(-1)?.trimStart()).toMatch(/^OVMF/)

    // paused: what arrives is kept and counted, not shown
    await (await getByRole('button', { name: 'Pause' })).click()
    await expect(await findByText('Paused: 0 B arrived since.')).toBeDisplayed()
    await (await getByRole('textbox', { name: 'Terminal input' })).click()
    await browser.keys('held')
    await expect(await findByText('Paused: 4 B arrived since.')).toBeDisplayed()
    expect(await historyText()).not.toContain('held')
    await (await getByRole('button', { name: 'Resume' })).click()
    await browser.waitUntil(async () => (await historyText()).includes('held'), {
      timeoutMsg: 'the text typed while paused is not shown on resuming',
    })

    // searched: matches highlighted, next and previous wrap
    const search = await getByRole('searchbox', { name: 'Search history' })
    await search.click()
    await browser.keys('kernel panic')
    const panics = (await findAllByRole('mark')).length
    expect(panics).toBeGreaterThanOrEqual(2)
    await expect(await findByText(`${panics} matches`)).toBeDisplayed()
    await browser.keys('Enter')
    await expect(await findByText(`Match 1 of ${panics}`)).toBeDisplayed()
    await expect(await findByRole('mark', { current: true })).toHaveText('Kernel panic')
    await (await getByRole('button', { name: 'Next match' })).click()
    await expect(await findByText(`Match 2 of ${panics}`)).toBeDisplayed()
    await (await getByRole('button', { name: 'Previous match' })).click()
    await (await getByRole('button', { name: 'Previous match' })).click()
    await expect(await findByText(`Match ${panics} of ${panics}`)).toBeDisplayed()
    await (await getByRole('button', { name: 'Next match' })).click()
    await expect(await findByText(`Match 1 of ${panics}`)).toBeDisplayed()

    // copied and downloaded as plain text, the panics and the markers in it
    await (await getByRole('button', { name: 'Copy all' })).click()
    await expect(await findByRole('button', { name: 'Copied' })).toBeDisplayed()
    const copied = (await copiedText()) ?? ''
    expect(count(copied, PANIC_LINE)).toBeGreaterThanOrEqual(2)
    await (await getByRole('button', { name: 'Download .log' })).click()
    const file = await savedFile(/^boot-loop-serial-\d{8}-\d{4}\.log$/)
    expect(count(file.text, PANIC_LINE)).toBeGreaterThanOrEqual(2)
    expect(count(file.text, MARKER)).toBeGreaterThanOrEqual(2)
    expect(file.text).not.toContain('\r')
    await expectNoSeriousA11yViolations()
  })

  for (const [status, title] of [
    [500, 'Could not load the output from before this session'],
    [501, 'Not offered by this rack'],
  ] as const) {
    it(`says why the buffered output is missing (${status}), and streams all the same`, async () => {
      const running = { project: 'mock-project', instance: 'state-running' }
      await openFailing(pb.serialConsole(running), {
        method: 'GET',
        path: '/v1/instances/state-running/serial-console',
        status,
      })
      const { findByRole, getByRole } = screen()
      await expect(await findByRole('heading', { name: title })).toBeDisplayed()
      await expect(await findByRole('status')).toHaveText('Connected')
      // what the stream carries still comes into the history; the terminal has the focus (an
      // empty one has no line for a pointer to press)
      await expect(await getByRole('textbox', { name: 'Terminal input' })).toBeFocused()
      await browser.keys('typed')
      await browser.waitUntil(async () => (await historyText()).includes('typed'), {
        timeoutMsg: 'the stream’s output is not in the history',
      })
      await expectNoSeriousA11yViolations()
    })
  }
})
