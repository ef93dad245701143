// What a user trips over first: overlays that hide their own pickers, dark mode, actions that
// leave the page, keyboard paths, and narrow screens.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import {
  boxOf,
  colorsOf,
  emulateColorScheme,
  focused,
  isOnTop,
  luminance,
  transitionsSettled,
} from './helpers/display'
import { rowAction } from './helpers/rows'
import { currentPath, expectPath, expectToast, screen, switchScope } from './helpers/screen'

const project = { project: 'mock-project' }
const db1 = { ...project, instance: 'db1' }

/** Opens a picker by its label, checks its options are painted on top, then picks `option`. */
async function pickVisibly(label: RegExp, option: string) {
  await (await screen().findByRole('button', { name: label })).click()
  const [first] = await screen().findAllByRole('option')
  await browser.waitUntil(() => isOnTop(first), {
    timeoutMsg: 'the options are in the document but covered by something else',
  })
  const choice = await screen().findByRole('option', { name: option })
  await choice.scrollIntoView({ block: 'nearest' })
  await choice.click()
  await expect(await screen().findByRole('button', { name: label })).toHaveText(
    expect.stringContaining(option),
  )
}

describe('pickers in overlays', () => {
  it('shows a side modal picker’s options above the modal (Create disk → Block size)', async () => {
    await openApp(pb.disksNew(project))
    await screen().findByRole('dialog', { name: 'Create disk' })
    await pickVisibly(/Block size$/, '512 bytes')
  })

  it('shows them above a dialog too (Demote image → Project)', async () => {
    await openApp(pb.siloImages())
    await rowAction('fedora-40', 'Demote')
    await screen().findByRole('dialog', { name: 'Demote image fedora-40' })
    await pickVisibly(/Project$/, 'mock-project')
  })

  it('and on the instance page (Networking → Attach floating IP)', async () => {
    await openApp(pb.instanceNetworking(db1))
    await (await screen().findByRole('button', { name: 'Attach floating IP' })).click()
    await screen().findByRole('dialog', { name: 'Attach floating IP' })
    await pickVisibly(/Floating IP$/, 'cola-float (192.0.2.64)')
  })
})

describe('dialog widths (SPEC §9)', () => {
  const widthOf = async (element: WebdriverIO.Element) => {
    await transitionsSettled()
    const { left, right } = await boxOf(element)
    return right - left
  }

  it('sizes a confirm dialog narrow, an information dialog medium and a side modal lg', async () => {
    await browser.setWindowSize(1280, 800)
    await openApp(pb.disks(project))
    await rowAction('data-detached', 'Delete')
    const confirm = await screen().findByRole('alertdialog', { name: 'Delete disk' })
    expect(await widthOf(confirm)).toBe(24 * 16)
    await browser.keys('Escape')
    await (await screen().findByRole('button', { name: 'Learn more' })).click()
    expect(await widthOf(await screen().findByRole('dialog', { name: 'Technical preview' }))).toBe(
      28 * 16,
    )
    await browser.keys('Escape')
    await (await screen().findByRole('link', { name: 'New disk' })).click()
    expect(await widthOf(await screen().findByRole('dialog', { name: 'Create disk' }))).toBe(
      32 * 16,
    )
  })

  it('sizes the instance’s CLI command dialog medium', async () => {
    await browser.setWindowSize(1280, 800)
    await openApp(pb.instanceStorage(db1))
    await (await screen().findByRole('button', { name: 'CLI Command' })).click()
    expect(await widthOf(await screen().findByRole('dialog', { name: 'CLI command' }))).toBe(
      28 * 16,
    )
  })
})

describe('column widths', () => {
  /** What part of the cell holding `text` cuts its content (an ellipsis, hidden overflow), if any. */
  const cellIsCut = async (text: string) => {
    const element = await screen().findByText(text)
    return browser.execute((el) => {
      const cell = el.closest('[role="cell"], [role="gridcell"], [role="rowheader"]') ?? el
      const cut = [cell, ...cell.querySelectorAll('*')].filter(
        (part) => part.scrollWidth > part.clientWidth + 1,
      )
      return (
        cut.map((p) => `${p.tagName}.${p.className} ${p.scrollWidth}>${p.clientWidth}`).join(';') ||
        false
      )
    }, element)
  }

  it('gives a description the room that names and bounded columns do not use', async () => {
    await openApp(pb.floatingIps(project))
    const descriptions = [
      'Reserved for the API load balancer',
      'Status page, on the instance under repair',
    ]
    const cut: Record<string, string | false> = {}
    for (const text of descriptions) cut[text] = await cellIsCut(text)
    expect(cut).toEqual(Object.fromEntries(descriptions.map((text) => [text, false])))
  })
})

