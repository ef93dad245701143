/**
 * Nothing of one user reaches the next and nothing secret rests on the device, on the production
 * path (real cookie sessions through the proxy): a session ended from another client shows none
 * of its user's screen or lists, a /v1/me that cannot confirm the session shows none either, a
 * form's draft goes back only to the user who typed it, and typed secrets (cloud-init user data,
 * a private key) are nowhere on the device after a reload or a close (docs/architecture.md,
 * Loading: warm start).
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { SCREEN_KEY } from '~/boot/last-screen'
import { POINTER_KEY } from '~/boot/warm-start-record'
import { waitForRender } from '../helpers/app'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { retype } from '../helpers/field-input'
import {
  expectSignInPage,
  openConsole,
  signInAt,
  submitSignIn,
  uniqueName,
} from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'

const ROW = 'mock-project'
const HANNAH = 'Hannah Arendt'

/** Waits until the warm start's copy of the lists is on the device. */
const waitForCopy = () =>
  browser.waitUntil(
    () => browser.execute((key) => localStorage.getItem(key) !== null, POINTER_KEY),
    { timeoutMsg: 'the lists were not written to the device' },
  )

/**
 * Where on the device `text` is: localStorage, sessionStorage, the console's IndexedDB records,
 * the Cache Storage's responses; an empty list when nowhere.
 */
const placesHolding = async (text: string): Promise<string[]> =>
  await browser.execute(async (text) => {
    const places: string[] = []
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? ''
        if ((storage.getItem(key) ?? '').includes(text)) places.push(`${name} ${key}`)
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const storeName of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        if (JSON.stringify(values).includes(text)) places.push(`IndexedDB ${name}/${storeName}`)
      }
      db.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text()
        if (body?.includes(text)) places.push(`Cache Storage ${request.url}`)
      }
    }
    return places
  }, text)

/** The console's IndexedDB records (the warm start's copies), by key. */
const keptRecords = async (): Promise<string[]> =>
  await browser.execute(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('oxide-console')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    if (!db.objectStoreNames.contains('warm-start')) return []
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction('warm-start').objectStore('warm-start').getAllKeys()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return keys.map(String)
  })

/**
 * From the next load on, notes in `window.shownOfUser` whether any of `texts` ever shows in the
 * document (the painted last screen or the console's render), before anything else runs.
 */
const watchForUserData = (texts: string[]) =>
  browser.addInitScript((texts: string[]) => {
    const seen: string[] = []
    Object.assign(window, { shownOfUser: seen })
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? ''
      for (const text of texts) if (shown.includes(text) && !seen.includes(text)) seen.push(text)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, texts)

const shownOfUser = () =>
  browser.execute(() => (window as unknown as { shownOfUser: string[] }).shownOfUser)

/** Ends the browser's session from another client: its own POST /v1/logout with the cookie. */
async function logOutElsewhere() {
  const cookie = (await browser.getCookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ')
  const response = await fetch(new URL('/v1/logout', browser.options.baseUrl), {
    method: 'POST',
    headers: { cookie },
  })
  expect(response.status).toBe(204)
}

describe('a session that ended elsewhere', () => {
  it('shows nothing of its user on the next load and erases what was kept for them', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await screen().findByText(HANNAH)
    await waitForCopy()
    await logOutElsewhere()

    const watch = await watchForUserData([HANNAH, ROW])
    // the reload keeps the last screen as the page goes: the next load must not show it
    await browser.refresh()
    await expectSignInPage(pb.projects())
    await watch.remove()
    expect(await shownOfUser()).toEqual([])
    expect(await browser.execute((key) => localStorage.getItem(key), SCREEN_KEY)).toBeNull()
    expect(await browser.execute((key) => localStorage.getItem(key), POINTER_KEY)).toBeNull()
    await browser.waitUntil(async () => (await keptRecords()).length === 0, {
      timeoutMsg: 'the copy of the lists stayed on the device',
    })
    await expectNoSeriousA11yViolations()
  })

  it('shows nothing of its user while /v1/me cannot confirm the session (502)', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await waitForCopy()

    const watch = await watchForUserData([HANNAH, ROW])
    const failing = await browser.addInitScript(() => {
      const fetchNow = window.fetch.bind(window)
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const url = args[0] instanceof Request ? args[0].url : String(args[0])
        if (new URL(url, location.href).pathname === '/v1/me') {
          return new Response(JSON.stringify({ message: 'Bad Gateway' }), { status: 502 })
        }
        return fetchNow(...args)
      }
    })
    await browser.refresh()
    await waitForRender(pb.projects())
    await screen().findByText('Could not load user', { exact: false }, { timeout: 15_000 })
    await watch.remove()
    await failing.remove()
    // the server's list may show once it answers; the user's name, from the device, never
    expect(await shownOfUser()).not.toContain(HANNAH)
    expect(await browser.execute((key) => localStorage.getItem(key), SCREEN_KEY)).toBeNull()
    await browser.waitUntil(async () => (await keptRecords()).length === 0, {
      timeoutMsg: 'the copy of the lists stayed on the device',
    })
  })
})

