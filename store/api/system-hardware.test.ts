// @vitest-environment node
import { makeStore } from '..'
import { page, stubFetch } from './stub-fetch-testing'
import {
  type FailedInstanceListArg,
  withFailedInstances,
  withSledAllocated,
} from './system-hardware'
import { LIST } from './tags'

const endpoint = withFailedInstances.endpoints.failedInstanceList

/** A sled's instance as the wire has it. */
const onSled = (id: string, state: string, project = 'p1') => ({
  id,
  name: `name-${id}`,
  project_name: project,
  silo_name: 'other-silo',
  state,
})

/** An instance as its project's list and its view have it. */
const instance = (id: string, runState: string, autoRestart = false) => ({
  id,
  name: `name-${id}`,
  run_state: runState,
  auto_restart_enabled: autoRestart,
})

const arg: FailedInstanceListArg = { sledIds: ['s1', 's2'], projects: ['p1'], siloName: 'mine' }

beforeEach(() => {
  // every failed call is logged (SPEC §8); some here fail on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the fleet's failed instances", () => {
  it('reads every page of every sled and project; a sled’s failed instance with its facts', async () => {
    const asked = stubFetch({
      '/v1/system/hardware/sleds/s1/instances': page([onSled('a', 'running')], 'more'),
      '/v1/system/hardware/sleds/s1/instances?page_token=more': page([onSled('b', 'failed')]),
      '/v1/system/hardware/sleds/s2/instances': page([onSled('own', 'failed')]),
      '/v1/instances': page([instance('own', 'failed'), instance('c', 'running')]),
      '/v1/instances/b': { status: 200, body: instance('b', 'failed', true) },
    })
    const store = makeStore()
    const result = await store.dispatch(endpoint.initiate(arg))
    expect(result.data).toEqual([
      // found in the operator's own project, with that project's facts; once, though a sled has it
      {
        found: {
          id: 'own',
          name: 'name-own',
          projectName: 'p1',
          siloName: 'mine',
          state: 'failed',
        },
        facts: expect.objectContaining({ runState: 'failed', autoRestartEnabled: false }),
      },
      {
        found: expect.objectContaining({ id: 'b', siloName: 'other-silo', state: 'failed' }),
        facts: expect.objectContaining({ runState: 'failed', autoRestartEnabled: true }),
      },
    ])
    // the whole lists' pages, each of the largest size
    expect(asked.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        '/v1/system/hardware/sleds/s1/instances?limit=1000',
        '/v1/system/hardware/sleds/s1/instances?limit=1000&page_token=more',
        '/v1/instances?project=p1&limit=1000',
        '/v1/instances/b',
      ]),
    )
  })

  it("lists a sled's failed instance whose view is refused without its facts", async () => {
    stubFetch({
      '/v1/system/hardware/sleds/s1/instances': page([onSled('x', 'failed')]),
      '/v1/system/hardware/sleds/s2/instances': page([]),
      '/v1/instances': page([]),
      '/v1/instances/x': { status: 403, body: { message: 'Action not authorized' } },
    })
    const result = await makeStore().dispatch(endpoint.initiate(arg))
    expect(result.data).toEqual([{ found: expect.objectContaining({ id: 'x' }) }])
  })

  it("fails with the server's error when a list cannot be read", async () => {
    stubFetch({
      '/v1/system/hardware/sleds/s1/instances': page([]),
      '/v1/system/hardware/sleds/s2/instances': {
        status: 500,
        body: { error_code: 'Internal', message: 'boom' },
      },
      '/v1/instances': page([]),
    })
    const result = await makeStore().dispatch(endpoint.initiate(arg))
    expect(result.error).toMatchObject({ statusCode: 500 })
    expect(result.data).toBeUndefined()
  })

  describe('like every query', () => {
    const replies = {
      '/v1/system/hardware/sleds/s1/instances': page([]),
      '/v1/system/hardware/sleds/s2/instances': page([]),
      '/v1/instances': page([instance('own', 'failed')]),
    }

    it('is cached: a second subscriber asks nothing', async () => {
      const asked = stubFetch(replies)
      const store = makeStore()
      await store.dispatch(endpoint.initiate(arg))
      const sent = asked.length
      const again = await store.dispatch(endpoint.initiate(arg))
      expect(again.data).toHaveLength(1)
      expect(asked).toHaveLength(sent)
    })

    it.each([
      ['an instance list', { type: 'Instance' as const, id: LIST }],
      ['one of its instances', { type: 'Instance' as const, id: 'own' }],
      ["the sleds' lists", { type: 'Sled' as const }],
    ])('is asked again when %s is invalidated', async (_, tag) => {
      const asked = stubFetch(replies)
      const store = makeStore()
      const subscription = store.dispatch(endpoint.initiate(arg))
      await subscription
      const sent = asked.length
      store.dispatch(withFailedInstances.util.invalidateTags([tag]))
      await vi.waitFor(() => expect(asked).toHaveLength(sent * 2))
      subscription.unsubscribe()
    })

    it("is cancelled by an abort: its requests' signals abort", async () => {
      const asked = stubFetch(replies)
      const store = makeStore()
      const request = store.dispatch(endpoint.initiate(arg))
      await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0))
      request.abort()
      await request
      expect(asked.every(({ signal }) => signal?.aborted)).toBe(true)
    })
  })
})

