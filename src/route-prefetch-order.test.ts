/**
 * The intent prefetch asks for the first rows' store areas before the page's code, so their few
 * files come ahead of the page's many and the rows' requests leave sooner (routes.tsx).
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

it('starts the page’s data, and its store areas, before the page’s code', () => {
  prefetchPage(makeStore(), '/projects/p/instances/i')
  const dataOrder = vi.mocked(startRouteData).mock.invocationCallOrder[0]
  const codeOrder = vi.mocked(preloadLocation).mock.invocationCallOrder[0]
  expect(dataOrder).toBeLessThan(codeOrder)
})