describe('light and dark themes', () => {
  afterEach(async () => {
    await emulateColorScheme('light')
    await browser.execute(() => localStorage.clear())
  })

  const headingColors = async () =>
    colorsOf(await screen().findByRole('heading', { name: 'db1', level: 1 }))

  it('follows a dark OS everywhere: text, navigation, side modals; contrast holds', async () => {
    await emulateColorScheme('dark')
    await openApp(pb.instanceStorage(db1))
    const heading = await headingColors()
    expect(luminance(heading.color)).toBeGreaterThan(0.6)
    expect(luminance(heading.background)).toBeLessThan(0.05)
    const nav = await colorsOf(await screen().findByRole('navigation', { name: 'Sidebar' }))
    expect(luminance(nav.background)).toBeLessThan(0.05)
    await expectNoSeriousA11yViolations()

    await openApp(pb.disksNew(project))
    const modal = await colorsOf(await screen().findByRole('heading', { name: 'Create disk' }))
    expect(luminance(modal.color)).toBeGreaterThan(0.6)
    expect(luminance(modal.background)).toBeLessThan(0.05)
    await expectNoSeriousA11yViolations()
  })

  it('is light under a light OS, with contrast to match', async () => {
    await openApp(pb.instanceStorage(db1))
    const heading = await headingColors()
    expect(luminance(heading.color)).toBeLessThan(0.05)
    expect(luminance(heading.background)).toBeGreaterThan(0.9)
    await expectNoSeriousA11yViolations()
  })

  it('lets the user choose Light, Dark or System in the user menu, and remembers it', async () => {
    await emulateColorScheme('dark')
    await openApp(pb.instanceStorage(db1))
    const choose = async (theme: string) => {
      await (await screen().findByRole('button', { name: 'User menu' })).click()
      const item = await screen().findByRole('menuitemradio', { name: theme })
      await item.click()
    }
    await choose('Light')
    await browser.waitUntil(async () => luminance((await headingColors()).color) < 0.05, {
      timeoutMsg: 'choosing Light left the page dark',
    })
    await openApp(pb.instanceStorage(db1))
    expect(luminance((await headingColors()).color)).toBeLessThan(0.05)

    await (await screen().findByRole('button', { name: 'User menu' })).click()
    await expect(await screen().findByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await browser.keys('Escape')
    await choose('System')
    await browser.waitUntil(async () => luminance((await headingColors()).color) > 0.6, {
      timeoutMsg: 'System did not follow the dark OS',
    })
    await emulateColorScheme('light')
    await choose('Dark')
    await browser.waitUntil(async () => luminance((await headingColors()).color) > 0.6, {
      timeoutMsg: 'choosing Dark under a light OS left the page light',
    })
  })
})

describe('confirm buttons', () => {
  /** Whether a computed colour such as 'rgb(215, 50, 32)' is a red: red well above the rest. */
  const isRed = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    return r > 1.5 * g && r > 1.5 * b
  }

  /** The background of the confirm dialog's button `label`, the dialog then cancelled. */
  async function confirmBackground(row: string, action: string, label: string) {
    await rowAction(row, action)
    const dialog = await screen().findByRole('alertdialog')
    await transitionsSettled()
    const { background } = await colorsOf(await screen().getByRole('button', { name: label }))
    await (await screen().getByRole('button', { name: 'Cancel' })).click()
    await dialog.waitForExist({ reverse: true })
    return background
  }

  it('confirms a promotion in the accent, keeping the red for a deletion', async () => {
    await openApp(pb.projectImages(project))
    await screen().findByRole('link', { name: 'ubuntu-22-04' })
    expect(isRed(await confirmBackground('ubuntu-22-04', 'Promote', 'Promote'))).toBe(false)
    expect(isRed(await confirmBackground('ubuntu-22-04', 'Delete', 'Delete'))).toBe(true)
  })
})