describe("what each sled's instances hold", () => {
  const allocated = withSledAllocated.endpoints.sledAllocated
  const GiB = 1024 ** 3
  /** A sled's instance with its size, as the wire has it. */
  const sized = (id: string, ncpus: number, memoryGiB: number) => ({
    ...onSled(id, 'running'),
    ncpus,
    memory: memoryGiB * GiB,
  })
  const replies = {
    '/v1/system/hardware/sleds/s1/instances': page([sized('a', 4, 16)], 'more'),
    '/v1/system/hardware/sleds/s1/instances?page_token=more': page([sized('b', 8, 32)]),
    '/v1/system/hardware/sleds/s2/instances': page([]),
  }

  it("sums every page of each sled's instance list, by sled, with the instances it names", async () => {
    const asked = stubFetch(replies)
    const result = await makeStore().dispatch(allocated.initiate({ sledIds: ['s1', 's2'] }))
    expect(result.data).toEqual({
      s1: { vcpus: 12, memory: 48 * GiB, instanceIds: ['a', 'b'] },
      s2: { vcpus: 0, memory: 0, instanceIds: [] },
    })
    expect(asked.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        '/v1/system/hardware/sleds/s1/instances?limit=1000',
        '/v1/system/hardware/sleds/s1/instances?limit=1000&page_token=more',
      ]),
    )
  })

  it("fails with the server's error when a sled's list cannot be read", async () => {
    stubFetch({
      ...replies,
      '/v1/system/hardware/sleds/s2/instances': {
        status: 500,
        body: { error_code: 'Internal', message: 'boom' },
      },
    })
    const result = await makeStore().dispatch(allocated.initiate({ sledIds: ['s1', 's2'] }))
    expect(result.error).toMatchObject({ statusCode: 500 })
  })

  it.each([
    ['an instance list (a create or a delete)', { type: 'Instance' as const, id: LIST }],
    ["the sleds' lists (a start, a stop, a provision policy)", { type: 'Sled' as const }],
  ])('is asked again when %s is invalidated', async (_, tag) => {
    const asked = stubFetch(replies)
    const store = makeStore()
    const subscription = store.dispatch(allocated.initiate({ sledIds: ['s1', 's2'] }))
    await subscription
    const sent = asked.length
    store.dispatch(withSledAllocated.util.invalidateTags([tag]))
    await vi.waitFor(() => expect(asked).toHaveLength(sent * 2))
    subscription.unsubscribe()
  })

  it("is cancelled by an abort: its requests' signals abort", async () => {
    const asked = stubFetch(replies)
    const request = makeStore().dispatch(allocated.initiate({ sledIds: ['s1', 's2'] }))
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0))
    request.abort()
    await request
    expect(asked.every(({ signal }) => signal?.aborted)).toBe(true)
  })
})
