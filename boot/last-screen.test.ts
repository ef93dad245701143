import {
  KEPT_STYLE_ATTRIBUTE,
  keepScreen,
  LAST_SCREEN_ATTRIBUTE,
  type LastScreen,
  paintLastScreen,
  SCREEN_KEY,
  SCREEN_PAINTED_MARK,
  screenToPaint,
} from './last-screen'
import { OPT_OUT_KEY, POINTER_KEY } from './warm-start-record'

const RECORD = 'v1/silo-1/ada'
const STYLESHEET = '/main-ABCD1234.css'

function memoryLocal(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

/** The document as index.html makes it: the stylesheet's link, then an empty root. */
function freshDocument(stylesheet = STYLESHEET) {
  document.head.innerHTML = `<link rel="stylesheet" href="${stylesheet}" />`
  document.body.innerHTML = '<div id="root"></div>'
  return document.getElementById('root') as HTMLElement
}

const rootHtml =
  '<div class="main-layout"><table><tbody><tr><th>mock-project</th></tr></tbody></table>' +
  '<div role="progressbar" style="width: 40%;"></div></div>'

const screenAt = (overrides: Partial<LastScreen> = {}) =>
  JSON.stringify({
    record: RECORD,
    stylesheet: STYLESHEET,
    location: '/projects',
    html: '<p>kept</p>',
    colorScheme: 'dark',
    ...overrides,
  } satisfies LastScreen)

beforeEach(() => {
  window.history.replaceState(null, '', '/projects')
  performance.clearMarks()
})

describe('keepScreen', () => {
  it('keeps the root’s contents with its inline styles set aside, where it showed, with which stylesheet and color-scheme', () => {
    freshDocument().innerHTML = rootHtml
    document.documentElement.style.colorScheme = 'dark'
    const local = memoryLocal()
    keepScreen(document, local, RECORD)
    const kept = JSON.parse(local.map.get(SCREEN_KEY) ?? '{}') as LastScreen
    expect(kept).toMatchObject({
      record: RECORD,
      stylesheet: STYLESHEET,
      location: '/projects',
      colorScheme: 'dark',
    })
    expect(kept.html).toContain('<th>mock-project</th>')
    expect(kept.html).not.toMatch(/\sstyle=/)
    expect(kept.html).toContain(`${KEPT_STYLE_ATTRIBUTE}="width: 40%;"`)
    // the page itself is untouched
    expect(document.querySelector('[role="progressbar"]')?.getAttribute('style')).toBe(
      'width: 40%;',
    )
  })

  it.each([
    ['a form', '<form><input name="userData" value="password: S3CRET"></form>'],
    ['a dialog', '<div role="dialog"><p>S3CRET</p></div>'],
    ['a modal dialog element', '<dialog open><p>S3CRET</p></dialog>'],
    ['an alert dialog', '<div role="alertdialog"><p>S3CRET</p></div>'],
    ['a text area', '<textarea>S3CRET</textarea>'],
    ['a terminal', '<div class="xterm"><div class="xterm-rows">login: S3CRET</div></div>'],
    ['editable text', '<div contenteditable="true">S3CRET</div>'],
  ])('keeps no screen with %s in it, and forgets the one before', (_kind, html) => {
    freshDocument().innerHTML = `<div class="main-layout">${html}</div>`
    const local = memoryLocal({ [SCREEN_KEY]: screenAt() })
    keepScreen(document, local, RECORD)
    expect(local.map.has(SCREEN_KEY)).toBe(false)
  })

  it('keeps a list with its filter field empty: nothing typed is kept', () => {
    freshDocument().innerHTML =
      '<div class="main-layout"><input aria-label="Filter" value="S3CRET"><table></table></div>'
    const local = memoryLocal()
    keepScreen(document, local, RECORD)
    const kept = local.map.get(SCREEN_KEY) ?? ''
    expect(kept).toContain('aria-label=\\"Filter\\"')
    expect(kept).not.toContain('S3CRET')
  })

  it('keeps nothing of an empty root', () => {
    freshDocument()
    const local = memoryLocal()
    keepScreen(document, local, RECORD)
    expect(local.map.has(SCREEN_KEY)).toBe(false)
  })

  it('keeps no screen, not even the older one, when localStorage is full', () => {
    freshDocument().innerHTML = rootHtml
    const local = memoryLocal({ [SCREEN_KEY]: screenAt() })
    local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    keepScreen(document, local, RECORD)
    expect(local.map.has(SCREEN_KEY)).toBe(false)
  })
})

describe('screenToPaint', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['the screen of the record the pointer names, here', { [POINTER_KEY]: RECORD }, '<p>kept</p>'],
    ['none when no copy is named (signed out)', {}, undefined],
    ['none when the pointer names another record', { [POINTER_KEY]: 'v1/silo-1/grace' }, undefined],
    [
      'none when the user keeps nothing on the device',
      { [POINTER_KEY]: RECORD, [OPT_OUT_KEY]: 'off' },
      undefined,
    ],
  ])('%s', (_, items, expected) => {
    freshDocument()
    expect(screenToPaint(document, memoryLocal({ ...items, [SCREEN_KEY]: screenAt() }))?.html).toBe(
      expected,
    )
  })

  it.each<[string, Partial<LastScreen>]>([
    ['another page', { location: '/projects/mock-project/instances' }],
    ['the same page with another query', { location: '/projects?page=2' }],
    ['another build’s stylesheet', { stylesheet: '/main-EFGH5678.css' }],
    ['no markup', { html: undefined }],
    ['no color-scheme (an older build’s)', { colorScheme: undefined }],
  ])('none kept at %s', (_, overrides) => {
    freshDocument()
    const local = memoryLocal({ [POINTER_KEY]: RECORD, [SCREEN_KEY]: screenAt(overrides) })
    expect(screenToPaint(document, local)).toBeUndefined()
  })

  it('none for a screen that is not JSON', () => {
    freshDocument()
    expect(
      screenToPaint(document, memoryLocal({ [POINTER_KEY]: RECORD, [SCREEN_KEY]: '{' })),
    ).toBeUndefined()
  })
})

