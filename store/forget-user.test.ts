// @vitest-environment node
/**
 * Signing out (or in as someone else) must leave nothing of the previous user in the store: a
 * detail page reads its entity from the store by name before the server answers.
 */
import { api } from './api'
import './api/projects'
import { projects } from './entities/projects'
import { forgetUser, makeStore, type RootState } from './index'

const wireProject = {
  id: 'id-alpha',
  name: 'alpha',
  description: '',
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
}

/** Every slice but RTK Query's own holds one entity of the previous user. */
function entitySlicesWithOneEntity(): Partial<RootState> {
  const slices = Object.keys(makeStore().getState()).filter((key) => key !== api.reducerPath)
  const entity = { id: 'id-previous', name: 'previous-user-thing' }
  return Object.fromEntries(
    slices.map((key) => [
      key,
      {
        ids: [entity.id],
        entities: { [entity.id]: entity },
        fetchedAt: { [entity.id]: 1 },
        rollback: {},
        gone: {},
      },
    ]),
  ) as Partial<RootState>
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('forgetting the signed-in user', () => {
  it('empties every slice of the store, the API cache and each entity slice', async () => {
    const store = makeStore(entitySlicesWithOneEntity())
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ items: [wireProject], next_page: null }), { status: 200 }),
    )
    await store.dispatch(api.endpoints.projectList.initiate({}))
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeDefined()
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0)

    store.dispatch(forgetUser())

    // RTK Query's config (whether its middleware ran) is the store's, not the user's
    const { api: cache, ...slices } = store.getState()
    const { api: freshCache, ...freshSlices } = makeStore().getState()
    expect(slices).toEqual(freshSlices)
    expect({ ...cache, config: undefined }).toEqual({ ...freshCache, config: undefined })
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeUndefined()
  })
})
