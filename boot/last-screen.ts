/**
 * The last screen: what the console showed when the user left the page (a reload, a closed tab),
 * kept by the view (src/main.tsx) under the warm start's copy of the lists that store/persist.ts
 * names, and painted again by index.html's first script as soon as the document has its root,
 * before any of the console's code has run
 * (docs/architecture.md, Loading: warm start). It is a picture of the last-known rows, not the
 * console: inert (no clicks, no focus, out of the accessibility tree) until the console's first
 * render replaces it, which React does with whatever the root holds.
 *
 * It is kept in localStorage rather than IndexedDB: written on `pagehide`, when an asynchronous
 * write may never finish, and read by the first script at once, without a database to open.
 */
import { OPT_OUT_KEY, POINTER_KEY } from './warm-start-record'

/** localStorage: the last screen (LastScreen), as JSON. */
export const SCREEN_KEY = 'oxide-console:last-screen'
/** The attribute of the repainted screen's frame, until the console renders over it. */
export const LAST_SCREEN_ATTRIBUTE = 'data-last-screen'
/**
 * Where a kept element's inline style waits: the Content-Security-Policy (style-src 'self',
 * README) refuses style attributes that arrive in markup, and not those set through the CSSOM,
 * so the paint sets them again one by one.
 */
export const KEPT_STYLE_ATTRIBUTE = 'data-kept-style'
/** The mark the paint leaves, for the benchmark and specs/production/warm-start. */
export const SCREEN_PAINTED_MARK = 'warm start: last screen painted'

export interface LastScreen {
  /** The warm start's record it belongs to (its key, as POINTER_KEY names it). */
  record: string
  /** The build's stylesheet it was drawn with: another build's classes would not fit. */
  stylesheet: string
  /** Where it showed: path and query. */
  location: string
  /** The root's contents. */
  html: string
  /**
   * The document's color-scheme then (src/theme.ts sets it from the user's choice): what the
   * screen's colours resolve against, before the console's code has run to set it again.
   */
  colorScheme: string
}

type Local = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The build's stylesheet (build.mjs links one). */
const stylesheetOf = (doc: Document) =>
  doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href') ?? ''

const locationOf = (doc: Document) => {
  const { pathname, search } = doc.location
  return pathname + search
}

/**
 * What makes a screen one not to keep: a form, a dialog or a terminal, where what shows was
 * typed or is private text (cloud-init user data, a key, a serial console's output). The last
 * screen is a list or a detail page (docs/architecture.md, Loading: warm start).
 */
const HOLDS_TYPED_TEXT =
  'form, dialog, [role="dialog"], [role="alertdialog"], textarea, [contenteditable], .xterm'

/**
 * Keeps what the root shows now as the last screen of `record`: a list or detail page, with no
 * field's value (a filter typed into it). A page with a form, dialog or terminal forgets the
 * last screen instead, as does one that does not fit in localStorage.
 */
export function keepScreen(doc: Document, local: Local, record: string) {
  const root = doc.getElementById('root')
  if (!root?.firstElementChild) return
  // a dialog is rendered outside the root (a portal), over the page the screen would show
  if (doc.body.querySelector(HOLDS_TYPED_TEXT)) {
    forgetScreen(local)
    return
  }
  const copy = root.cloneNode(true) as HTMLElement
  for (const field of copy.querySelectorAll('input')) field.removeAttribute('value')
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute(KEPT_STYLE_ATTRIBUTE, element.getAttribute('style') ?? '')
    element.removeAttribute('style')
  }
  const screen: LastScreen = {
    record,
    stylesheet: stylesheetOf(doc),
    location: locationOf(doc),
    html: copy.innerHTML,
    colorScheme: doc.documentElement.style.colorScheme,
  }
  try {
    local.setItem(SCREEN_KEY, JSON.stringify(screen))
  } catch {
    forgetScreen(local)
  }
}

export function forgetScreen(local: Pick<Storage, 'removeItem'>) {
  local.removeItem(SCREEN_KEY)
}

