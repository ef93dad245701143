import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import type { OperationId, RequestBody } from '~/mirage/operation'
import { navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { retype } from './helpers/field-input'
import { rowAction } from './helpers/rows'
import { currentPath, expectPath, screen } from './helpers/screen'

/**
 * What users type is shown as text wherever it appears (lists, detail pages, forms,
 * toasts, breadcrumbs, titles, confirm dialogs), never run as code or rendered as markup, and
 * never breaking the layout: long text truncates with the whole of it in a tooltip (SPEC §9).
 */

const payloads = {
  img: '<img src=x onerror=alert(1)>',
  script: '"><script>alert(1)</script>',
  href: 'javascript:alert(1)',
  long: `no-spaces-${'x'.repeat(9_990)}`,
  bidi: 'مرحبا\u202eevil.exe\u200b\u200dzero-width',
}

/** The longest name there is (63 characters), for breadcrumbs, titles, toasts and dialogs. */
const longName = `long-${'n'.repeat(58)}`

/** A project per payload but the UI's, which the user types into the form. */
const apiProjects = [
  { name: 'inj-script', description: payloads.script },
  { name: 'inj-href', description: payloads.href },
  { name: 'inj-long', description: payloads.long },
  { name: 'inj-bidi', description: payloads.bidi },
]

/** A call to the mock API, as the console's own fetch makes it. */
function call<Op extends OperationId>(
  method: 'POST' | 'PUT',
  path: string,
  _operation: Op,
  body: RequestBody<Op>,
) {
  return browser.execute(
    async (method, path, body) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body,
      })
      return response.status
    },
    method,
    path,
    JSON.stringify(body),
  )
}

/**
 * Navigates inside the app, as its own links do: the mock's data lives in the page, and a load
 * would lose what the test created.
 */
async function go(path: string) {
  await navigateInApp(path)
  await expectPath(path)
}

/** Every call of alert, confirm or prompt since the page started, reported to the test. */
const dialogsOpened: string[] = []

