import { browser, expect } from '@wdio/globals'
import { foreignRequests, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'

describe('smoke', () => {
  it('opens the console', async () => {
    await openApp('/')
    await expect(browser).toHaveTitle('Oxide Console', { containing: true })
    await expectNoSeriousA11yViolations()
  })

  it('fetches nothing from other origins and renders in the self-hosted font', async () => {
    await openApp('/')
    await browser.execute(() => document.fonts.ready.then(() => undefined))
    expect(await foreignRequests()).toEqual([])
    const font = await browser.execute(() => getComputedStyle(document.body).fontFamily)
    expect(font).toMatch(/^"?Source Sans 3/)
    const loaded = await browser.execute(() =>
      [...document.fonts].some((f) => f.family.includes('Source Sans 3') && f.status === 'loaded'),
    )
    expect(loaded).toBe(true)
  })
})
