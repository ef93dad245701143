import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_OVERFLOW_CHECK_MS } from '~/lib/constants'
import { markScrollRegion, scrollOverflow, throttled } from './use-scroll-overflow'

const box = {
  scrollTop: 0,
  scrollLeft: 0,
  scrollHeight: 500,
  scrollWidth: 300,
  clientHeight: 200,
  clientWidth: 300,
}

describe('scrollOverflow', () => {
  it.each([
    ['at the top of a taller panel', {}, { above: false, below: true, left: false, right: false }],
    ['in the middle', { scrollTop: 100 }, { above: true, below: true, left: false, right: false }],
    ['at the bottom', { scrollTop: 300 }, { above: true, below: false, left: false, right: false }],
    [
      'a sub-pixel short of the bottom',
      { scrollTop: 299.5 },
      { above: true, below: false, left: false, right: false },
    ],
    [
      'content that fits',
      { scrollHeight: 200 },
      { above: false, below: false, left: false, right: false },
    ],
    [
      'a wide table scrolled sideways',
      { scrollWidth: 900, scrollLeft: 200 },
      { above: false, below: true, left: true, right: true },
    ],
    [
      'a wide table at its right end',
      { scrollWidth: 900, scrollLeft: 600 },
      { above: false, below: true, left: true, right: false },
    ],
  ])('%s', (_case, change, expected) => {
    expect(scrollOverflow({ ...box, ...change })).toEqual(expected)
  })
})

describe('throttled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per interval, and once more after the last call', () => {
    const check = vi.fn()
    const call = throttled(check, SCROLL_OVERFLOW_CHECK_MS)
    call()
    expect(check).toHaveBeenCalledTimes(1)
    for (let ms = 0; ms < 300; ms += 10) {
      call()
      vi.advanceTimersByTime(10)
    }
    // 300 ms of scrolling: the first run and then one per 125 ms
    expect(check).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(SCROLL_OVERFLOW_CHECK_MS)
    expect(check).toHaveBeenCalledTimes(4)
    vi.advanceTimersByTime(1000)
    expect(check).toHaveBeenCalledTimes(4)
  })

  it('runs nothing after it is cancelled', () => {
    const check = vi.fn()
    const call = throttled(check, SCROLL_OVERFLOW_CHECK_MS)
    call()
    call()
    call.cancel()
    vi.advanceTimersByTime(1000)
    expect(check).toHaveBeenCalledTimes(1)
  })
})

describe('a scroll box whose content may hold nothing focusable', () => {
  it.each([
    [
      'overflowing: a named region in the tab order',
      true,
      { tabindex: '0', role: 'region', label: 'Routes' },
    ],
    ['fitting: a plain box', false, { tabindex: null, role: null, label: null }],
  ])('%s', (_, overflows, expected) => {
    const box = document.createElement('div')
    markScrollRegion(box, 'Routes', true)
    markScrollRegion(box, 'Routes', overflows)
    expect({
      tabindex: box.getAttribute('tabindex'),
      role: box.getAttribute('role'),
      label: box.getAttribute('aria-label'),
    }).toEqual(expected)
  })
})