/** What only injected markup or code would put in the page, and how far the page overflows. */
function pageFindings() {
  return browser.execute(() => ({
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.querySelectorAll('script')].filter((script) =>
      script.textContent?.includes('alert(1)'),
    ).length,
    javascriptLinks: [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((element) =>
        ['href', 'src', 'action', 'formaction'].map((a) => element.getAttribute(a)),
      )
      .filter((url) => url !== null && /^\s*javascript:/i.test(url)).length,
    // a modal's scroll lock can leave the page narrower than the window: that is no overflow
    horizontalOverflow: Math.max(
      0,
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  }))
}

const widths = [1280, 390]

/** Nothing ran or rendered as markup, and at both widths the page fits without a sideways scroll. */
async function expectSafe(where: string) {
  for (const width of widths) {
    await browser.setWindowSize(width, 900)
    // a resize reflows the layout on the next frame
    await browser.execute(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect({ where, width, ...(await pageFindings()) }).toEqual({
      where,
      width,
      injectedImages: 0,
      injectedScripts: 0,
      javascriptLinks: 0,
      horizontalOverflow: 0,
    })
  }
  await browser.setWindowSize(1280, 900)
  expect(dialogsOpened).toEqual([])
}

/** A description long enough to truncate shows its start and, on hover, the whole of it. */
async function expectTruncatedWithTooltip(text: string) {
  const note = await screen().findByRole('note', { name: text })
  expect((await note.getText()).length).toBeLessThan(text.length)
  const heading = await screen().findByRole('heading', { level: 1 })
  // a hover on a busy machine can come before the row is ready for it: hover again until shown
  await browser.waitUntil(
    async () => {
      if ((await screen().queryByRole('tooltip')) !== null) return true
      await heading.moveTo()
      await note.moveTo()
      return false
    },
    {
      timeout: 30_000,
      interval: 1000,
      timeoutMsg: 'hovering the truncated text showed no tooltip',
    },
  )
  // the tooltip fades in: its text reads once it is shown
  await expect(await screen().findByRole('tooltip')).toHaveText(text)
  // leave the tooltip, so the next check starts with none
  await heading.moveTo()
}

describe('injected text', () => {
  before(async () => {
    const script = await browser.addInitScript((emit: (call: string) => void) => {
      for (const name of ['alert', 'confirm', 'prompt'] as const) {
        window[name] = ((message?: unknown) => {
          emit(`${name}(${String(message)})`)
          return null
        }) as never
      }
    })
    script.on('data', (opened: string) => dialogsOpened.push(opened))
  })

  it('is shown as text everywhere, runs nowhere and keeps the layout', async () => {
    await openApp(pb.projects())
    const { findByRole, getByRole, findAllByText, findByText } = screen()

    // straight through the API, before the list is read again
    for (const project of apiProjects) {
      expect(await call('POST', '/v1/projects', 'project_create', project)).toBe(201)
    }
    expect(
      await call('POST', '/v1/vpcs?project=mock-project', 'vpc_create', {
        name: 'inj-vpc',
        dns_name: 'inj-vpc',
        description: payloads.long,
      }),
    ).toBe(201)
    expect(
      await call('POST', '/v1/disks?project=mock-project', 'disk_create', {
        name: 'inj-disk',
        description: payloads.script,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
        size: 1024 ** 3,
      }),
    ).toBe(201)

    // typed into the form, as a user would
    await (await findByRole('link', { name: 'New project' })).click()
    await findByRole('dialog', { name: 'Create project' })
    await retype(await getByRole('textbox', { name: 'Name' }), longName)
    await retype(await getByRole('textbox', { name: 'Description (Optional)' }), payloads.img)
    await (await getByRole('button', { name: 'Create project' })).click()
    await findByText(`Project ${longName} created`)
    await expectSafe('the creation toast')

    // the projects list: every description as text, the long one cut short
    await go(pb.projects())
    await findByRole('link', { name: 'inj-bidi' })
    for (const text of [payloads.img, payloads.script, payloads.href, payloads.bidi]) {
      await findAllByText(text)
    }
    await expectTruncatedWithTooltip(payloads.long)
    await expectSafe('the projects list')
    await expectNoSeriousA11yViolations()

    // the long name in the breadcrumbs and the document title
    await go(pb.instances({ project: longName }))
    await findByRole('heading', { name: 'Instances' })
    await findAllByText(longName)
    expect(await browser.getTitle()).toContain(longName)
    await expectSafe('a project page under the longest name')

    // the edit form gives the description back as it was typed
    for (const { name, description } of apiProjects) {
      // from the list, as a user opens each form (going straight from one project's form
      // to another's is not what a user does)
      await go(pb.projects())
      await browser.waitUntil(async () => (await screen().queryByRole('dialog')) === null)
      await go(pb.projectEdit({ project: name }))
      await expect(
        await screen().findByRole('textbox', { name: 'Description (Optional)' }),
      ).toHaveValue(description)
      await expectSafe(`the edit form of ${name}`)
    }

    // the VPC list and the VPC's own page, where the whole description is a property
    await go(pb.vpcs({ project: 'mock-project' }))
    // cut short as on the projects list, where its tooltip is checked
    const note = await findByRole('note', { name: payloads.long })
    expect((await note.getText()).length).toBeLessThan(payloads.long.length)
    await expectSafe('the VPCs list')
    await go(pb.vpcFirewallRules({ project: 'mock-project', vpc: 'inj-vpc' }))
    await findByRole('heading', { name: 'inj-vpc' })
    await expectSafe('the VPC page')

    // the disks list has no description column: the disk's detail panel shows it
    await go(pb.disks({ project: 'mock-project' }))
    await (await findByRole('link', { name: 'inj-disk details' })).click()
    await findByRole('dialog', { name: 'Disk inj-disk' })
    await findAllByText(payloads.script)
    await expectSafe('the disk panel')
    await (await getByRole('button', { name: 'Close' })).click()

    // the confirm dialog names the project whole, within its width
    await go(pb.projects())
    await rowAction(longName, 'Delete')
    const dialog = await findByRole('alertdialog')
    await expect(dialog).toHaveText(expect.stringContaining(longName))
    await expectSafe('the delete confirm dialog')
    await (await screen().findByRole('button', { name: 'Cancel' })).click()
    expect(await currentPath()).toBe(pb.projects())
  })
})