/**
 * The last screen to paint at the document's location: the one kept for the record the pointer
 * names (none once the user signed out or keeps nothing), at this location, drawn with this
 * build's stylesheet.
 */
export function screenToPaint(
  doc: Document,
  local: Pick<Storage, 'getItem'>,
): Pick<LastScreen, 'html' | 'colorScheme'> | undefined {
  if (local.getItem(OPT_OUT_KEY) === 'off') return undefined
  const pointer = local.getItem(POINTER_KEY)
  const raw = local.getItem(SCREEN_KEY)
  if (!pointer || !raw) return undefined
  let screen: Partial<LastScreen>
  try {
    screen = JSON.parse(raw) as Partial<LastScreen>
  } catch {
    return undefined
  }
  const fits =
    screen.record === pointer &&
    screen.location === locationOf(doc) &&
    screen.stylesheet === stylesheetOf(doc) &&
    typeof screen.html === 'string' &&
    typeof screen.colorScheme === 'string'
  return fits
    ? { html: screen.html as string, colorScheme: screen.colorScheme as string }
    : undefined
}

/** Paints the root's last screen, inert, into `root` (which holds nothing yet). */
function paintScreen(
  doc: Document,
  root: HTMLElement,
  { html, colorScheme }: Pick<LastScreen, 'html' | 'colorScheme'>,
) {
  doc.documentElement.style.colorScheme = colorScheme
  const frame = doc.createElement('div')
  frame.setAttribute(LAST_SCREEN_ATTRIBUTE, '')
  frame.inert = true
  frame.innerHTML = html
  for (const element of frame.querySelectorAll<HTMLElement>(`[${KEPT_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(KEPT_STYLE_ATTRIBUTE) ?? ''
    element.removeAttribute(KEPT_STYLE_ATTRIBUTE)
  }
  root.append(frame)
}

/** Whether /v1/me's answer names the user and silo `record` was kept for (store/persist.ts). */
const isRecordOf = (record: string, me: { id?: unknown; silo_id?: unknown }) =>
  typeof me.id === 'string' &&
  typeof me.silo_id === 'string' &&
  record.endsWith(`/${me.silo_id}/${me.id}`)

/**
 * index.html's first script, which runs in the head: paints the last screen into the root once
 * `session`, this page's own GET /v1/me (boot/first-requests.ts), has confirmed that this browser
 * still holds the session of the user it was kept for, and the parser has made the root. Until
 * then nothing of theirs shows; a session that ended (401), another user, or an answer that
 * cannot confirm it (a 502, no network) erases the screen and the pointer to their copy at once:
 * the console, once its code runs, deletes a copy no pointer names (store/persist.ts).
 */
export function paintLastScreen(
  doc: Document,
  local: Pick<Storage, 'getItem' | 'removeItem'>,
  session: Promise<Response> | undefined,
) {
  const record = local.getItem(POINTER_KEY)
  if (!record || local.getItem(SCREEN_KEY) === null) return
  const forget = () => {
    forgetScreen(local)
    local.removeItem(POINTER_KEY)
  }
  if (!session) return forget()
  // cloned before the console's transport can read the same answer's body
  const confirmed = session
    .then((response) => response.clone())
    .then(async (response) => response.ok && isRecordOf(record, await response.json()))
    .catch(() => false)
  void confirmed.then((isSameUser) => {
    if (!isSameUser) return forget()
    const paint = () => {
      const root = doc.getElementById('root')
      if (!root) return false
      // where it was kept and with which stylesheet, once the parser has made the head's link
      const screen = screenToPaint(doc, local)
      // the console may have rendered by now: never under its render
      if (screen !== undefined && !root.firstChild) {
        paintScreen(doc, root, screen)
        performance.mark(SCREEN_PAINTED_MARK)
      }
      return true
    }
    if (paint()) return
    const watcher = new MutationObserver(() => {
      if (paint()) watcher.disconnect()
    })
    watcher.observe(doc, { childList: true, subtree: true })
  })
}
