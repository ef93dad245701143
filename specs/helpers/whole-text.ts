import { browser } from '@wdio/globals'

/**
 * Whether all of `element`'s text is painted: each of its text nodes lies inside every ancestor
 * that clips (overflow other than visible), so no ellipsis, cell edge or scroller hides part of it.
 * A text cut with an ellipsis keeps its whole width in layout, so it shows past its clipping box.
 */
export function readsWhole(element: WebdriverIO.Element) {
  return browser.execute(
    (el: HTMLElement) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      let painted = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const text = range.getBoundingClientRect()
        if (text.width === 0) continue
        painted += 1
        for (let box = node.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue
          const { left, right } = box.getBoundingClientRect()
          if (text.left < left - 0.5 || text.right > right + 0.5) return false
        }
      }
      return painted > 0
    },
    element as unknown as HTMLElement,
  )
}