describe('actions on a resource’s own page', () => {
  // the title's line (the name and its ⓘ) and the state badge beside it
  const header = async () =>
    (await (await screen().findByRole('heading', { level: 1 })).parentElement()).parentElement()

  it('keeps the user on the instance page while it starts and stops', async () => {
    await openApp(pb.instanceStorage(db1), { instanceStepMs: 1500 })
    const page = await currentPath()
    // the primary actions the machine allows are buttons in the header
    await (await screen().findByRole('button', { name: 'Start' })).click()
    await expectToast('Starting instance db1')
    await browser.waitUntil(async () => (await (await header()).getText()).includes('running'), {
      timeout: 15_000,
      timeoutMsg: 'the header never showed db1 running',
    })
    expect(await currentPath()).toBe(page)

    await (await screen().findByRole('button', { name: 'Stop' })).click()
    // the confirm dialog's own Stop, not the header's behind it: the dialog comes last
    await screen().findByRole('alertdialog', { name: 'Stop instance' })
    const stops = await screen().findAllByRole('button', { name: 'Stop' })
    await stops[stops.length - 1].click()
    await browser.waitUntil(async () => (await (await header()).getText()).includes('stopping'), {
      timeoutMsg: 'the header never showed stopping',
    })
    await browser.waitUntil(async () => (await (await header()).getText()).includes('stopped'), {
      timeout: 15_000,
      timeoutMsg: 'the header never showed stopped',
    })
    expect(await currentPath()).toBe(page)
  })
})

