/**
 * The fallback for a pasted ID the index does not hold (its crawl not there yet, or a project it
 * skipped): each kind's view operation is asked by the ID alone, which the contract's NameOrId
 * path parameter takes without a project; the one that answers lands in its entity slice, and so
 * in the results. No crawl runs here (no signed-in user), so the index holds only what the store
 * is given.
 */
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/projects'
import { useFindAnything } from './use-find-anything'

const PROJECT_ID = '0b0b0b0b-0000-4000-8000-000000000001'
const INSTANCE_ID = 'a1b2c3d4-0000-4000-8000-00000000000a'

const wireInstance = {
  id: INSTANCE_ID,
  name: 'web-01',
  description: '',
  project_id: PROJECT_ID,
  hostname: 'web-01',
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  run_state: 'running',
  auto_restart_enabled: true,
  enable_jumbo_frames: false,
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
  time_run_state_updated: '2026-01-02T03:04:05.000Z',
}

/** Each view path the fallback asks, and what answers: the instance's, 404 for every other. */
const VIEW_PATHS = [
  'instances',
  'disks',
  'vpcs',
  'vpc-subnets',
  'floating-ips',
  'snapshots',
  'images',
] as const

/** The paths the page asked, with their query strings. */
let asked: string[]

beforeEach(() => {
  asked = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://console')
    asked.push(`${url.pathname}${url.search}`)
    if (url.pathname === `/v1/instances/${INSTANCE_ID}`) {
      return new Response(JSON.stringify(wireInstance), {
        headers: { 'content-type': 'application/json' },
      })
    }
    return new Response(JSON.stringify({ error_code: 'ObjectNotFound', message: 'not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })
  })
})

afterEach(() => vi.unstubAllGlobals())

/** A store that knows the instance's project by name, as the projects list leaves it. */
async function storeKnowingTheProject() {
  const store = makeStore()
  await store.dispatch(
    api.util.upsertQueryData(
      'projectView',
      { project: 'mock-project' },
      {
        id: PROJECT_ID,
        name: 'mock-project',
        description: '',
        timeCreated: '2026-01-02T03:04:05.000Z',
        timeModified: '2026-01-02T03:04:05.000Z',
      },
    ),
  )
  return store
}

function renderFind(query: string, store: ReturnType<typeof makeStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>{children}</ReduxProvider>
  )
  return renderHook(() => useFindAnything(query, { userId: undefined, project: undefined }), {
    wrapper,
  })
}

const heldNames = (result: { current: ReturnType<typeof useFindAnything> }) =>
  result.current.held.map((target) => target.label)

describe('an ID the index does not hold', () => {
  test.each([
    ['as copied', INSTANCE_ID],
    ['in capitals, from a log line', INSTANCE_ID.toUpperCase()],
    ['with spaces around it', `  ${INSTANCE_ID} `],
  ])('is asked of every view operation by the ID alone, and found (%s)', async (_case, typed) => {
    const { result } = renderFind(typed, await storeKnowingTheProject())
    await waitFor(() => expect(heldNames(result)).toEqual(['web-01']))
    const viewsAsked = VIEW_PATHS.map((kind) =>
      asked.find((path) => path.startsWith(`/v1/${kind}/`)),
    )
    // each kind once, by the ID as the contract's NameOrId takes it: no project beside it
    expect(viewsAsked).toEqual(VIEW_PATHS.map((kind) => `/v1/${kind}/${INSTANCE_ID}`))
  })

  test('that no view knows finds nothing, and is asked once per kind', async () => {
    const unknown = 'ffffffff-0000-4000-8000-00000000ffff'
    const { result } = renderFind(unknown, await storeKnowingTheProject())
    await waitFor(() => expect(asked).toHaveLength(VIEW_PATHS.length))
    expect(heldNames(result)).toEqual([])
  })
})

describe('no fallback', () => {
  test.each([
    ['a name', 'web-01'],
    ['an address', '172.30.0.5'],
    ['almost an ID', INSTANCE_ID.slice(0, -1)],
  ])('for %s: nothing is asked', async (_case, typed) => {
    renderFind(typed, await storeKnowingTheProject())
    // the views would be asked in the render's effects, before this settles
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toEqual([])
  })

  test('for an ID the index holds: nothing is asked', async () => {
    const store = await storeKnowingTheProject()
    await store.dispatch(
      api.util.upsertQueryData(
        'instanceView',
        { instance: INSTANCE_ID },
        {
          id: INSTANCE_ID,
          name: 'web-01',
          description: '',
          projectId: PROJECT_ID,
          hostname: 'web-01',
          ncpus: 2,
          memory: 4 * 1024 ** 3,
          runState: 'running',
          autoRestartEnabled: true,
          enableJumboFrames: false,
          timeCreated: '2026-01-02T03:04:05.000Z',
          timeModified: '2026-01-02T03:04:05.000Z',
          timeRunStateUpdated: '2026-01-02T03:04:05.000Z',
        },
      ),
    )
    const { result } = renderFind(INSTANCE_ID, store)
    expect(heldNames(result)).toEqual(['web-01'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toEqual([])
  })
})
