import { STALE_TIME_MS } from '~/lib/constants'
import { makeStore } from '..'
import { api } from '.'
import './current-user'

/**
 * SPEC §9: no retries, and an answer younger than the stale time is fresh, a failure as a
 * success: a component subscribing after its route load's request failed reads that failure.
 */
describe('a failed query within the stale time', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let now: number

  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response('{"message":"boom"}', { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    now = 1_000_000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const args = { sshKey: 'laptop' }
  const view = () => api.endpoints.currentUserSshKeyView
  const ask = (store: ReturnType<typeof makeStore>, options?: { forceRefetch: boolean }) =>
    store.dispatch(view().initiate(args, options)).unwrap()

  it.each([
    ['a component subscribing', 0, 1, undefined],
    ['a component subscribing', STALE_TIME_MS - 1, 1, undefined],
    ['a component subscribing', STALE_TIME_MS, 2, undefined],
    ['a Retry (a forced refetch)', 0, 2, { forceRefetch: true }],
  ])('%s %i ms after the failure: %i request(s) in all', async (_, later, sent, options) => {
    const store = makeStore()
    await expect(ask(store)).rejects.toMatchObject({ statusCode: 500 })
    now += later
    await expect(ask(store, options)).rejects.toMatchObject({ statusCode: 500 })
    expect(fetchMock).toHaveBeenCalledTimes(sent)
    expect(view().select(args)(store.getState()).error).toMatchObject({ statusCode: 500 })
  })

  it('goes with a reset (another user signed in): the next subscription asks', async () => {
    const store = makeStore()
    await expect(ask(store)).rejects.toMatchObject({ statusCode: 500 })
    store.dispatch(api.util.resetApiState())
    await expect(ask(store)).rejects.toMatchObject({ statusCode: 500 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