describe('the top bar’s scope', () => {
  /** The side navigation's lines of text: its header, which names the scope, and its links. */
  const navLines = async () =>
    (await (await screen().findByRole('navigation', { name: 'Sidebar' })).getText()).split('\n')

  it('shows a user who is not a fleet viewer the silo’s name and no System', async () => {
    await openApp(`${pb.projects()}?mock-user=ada`)
    await expect(await screen().findByText('default-silo')).toBeDisplayed()
    expect(await navLines()).toContain('Silo default-silo')
    expect(await screen().queryByRole('button', { name: /^Scope: / })).toBeNull()
  })

  it('switches a fleet viewer between the silo and System by keyboard, naming the scope', async () => {
    await openApp(`${pb.projects()}?mock-user=hannah`)
    const switcher = await screen().findByRole('button', { name: 'Scope: default-silo' })
    expect(await navLines()).toContain('Silo default-silo')
    await browser.execute((button) => button.focus(), switcher as unknown as HTMLElement)
    await browser.keys('Enter')
    await expect(
      await screen().findByRole('menuitemradio', { name: 'default-silo', checked: true }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await browser.keys('End')
    await browser.waitUntil(async () => (await focused()).text.startsWith('System'), {
      timeoutMsg: 'End did not reach System',
    })
    await browser.keys('Enter')
    await expectPath(pb.silos())
    await screen().findByRole('button', { name: 'Scope: System' })
    expect(await navLines()).toContain('System')
    expect(await navLines()).not.toContain('Silo default-silo')

    await switchScope('default-silo')
    await expectPath(pb.projects())
    await screen().findByRole('button', { name: 'Scope: default-silo' })
  })
})

describe('keyboard', () => {
  it('moves through every instance tab with the arrow keys, focus staying on the tabs', async () => {
    await openApp(pb.instanceStorage(db1))
    await (await screen().findByRole('tab', { name: 'Storage' })).click()
    const tabs = ['Networking', 'Metrics', 'Connect', 'Settings', 'Activity', 'Storage']
    const paths = [
      pb.instanceNetworking(db1),
      pb.instanceCpuMetrics(db1),
      pb.instanceConnect(db1),
      pb.instanceSettings(db1),
      pb.instanceActivity(db1),
      pb.instanceStorage(db1),
    ]
    for (const [index, tab] of tabs.entries()) {
      await browser.keys('ArrowRight')
      await expectPath(paths[index])
      await browser.waitUntil(
        async () => {
          const now = await focused()
          return now.role === 'tab' && now.text === tab
        },
        {
          timeoutMsg: `focus left the tabs after moving to ${tab}: ${JSON.stringify(await focused())}`,
        },
      )
    }
    // back from the first tab wraps to the last
    await browser.keys('ArrowLeft')
    await expectPath(pb.instanceActivity(db1))
    expect(await focused()).toMatchObject({ role: 'tab', text: 'Activity' })
  })

  it('offers a skip link to the content first', async () => {
    await openApp(pb.instances(project))
    await screen().findByRole('heading', { name: 'Instances', level: 1 })
    await browser.keys('Tab')
    expect(await focused()).toMatchObject({ text: 'Skip to content' })
    await browser.keys('Enter')
    await browser.waitUntil(async () => (await focused()).id === 'content', {
      timeoutMsg: 'the skip link did not move focus to the content',
    })
  })

  it('announces the side navigation as a list of links', async () => {
    await openApp(pb.instances(project))
    const nav = await screen().findByRole('navigation', { name: 'Sidebar' })
    const links = await nav.$$('aria/Disks')
    expect(links.length).toBeGreaterThan(0)
    const disks = await screen().findByRole('link', { name: 'Disks' })
    await expect(disks).toBeDisplayed()
    await expect(await screen().findByRole('link', { name: 'Instances' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(await screen().queryAllByRole('treegrid')).toHaveLength(0)
    await expect(await screen().queryAllByRole('row', { name: 'Disks' })).toHaveLength(0)
  })
})

describe('at 390 px wide', () => {
  const screenshots = path.join('node_modules', '.cache', 'oxide-console', 'e2e-screens')
  before(async () => {
    await browser.setWindowSize(390, 844)
    await mkdir(screenshots, { recursive: true })
  })
  after(async () => {
    await browser.setWindowSize(1400, 1000)
  })

  it('collapses the side navigation into a menu button', async () => {
    await openApp(pb.instances(project))
    const toggle = await screen().findByRole('button', { name: 'Navigation menu' })
    await expect(toggle).toBeDisplayed()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(await screen().queryByRole('link', { name: 'Disks' })).toBeNull()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await (await screen().findByRole('link', { name: 'Disks' })).click()
    await expectPath(pb.disks(project))
    await expect(await screen().findByRole('heading', { name: 'Disks', level: 1 })).toBeDisplayed()
    await expect(await screen().queryByRole('link', { name: 'Snapshots' })).toBeNull()
  })

  // every built page: nothing wider than the screen, the heading and the page's action in view
  const pages: [string, string, string?][] = [
    [pb.projects(), 'Projects', 'New project'],
    [pb.siloImages(), 'Silo Images'],
    [pb.instances(project), 'Instances', 'New instance'],
    [pb.instancesNew(project), 'Create instance'],
    [pb.instanceStorage(db1), 'db1'],
    [pb.instanceNetworking(db1), 'db1'],
    [pb.instanceCpuMetrics(db1), 'db1'],
    [pb.instanceConnect(db1), 'db1'],
    [pb.instanceSettings(db1), 'db1'],
    [pb.disks(project), 'Disks', 'New disk'],
    [pb.snapshots(project), 'Snapshots', 'New snapshot'],
    [pb.projectImages(project), 'Images', 'Upload image'],
    [pb.profile(), 'Profile'],
    [pb.sshKeys(), 'SSH Keys', 'New SSH key'],
    [pb.accessTokens(), 'Access Tokens'],
  ]
  for (const [page, heading, action] of pages) {
    it(`fits ${page}`, async () => {
      await openApp(page)
      const title = await screen().findByRole('heading', { name: heading, level: 1 })
      await expect(title).toBeDisplayed()
      const overflow = await browser.execute(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      for (const element of [title, ...(action ? [await findAction(action)] : [])]) {
        const box = await boxOf(element)
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(box.viewport)
      }
      await browser.saveScreenshot(
        path.join(screenshots, `narrow-${page.replace(/[^a-z0-9]+/gi, '-')}.png`),
      )
    })
  }
})

/** A page's primary action, a link or a button. */
async function findAction(name: string) {
  const [element] = [
    ...(await screen().queryAllByRole('link', { name })),
    ...(await screen().queryAllByRole('button', { name })),
  ]
  if (!element) throw new Error(`no action ${name}`)
  return element
}
