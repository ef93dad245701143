// @vitest-environment node
/**
 * The intent prefetch starts the first rows' requests, and asks for the page's code only once
 * they have left: a store area's import waits for every chunk asked for before it (routes.tsx).
 */
import { prefetchPage } from '@/hooks/use-prefetch'
import { makeStore } from '~/store'
import { preloadLocation, startRouteData } from './route-data'

vi.mock('./route-data', async (original) => ({
  ...(await original<typeof import('./route-data')>()),
  startRouteData: vi.fn(async () => []),
  preloadLocation: vi.fn(async () => {}),
}))

// registers the router's preloader
await import('./routes')

it('asks for the page’s code once the page’s data has started, not before', async () => {
  let dataStarted: (queries: []) => void = () => undefined
  vi.mocked(startRouteData).mockImplementationOnce(
    () => new Promise((resolve) => (dataStarted = resolve)),
  )
  prefetchPage(makeStore(), '/projects/p/instances/i')
  await Promise.resolve()
  expect(startRouteData).toHaveBeenCalledTimes(1)
  expect(preloadLocation).not.toHaveBeenCalled()
  dataStarted([])
  await vi.waitFor(() => expect(preloadLocation).toHaveBeenCalledWith('/projects/p/instances/i'))
})
