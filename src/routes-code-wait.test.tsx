import { act, renderHook, waitFor } from '@testing-library/react'
import { preloadLocation, useLocationWithCode } from './routes'

/** Real routes of the table, each with its own page chunk; none loaded before its test. */
const disks = '/projects/mock-project/disks'
const snapshots = '/projects/mock-project/snapshots'
const images = '/projects/mock-project/images'

describe('the page shown while the next page’s code loads', () => {
  it('the first page shows at once, its code loading or not', () => {
    const { result } = renderHook(() => useLocationWithCode(disks))
    expect(result.current).toEqual({ shown: disks, waiting: false })
  })

  it('a page whose code is loading: the page before stays, then the new one shows', async () => {
    await preloadLocation(snapshots)
    const { result, rerender } = renderHook(({ location }) => useLocationWithCode(location), {
      initialProps: { location: snapshots },
    })
    rerender({ location: images })
    expect(result.current).toEqual({ shown: snapshots, waiting: true })
    await waitFor(() => expect(result.current).toEqual({ shown: images, waiting: false }))
  })

  it('a page whose code has loaded shows in the same render', async () => {
    await preloadLocation(disks)
    await preloadLocation(snapshots)
    const { result, rerender } = renderHook(({ location }) => useLocationWithCode(location), {
      initialProps: { location: disks },
    })
    act(() => rerender({ location: snapshots }))
    expect(result.current).toEqual({ shown: snapshots, waiting: false })
  })

  it('a path no route matches shows at once (the not-found page has no code to wait for)', async () => {
    await preloadLocation(disks)
    const { result, rerender } = renderHook(({ location }) => useLocationWithCode(location), {
      initialProps: { location: disks },
    })
    rerender({ location: '/no/such/page' })
    expect(result.current).toEqual({ shown: '/no/such/page', waiting: false })
  })
})

describe('into another layout', () => {
  it('leaves the page at once (signing out to the sign-in page keeps no signed-in page)', async () => {
    await preloadLocation(disks)
    const { result, rerender } = renderHook(({ location }) => useLocationWithCode(location), {
      initialProps: { location: disks },
    })
    rerender({ location: '/login/default-silo/local' })
    expect(result.current).toEqual({ shown: '/login/default-silo/local', waiting: false })
  })
})