/** This page's GET /v1/me as the first script sent it: its answer, with `status` and `body`. */
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))
const ADA = { id: 'ada', silo_id: 'silo-1', display_name: 'Ada' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('paintLastScreen', () => {
  it('paints the kept screen once /v1/me names its user and the parser has made the root: inert, styles and color-scheme set again', async () => {
    freshDocument().innerHTML = rootHtml
    document.documentElement.style.colorScheme = 'dark'
    const local = memoryLocal({ [POINTER_KEY]: RECORD })
    keepScreen(document, local, RECORD)
    // the next page load: the first script runs in the head, before the body exists
    document.documentElement.style.colorScheme = ''
    document.body.innerHTML = ''
    let confirm: (response: Response) => void = () => undefined
    paintLastScreen(
      document,
      local,
      new Promise((resolve) => {
        confirm = resolve
      }),
    )
    document.body.innerHTML = '<div id="root"></div>'
    await settle()
    // nothing of the user's shows before the server has said the session is still theirs
    expect(document.getElementById('root')?.childElementCount).toBe(0)
    expect(performance.getEntriesByName(SCREEN_PAINTED_MARK)).toHaveLength(0)
    confirm(new Response(JSON.stringify(ADA), { status: 200 }))
    await settle()
    await settle()

    const frame = document.querySelector<HTMLElement>(`#root > [${LAST_SCREEN_ATTRIBUTE}]`)
    expect(frame?.inert).toBe(true)
    expect(frame?.querySelector('th')?.textContent).toBe('mock-project')
    const bar = frame?.querySelector<HTMLElement>('[role="progressbar"]')
    expect(bar?.style.width).toBe('40%')
    expect(bar?.hasAttribute(KEPT_STYLE_ATTRIBUTE)).toBe(false)
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(performance.getEntriesByName(SCREEN_PAINTED_MARK)).toHaveLength(1)
  })

  it.each<[string, (() => Promise<Response>) | undefined]>([
    ['the session ended (401)', () => answer(401, { error_code: 'Unauthorized' })],
    ['another user signed in', () => answer(200, { ...ADA, id: 'grace' })],
    ['the same user of another silo', () => answer(200, { ...ADA, silo_id: 'silo-2' })],
    ['the server cannot say (502)', () => answer(502, {})],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['no /v1/me asked', undefined],
  ])('paints nothing and erases the screen and its pointer when %s', async (_case, session) => {
    const root = freshDocument()
    const local = memoryLocal({ [POINTER_KEY]: RECORD, [SCREEN_KEY]: screenAt() })
    paintLastScreen(document, local, session?.())
    await settle()
    await settle()
    expect(root.childElementCount).toBe(0)
    expect(local.map.has(SCREEN_KEY)).toBe(false)
    expect(local.map.has(POINTER_KEY)).toBe(false)
  })

  it('paints nothing where there is nothing to paint, and nothing under the console’s own render', async () => {
    const root = freshDocument()
    paintLastScreen(document, memoryLocal({ [POINTER_KEY]: RECORD }), answer(200, ADA))
    await settle()
    expect(root.childElementCount).toBe(0)

    root.innerHTML = '<main>the console</main>'
    paintLastScreen(
      document,
      memoryLocal({ [POINTER_KEY]: RECORD, [SCREEN_KEY]: screenAt() }),
      answer(200, ADA),
    )
    await settle()
    await settle()
    expect(root.innerHTML).toBe('<main>the console</main>')
    expect(performance.getEntriesByName(SCREEN_PAINTED_MARK)).toHaveLength(0)
  })

  it('leaves the answer whole for the console, which reads it after the paint has', async () => {
    freshDocument()
    const session = answer(200, ADA)
    paintLastScreen(
      document,
      memoryLocal({ [POINTER_KEY]: RECORD, [SCREEN_KEY]: screenAt() }),
      session,
    )
    await settle()
    await expect((await session).json()).resolves.toEqual(ADA)
  })
})
