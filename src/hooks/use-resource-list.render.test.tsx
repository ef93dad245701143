import { Provider } from '@react-spectrum/s2/Provider'
import { act, render, screen, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { flatRoutes } from '@/route-table'
import { giveElementsATableBox } from '@/testing/table-box'
import { storePageSize } from '@/util/list-pages'
import { PAGE_SIZE } from '~/lib/constants'
import { makeStore } from '~/store'
import { api, type Instance, type Revived } from '~/store/api'
import { useInstanceListQuery } from '~/store/api/instances'
import { LIST } from '~/store/api/tags'
import { instances } from '~/store/entities/instances'
import { useResourceList } from './use-resource-list'
import { RouteContext } from './use-route'

const path = '/projects/p/instances'

const wireInstance = (index: number, runState = 'stopping') => ({
  id: `id-${index}`,
  name: `node-${String(index).padStart(4, '0')}`,
  description: '',
  project_id: 'id-project',
  hostname: `node-${index}`,
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  run_state: runState,
  auto_restart_enabled: true,
  enable_jumbo_frames: false,
  time_created: '2026-01-02T03:04:05.000Z',
  time_modified: '2026-01-02T03:04:05.000Z',
  time_run_state_updated: '2026-01-02T03:04:05.000Z',
})

/** Each row's cells, the name's counting the rows rendered. */
const nameCell = vi.fn((instance: Revived<Instance>) => instance.name)
const columns: TableColumn<Revived<Instance>>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, cell: nameCell },
  { id: 'state', name: 'State', cell: (instance) => instance.runState },
]

function InstanceList() {
  const list = useResourceList(useInstanceListQuery, { project: 'p' }, { entities: instances })
  return (
    <ResourceTable
      label="Instances"
      {...list}
      columns={columns}
      empty={{ title: 'No instances', body: 'None.' }}
    />
  )
}

/** The list at `pageSize`, its first answer in; each later answer is the next of `answers`. */
async function renderList(pageSize: number, answers: ReturnType<typeof wireInstance>[][]) {
  vi.stubGlobal('fetch', async () => {
    const items = answers.shift()
    if (!items) throw new Error('no answer left')
    return new Response(JSON.stringify({ items, next_page: null }))
  })
  storePageSize(path, undefined, pageSize)
  const store = makeStore()
  render(
    <ReduxProvider store={store}>
      <RouteContext.Provider
        value={{ location: path, route: flatRoutes[0], params: {}, crumbs: [] }}
      >
        <Provider locale="en-US">
          <InstanceList />
        </Provider>
      </RouteContext.Provider>
    </ReduxProvider>,
  )
  const table = pageSize > PAGE_SIZE ? 'grid' : 'table'
  await screen.findByRole(table, { name: 'Instances' }, { timeout: 20_000 })
  await screen.findByRole('rowheader', { name: 'node-0000' })
  return store
}

beforeEach(() => {
  giveElementsATableBox()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

describe('a list asked again with one row changed renders only that row (docs/architecture.md, Pages and forms)', () => {
  it.each([
    ['a page of the default size, every row in the document', PAGE_SIZE],
    ['a page of 1,000 in the virtualized table', 1000],
  ])(
    '%s',
    async (_, pageSize) => {
      const first = Array.from({ length: pageSize }, (_, index) => wireInstance(index))
      const second = first.map((item, index) => (index === 0 ? wireInstance(0, 'stopped') : item))
      const store = await renderList(pageSize, [first, second])
      nameCell.mockClear()

      // what a poll does: the list's tag is invalidated and the query asks again
      act(() => {
        store.dispatch(api.util.invalidateTags([{ type: 'Instance', id: LIST }]))
      })
      await waitFor(() => expect(screen.getByText('stopped')).toBeTruthy())

      expect(new Set(nameCell.mock.calls.map(([instance]) => instance.name))).toEqual(
        new Set(['node-0000']),
      )
    },
    30_000,
  )
})
