import { act, renderHook, waitFor } from '@testing-library/react'
import { preloadLocation, useLocationWithCode } from './routes'

/** Real routes of the table, each with its own page chunk; none loaded before its test. */
const disks = '/projects/mock-project/disks'
const snapshots = '/projects/mock-project/snapshots'
const images = '/projects/mock-project/images'

/** The hook at `first`, whose code has loaded, ready to move on to another location. */
async function shownFrom(first: string) {
  await preloadLocation(first)
  return renderHook(({ location }) => useLocationWithCode(location), {
    initialProps: { location: first },
  })
}

describe('the page shown while the next page’s code loads', () => {
  it('the first page shows at once, its code loading or not', () => {
    const { result } = renderHook(() => useLocationWithCode(disks))
    expect(result.current).toEqual({ shown: disks, waiting: false })
  })

  it('a page whose code is loading: the page before stays, then the new one shows', async () => {
    const { result, rerender } = await shownFrom(snapshots)
    rerender({ location: images })
    expect(result.current).toEqual({ shown: snapshots, waiting: true })
    await waitFor(() => expect(result.current).toEqual({ shown: images, waiting: false }))
  })

  it('a page whose code has loaded shows in the same render', async () => {
    await preloadLocation(snapshots)
    const { result, rerender } = await shownFrom(disks)
    act(() => rerender({ location: snapshots }))
    expect(result.current).toEqual({ shown: snapshots, waiting: false })
  })

  it('a path no route matches shows at once (the not-found page has no code to wait for)', async () => {
    const { result, rerender } = await shownFrom(disks)
    rerender({ location: '/no/such/page' })
    expect(result.current).toEqual({ shown: '/no/such/page', waiting: false })
  })
})

describe('into another layout', () => {
  it('leaves the page at once (signing out to the sign-in page keeps no signed-in page)', async () => {
    const { result, rerender } = await shownFrom(disks)
    rerender({ location: '/login/default-silo/local' })
    expect(result.current).toEqual({ shown: '/login/default-silo/local', waiting: false })
  })
})
