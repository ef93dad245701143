import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { expectPath, screen } from './helpers/screen'

/** Opens the console as a seeded mock user (README "The preview"), or signed out. */
const openAs = (path: string, user = 'hannah') =>
  openApp(`${path}${path.includes('?') ? '&' : '?'}mock-user=${user}`)

/** README "The preview": every seeded user of default-silo, with the one password. */
const USERS = ['hannah', 'ada', 'grace', 'alan', 'newcomer']
const PASSWORD = 'oxide'

const banner = () => screen().findByRole('region', { name: 'Technical preview' })

/** The preview banner's 'Learn more' opens its dialog, which Escape and its close button close. */
async function expectLearnMoreDialog() {
  const open = async () => {
    await (await screen().findByRole('button', { name: 'Learn more' })).click()
    const dialog = await screen().findByRole('dialog', { name: 'Technical preview' })
    await expect(dialog).toBeDisplayed()
    return dialog
  }
  const dialog = await open()
  await expect(await screen().findByText(/disappears when you refresh the page/)).toBeDisplayed()
  await browser.keys('Escape')
  await expect(dialog).not.toBeDisplayed()
  const again = await open()
  // the dialog's close button, the widest: React Aria's 1 px Dismiss buttons for screen readers
  // share its name
  const dismiss = await screen().findAllByRole('button', { name: 'Dismiss' })
  const widths = await Promise.all(dismiss.map(async (button) => (await button.getSize()).width))
  await dismiss[widths.indexOf(Math.max(...widths))].click()
  await expect(again).not.toBeDisplayed()
}

/** The rack image of the split layout has loaded: found and decoded, not a broken link. */
async function expectRackImageLoaded() {
  const image = await screen().findByAltText('A populated Oxide rack')
  await browser.waitUntil(
    () => browser.execute((element) => (element as HTMLImageElement).complete, image as unknown),
    { timeoutMsg: 'the rack image never finished loading' },
  )
  const width = await browser.execute(
    (element) => (element as HTMLImageElement).naturalWidth,
    image as unknown,
  )
  expect(width).toBeGreaterThan(0)
}

describe('the preview when signed out', () => {
  it('the sign-in page after signing out names the users and their password, under the banner', async () => {
    await openAs(pb.projects())
    const { findByRole } = screen()
    await (await findByRole('button', { name: 'User menu' })).click()
    await (await findByRole('menuitem', { name: 'Sign out' })).click()
    await expectPath(pb.login({ silo: 'default-silo' }))
    await findByRole('heading', { name: 'Sign in', level: 1 })

    const hint = await findByRole('region', { name: 'Users of this preview' })
    await expect(hint).toBeDisplayed()
    await expect(hint).toHaveText(expect.stringContaining(`the password ${PASSWORD}`))
    for (const username of USERS) {
      await expect(await screen().findByRole('button', { name: username })).toBeDisplayed()
    }
    await expect(await banner()).toBeDisplayed()
    // the banner takes its height from the layout, whose hero still reaches the window's bottom
    const hero = await findByRole('complementary')
    const gap = await browser.execute(
      (element) => window.innerHeight - (element as HTMLElement).getBoundingClientRect().bottom,
      hero as unknown,
    )
    expect(gap).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations()

    // a username from the hint fills the form; the password is what is left to type
    // from the keyboard: a pointer click from WebDriver on this button (found and shown on top) did
    // not fill the field since the specs' queries return the element itself, while a script's
    // click and a key press did; not understood yet
    const grace = await screen().findByRole('button', { name: 'grace' })
    await browser.execute((button) => (button as HTMLElement).focus(), grace as unknown)
    await browser.keys('Enter')
    await expect(await findByRole('textbox', { name: 'Username' })).toHaveValue('grace')
    await browser.keys(PASSWORD.split(''))
    await (await findByRole('button', { name: 'Sign in' })).click()
    await expectPath(pb.projects())
    const me = await browser.execute(async () => (await (await fetch('/v1/me')).json()) as object)
    expect(me).toMatchObject({ display_name: 'Grace Hopper' })
  })

  it("keeps the banner's Mock session menu and Learn more dialog working on sign-in", async () => {
    await openAs(pb.login({ silo: 'default-silo' }), 'signed-out')
    await screen().findByRole('heading', { name: 'Sign in', level: 1 })
    await expectLearnMoreDialog()
    await (await screen().findByRole('button', { name: 'Mock session' })).click()
    await (await screen().findByRole('menuitem', { name: 'Sign in as Ada Lovelace' })).click()
    await expectPath(pb.projects())
    await expect(await screen().findByRole('heading', { name: 'Projects' })).toBeDisplayed()
    const me = await browser.execute(async () => (await (await fetch('/v1/me')).json()) as object)
    expect(me).toMatchObject({ display_name: 'Ada Lovelace' })
  })

  it('shows the banner on the device verify page, in the centred layout', async () => {
    await openAs(pb.deviceVerify())
    await screen().findByRole('heading', { name: 'Device Authentication', level: 1 })
    await expect(await banner()).toBeDisplayed()
    await expect(await screen().findByRole('img', { name: 'Oxide' })).toBeDisplayed()
    await expectLearnMoreDialog()
    await expectNoSeriousA11yViolations()
  })

  it('keeps the banner usable at 390 px, above the sign-in form', async () => {
    const { width, height } = await browser.getWindowSize()
    await browser.setWindowSize(390, 844)
    try {
      await openAs(pb.login({ silo: 'default-silo' }), 'signed-out')
      await screen().findByRole('heading', { name: 'Sign in', level: 1 })
      await expect(await banner()).toBeDisplayed()
      // the banner is one line there; its buttons are behind its disclosure button
      await (await screen().findByRole('button', { name: 'Preview details' })).click()
      for (const name of ['Mock session', 'Learn more']) {
        const button = await screen().findByRole('button', { name })
        await expect(button).toBeDisplayed()
        await expect(button).toBeClickable()
      }
      // nothing wider than the window: no sideways scrolling on a phone
      const overflow = await browser.execute(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await expect(
        await screen().findByRole('region', { name: 'Users of this preview' }),
      ).toBeDisplayed()
    } finally {
      await browser.setWindowSize(width, height)
    }
  })
})

describe('public routes loaded directly', () => {
  for (const [path, heading, split] of [
    [pb.login({ silo: 'default-silo' }), 'Sign in', true],
    [pb.loginSaml({ silo: 'default-silo', provider: 'mock-idp' }), 'Sign in', true],
    [pb.deviceVerify(), 'Device Authentication', false],
    [pb.deviceSuccess(), 'Device logged in', false],
  ] as const) {
    it(`${path} renders with the preview banner${split ? ' and the rack image' : ''}`, async () => {
      await openAs(path, 'signed-out')
      await expect(
        await screen().findByRole('heading', { name: heading, level: 1 }),
      ).toBeDisplayed()
      await expect(await banner()).toBeDisplayed()
      if (split) await expectRackImageLoaded()
    })
  }
})
