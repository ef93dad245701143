import { browser } from '@wdio/globals'

/**
 * The OS colour scheme the page sees, in CSS media queries too (WebdriverIO's own
 * `emulate('colorScheme')` only overrides `matchMedia`). Lasts for the session until changed.
 */
export function emulateColorScheme(scheme: 'light' | 'dark') {
  return browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: scheme }],
  })
}

/**
 * Whether the page sees a user who asks for less motion (`prefers-reduced-motion: reduce`), in
 * CSS media queries too. Replaces any other emulated media feature (a colour scheme) until changed.
 */
export function emulateReducedMotion(reduce: boolean) {
  return browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  })
}

/** Relative luminance (0 black … 1 white) of a computed CSS colour such as 'rgb(34, 34, 34)'. */
export function luminance(color: string) {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The computed text colour and the first non-transparent background up the tree. */
export function colorsOf(element: WebdriverIO.Element) {
  return browser.execute(
    (el: HTMLElement) => {
      let node: HTMLElement | null = el
      let background = 'rgb(255, 255, 255)'
      while (node) {
        const bg = getComputedStyle(node).backgroundColor
        if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) {
          background = bg
          break
        }
        node = node.parentElement
      }
      return { color: getComputedStyle(el).color, background }
    },
    element as unknown as HTMLElement,
  )
}

/**
 * Whether a user sees the element: its centre point hits it (or something inside it), so it is
 * not only present but painted above whatever else is there (an overlay, a backdrop).
 */
export function isOnTop(element: WebdriverIO.Element) {
  return browser.execute(
    (el: HTMLElement) => {
      const box = el.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && (hit === el || el.contains(hit))
    },
    element as unknown as HTMLElement,
  )
}

/** The box of an element in the viewport. */
export function boxOf(element: WebdriverIO.Element) {
  return browser.execute(
    (el: HTMLElement) => {
      const { left, right, top, bottom } = el.getBoundingClientRect()
      return { left, right, top, bottom, viewport: window.innerWidth }
    },
    element as unknown as HTMLElement,
  )
}

/** The accessible role and text of the focused element. */
export function focused() {
  return browser.execute(() => {
    const el = document.activeElement
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      id: el?.id ?? '',
    }
  })
}

/**
 * Until no finite animation or transition runs (at most 3 s): a dialog fading or sliding in has
 * text part-way to its colour (axe would measure it as too faint) and a box part-way to its size.
 * Endless ones (a spinner) are not waited for.
 */
export async function transitionsSettled() {
  await browser
    .waitUntil(
      () =>
        browser.execute(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        ),
      { timeout: 3000, interval: 50 },
    )
    .catch(() => {})
}
