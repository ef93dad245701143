/**
 * S2's table lays out in a box of a size, and jsdom gives elements none of their own: a test that
 * renders a table gives every element an 800 × 400 box (undone by `vi.restoreAllMocks()`).
 */
import { vi } from 'vitest'

export function giveElementsATableBox() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 400 }),
  )
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
}
