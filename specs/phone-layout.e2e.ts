/**
 * A phone: no keyboard shortcut shown where the primary pointer is a finger.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { screen } from './helpers/screen'

/** Chromium's touch emulation: the page's primary pointer is coarse, as on a phone. */
const emulateTouch = (enabled: boolean) =>
  browser.sendCommandAndGetResult('Emulation.setTouchEmulationEnabled', {
    enabled,
    maxTouchPoints: enabled ? 5 : 1,
  })

describe('a phone', () => {
  afterEach(async () => {
    await emulateTouch(false)
    await browser.setWindowSize(1280, 900)
  })

  it('offers Jump to without its keyboard shortcut on a touch screen', async () => {
    await openApp(pb.projects())
    await expect(await screen().findByRole('button', { name: 'Jump to Ctrl K' })).toBeDisplayed()

    await emulateTouch(true)
    await browser.setWindowSize(390, 844)
    await openApp(pb.projects())
    expect(await browser.execute(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    // below 768 px the navigation is behind the top bar's menu button
    await (await screen().findByRole('button', { name: 'Navigation menu' })).click()
    await expect(await screen().findByRole('button', { name: 'Jump to' })).toBeDisplayed()
  })
})