describe('a form’s draft', () => {
  /** Types a project name on the create form, loses the session, and presses Create. */
  async function typeAndLoseSession(name: string) {
    await signInAt(pb.projectsNew())
    const { findByRole, getByRole } = screen()
    await findByRole('dialog', { name: 'Create project' })
    await retype(await getByRole('textbox', { name: 'Name' }), name)
    await browser.deleteCookies({ name: 'session' })
    await (await getByRole('button', { name: 'Create project' })).click()
    await expectSignInPage(pb.projectsNew())
  }

  it('goes back to the user who typed it, and never to the next user, who erases it', async () => {
    const hers = uniqueName('hannahs-draft')
    await typeAndLoseSession(hers)
    await submitSignIn('grace')
    await expectPath(pb.projectsNew())
    const name = await screen().findByRole('textbox', { name: 'Name' })
    await expect(name).toHaveValue('')
    expect(await placesHolding(hers)).toEqual([])

    const again = uniqueName('hannahs-draft')
    await typeAndLoseSession(again)
    await submitSignIn('hannah')
    await expectPath(pb.projectsNew())
    await expect(await screen().findByRole('textbox', { name: 'Name' })).toHaveValue(again)
    await expectNoSeriousA11yViolations()
  })
})

describe('secrets typed into the console', () => {
  it('cloud-init user data is nowhere on the device after a reload or a close', async () => {
    const secret = `S3CRET-${uniqueName('pw')}`
    await signInAt(pb.instancesNew({ project: ROW }))
    const { findByRole } = screen()
    const userData = await findByRole('textbox', { name: /^User data/ })
    await userData.scrollIntoView({ block: 'center' })
    await retype(userData, `#cloud-config\npassword: ${secret}`)
    await browser.refresh()
    await findByRole('textbox', { name: /^User data/ })
    expect(await placesHolding(secret)).toEqual([])

    // and after the tab is closed, from another tab of the same browser
    await retype(await findByRole('textbox', { name: /^User data/ }), `password: ${secret}`)
    const closing = await browser.getWindowHandle()
    await browser.newWindow(new URL(pb.projects(), browser.options.baseUrl).href, { type: 'tab' })
    const next = await browser.getWindowHandle()
    await browser.switchToWindow(closing)
    await browser.closeWindow()
    await browser.switchToWindow(next)
    await waitForRender(pb.projects())
    await screen().findByRole('link', { name: ROW })
    expect(await placesHolding(secret)).toEqual([])
  })

  it('a certificate’s private key is nowhere on the device after a reload', async () => {
    const marker = `KEYMATERIAL${uniqueName('k').replace('-', '')}`
    await signInAt(pb.certificatesNew())
    const { findByRole } = screen()
    await findByRole('dialog', { name: 'Add certificate' })
    await retype(
      await findByRole('textbox', { name: /^Private key/ }),
      `-----BEGIN PRIVATE KEY-----\n${marker}\n-----END PRIVATE KEY-----`,
    )
    await browser.refresh()
    await findByRole('dialog', { name: 'Add certificate' })
    expect(await placesHolding(marker)).toEqual([])
  })
})

describe('the last screen', () => {
  it('is never a form: a reload of a form page keeps no picture of it', async () => {
    await signInAt(pb.projects())
    await screen().findByRole('link', { name: ROW })
    await waitForCopy()
    await openConsole(pb.projectsNew())
    await retype(await screen().findByRole('textbox', { name: 'Name' }), 'typed-here')
    await browser.refresh()
    await screen().findByRole('dialog', { name: 'Create project' })
    expect(await browser.execute((key) => localStorage.getItem(key), SCREEN_KEY)).toBeNull()
    expect(await placesHolding('typed-here')).toEqual([])
  })
})
