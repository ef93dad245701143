import { renderHook } from '@testing-library/react'
import { useScrollRestoration } from './use-scroll-restoration'

/** A scroll container that records each scrollTop it is given. */
function container() {
  const element = document.createElement('div')
  const written: number[] = []
  let top = 0
  Object.defineProperty(element, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      written.push(value)
      top = value
    },
  })
  return { ref: { current: element }, element, written }
}

describe('useScrollRestoration', () => {
  it('leaves the first page of a new container alone, resets the next, and brings one back', () => {
    const { ref, element, written } = container()
    const { rerender } = renderHook(({ location }) => useScrollRestoration(ref, location), {
      initialProps: { location: '/first' },
    })
    // a container that just mounted is at the top: no write, so no layout inside the commit
    expect(written).toEqual([])

    element.scrollTop = 400
    element.dispatchEvent(new Event('scroll'))
    rerender({ location: '/second' })
    expect(written.at(-1)).toBe(0)

    rerender({ location: '/first' })
    expect(written.at(-1)).toBe(400)
  })
})
