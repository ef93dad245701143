import { Provider } from '@react-spectrum/s2/Provider'
import { act, render, screen } from '@testing-library/react'
import { startNavigationClock } from '@/navigation-clock'
import { giveElementsATableBox } from '@/testing/table-box'
import {
  HOLD_FOR_DATA_MS,
  MIN_SPINNER_DISPLAY_MS,
  PAGE_SIZE,
  SPINNER_DELAY_MS,
} from '~/lib/constants'
import { createdColumn, textColumn } from './columns'
import { JUST_CREATED_MS, justCreated, ResourceTable, type TableColumn } from './ResourceTable'
import { columnTrack, selectionExtent, toggledSelection } from './StaticTableView'
import {
  ACTIONS_COLUMN,
  ACTIONS_WIDTH,
  MIN_COLUMN_WIDTH,
  SELECTION_WIDTH,
  type Selection,
  TABLE_BORDERS,
  tableMinWidth,
} from './table-types'

interface Project {
  id: string
  name: string
}
const columns: TableColumn<Project>[] = [
  { id: 'name', name: 'Name', cell: (project) => project.name, isRowHeader: true },
]
const empty = { title: 'No projects', body: 'Create a project.' }

function renderList(props: { items: Project[]; isLoading: boolean }) {
  const view = render(table({ columns, ...props }))
  return (next: typeof props) => view.rerender(table({ columns, ...next }))
}

/** The table as a page has it: in S2's provider, labelled Projects, with its empty state. */
function table<T extends { id: string }>(
  props: Omit<Parameters<typeof ResourceTable<T>>[0], 'label' | 'empty'>,
) {
  return (
    <Provider locale="en-US">
      <ResourceTable label="Projects" empty={empty} {...props} />
    </Provider>
  )
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading…' })
const emptyState = () => screen.queryByRole('heading', { name: 'No projects' })

beforeEach(() => {
  // the spinner's wait counts from the navigation's start (performance.now())
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
  giveElementsATableBox()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the first load of a list', () => {
  // a list mounting well after its navigation began: a later first load (another page of it)
  beforeEach(() => {
    startNavigationClock()
    vi.advanceTimersByTime(HOLD_FOR_DATA_MS)
  })

  it('shows neither a spinner nor the empty state until it has lasted SPINNER_DELAY_MS', () => {
    renderList({ items: [], isLoading: true })
    expect(spinner()).toBeNull()
    expect(emptyState()).toBeNull()
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS))
    expect(spinner()).not.toBeNull()
    expect(emptyState()).toBeNull()
  })

  it('answered sooner: the empty state at once, no spinner held for 500 ms', () => {
    const update = renderList({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1))
    update({ items: [], isLoading: false })
    expect(spinner()).toBeNull()
    expect(emptyState()).not.toBeNull()
  })

  it('answered later: the spinner stays its 500 ms, then the empty state', () => {
    const update = renderList({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS + 10))
    update({ items: [], isLoading: false })
    expect(spinner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(MIN_SPINNER_DISPLAY_MS - 11))
    expect(spinner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(spinner()).toBeNull()
    expect(emptyState()).not.toBeNull()
  })
})

describe('the first page of a load or a navigation (docs/architecture.md, Loading)', () => {
  it.each([
    ['mounted as the navigation began', 0],
    ['mounted 300 ms into it (its code came first)', 300],
  ])('%s: no spinner until the wait for data outlasts the cap', (_, mountedAt) => {
    startNavigationClock()
    vi.advanceTimersByTime(mountedAt)
    renderList({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(HOLD_FOR_DATA_MS - mountedAt - 1))
    expect(spinner()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(spinner()).not.toBeNull()
  })

  it('its rows in before the cap: shown at once, no spinner', () => {
    startNavigationClock()
    const update = renderList({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(HOLD_FOR_DATA_MS - 200))
    update({ items: [{ id: 'a', name: 'alpha' }], isLoading: false })
    expect(spinner()).toBeNull()
    expect(screen.getByRole('rowheader', { name: 'alpha' })).toBeTruthy()
  })
})

describe('rows that come while the list shows none', () => {
  it('show at once, never behind the empty state, however recently the list rendered', () => {
    const update = renderList({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(50))
    // rendered again while loading: a list without data gives a new empty array each time
    update({ items: [], isLoading: true })
    act(() => vi.advanceTimersByTime(50))
    update({ items: [{ id: 'a', name: 'alpha' }], isLoading: false })
    expect(emptyState()).toBeNull()
    expect(screen.getByRole('rowheader', { name: 'alpha' })).toBeTruthy()
  })
})

describe('a row created a moment ago', () => {
  const now = Date.parse('2026-11-26T10:00:00Z')
  it.each([
    ['just now', now - 1000, true],
    ['within the mark', now - JUST_CREATED_MS + 1, true],
    ['past the mark', now - JUST_CREATED_MS, false],
    ['a day ago', now - 86_400_000, false],
    ['a list without a Created column', undefined, false],
  ])('%s: marked %s', (_, createdAt, marked) => {
    expect(justCreated(createdAt, now)).toBe(marked)
  })

  it('is marked on its row, the others not, in a list with a Created column', () => {
    const rows = [
      { id: 'a', name: 'old', timeCreated: new Date(Date.now() - 86_400_000) },
      { id: 'b', name: 'new', timeCreated: new Date() },
    ]
    render(table({ columns: [...columns, createdColumn()], items: rows, isLoading: false }))
    const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('[role="row"]')
    expect(rowOf('new')?.hasAttribute('data-just-created')).toBe(true)
    expect(rowOf('old')?.hasAttribute('data-just-created')).toBe(false)
  })

  it('reads nothing of rows in a list without one (their times may be the wire’s strings)', () => {
    const rows = [{ id: 'a', name: 'raw', timeCreated: new Date().toISOString() }]
    render(table({ columns, items: rows, isLoading: false }))
    const row = screen.getByRole('rowheader', { name: 'raw' }).closest('[role="row"]')
    expect(row?.hasAttribute('data-just-created')).toBe(false)
  })
})

describe('a text column', () => {
  it.each<[string, Parameters<typeof textColumn>[3], object]>([
    ['sized by content', undefined, {}],
    ['of a bounded width', { width: 90 }, { width: 90 }],
    ['with a least width', { minWidth: 110 }, { minWidth: 110 }],
  ])('%s: shows the value as it is and sorts by it', (_, sizing, expected) => {
    const column = textColumn<{ dnsName: string }>(
      'dns-name',
      'DNS name',
      (vpc) => vpc.dnsName,
      sizing,
    )
    expect(column).toMatchObject({ id: 'dns-name', name: 'DNS name', ...expected })
    expect(column.cell({ dnsName: 'prod' })).toBe('prod')
    expect(column.sortValue?.({ dnsName: 'prod' })).toBe('prod')
  })
})

describe('a column’s track in the static table', () => {
  it.each<[string, TableColumn<Project>, string]>([
    [
      'a name (a least width, twice the share)',
      nameLike({ minWidth: 180, defaultWidth: '2fr' }),
      'minmax(180px, 2fr)',
    ],
    ['a plain column', nameLike({}), 'minmax(75px, 1fr)'],
    ['a column of a bounded width', nameLike({ width: 140 }), '140px'],
    ['the row actions', { ...nameLike({}), id: ACTIONS_COLUMN }, `${ACTIONS_WIDTH}px`],
  ])('%s: %s', (_, column, track) => {
    expect(columnTrack(column)).toBe(track)
  })
})

describe('the table’s least width, below which it scrolls sideways', () => {
  const name = nameLike({ minWidth: 180 })
  const actions = { ...nameLike({}), id: ACTIONS_COLUMN }
  it.each<[string, TableColumn<Project>[], boolean, number]>([
    ['a column with a least width', [name], false, 180],
    ['a column without one', [nameLike({})], false, MIN_COLUMN_WIDTH],
    ['with the row actions', [name, actions], false, 180 + ACTIONS_WIDTH],
    // short of the checkbox's column, the actions column was cut off instead of scrolled to
    [
      'selectable, with the row actions',
      [name, actions],
      true,
      SELECTION_WIDTH + 180 + ACTIONS_WIDTH,
    ],
  ])('%s, and the borders', (_, columns, selectable, width) => {
    expect(tableMinWidth(columns, selectable)).toBe(width + TABLE_BORDERS)
  })
})

describe('the static table’s selection', () => {
  const ids = ['a', 'b', 'c']
  it.each<[string, Selection | undefined, string, string[]]>([
    ['nothing selected, a row toggled on', undefined, 'a', ['a']],
    ['a row toggled off', new Set(['a', 'b']), 'a', ['b']],
    ['all selected, one toggled off', 'all', 'b', ['a', 'c']],
  ])('%s', (_, selection, toggled, expected) => {
    expect([...toggledSelection(selection, toggled, ids)]).toEqual(expected)
  })

  it.each<[string, Selection | undefined, string[], string]>([
    ['no rows', 'all', [], 'none'],
    ['nothing', new Set(), ids, 'none'],
    ['some', new Set(['b']), ids, 'some'],
    ['every row by id', new Set(ids), ids, 'all'],
    ['all', 'all', ids, 'all'],
    ['rows of another page only', new Set(['z']), ids, 'none'],
  ])('%s selected: %s', (_, selection, shown, extent) => {
    expect(selectionExtent(selection, shown)).toBe(extent)
  })
})

describe('a page of up to the default size', () => {
  const rows = [
    { id: 'b', name: 'bravo' },
    { id: 'a', name: 'alpha' },
  ]
  const sortable: TableColumn<Project>[] = [{ ...columns[0], sortValue: (project) => project.name }]

  function renderTable(props: Partial<Parameters<typeof ResourceTable<Project>>[0]> = {}) {
    return render(table({ columns: sortable, items: rows, isLoading: false, ...props }))
  }
  const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent)

  it('is a table with every row in the document, each named by its row header', () => {
    renderTable()
    expect(screen.getByRole('table', { name: 'Projects' })).toBeTruthy()
    expect(screen.queryByRole('grid')).toBeNull()
    expect(screen.getByRole('row', { name: 'alpha' })).toBeTruthy()
    expect(names()).toEqual(['bravo', 'alpha'])
  })

  it('sorts by a column’s header, ascending first, then descending', () => {
    renderTable()
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header.getAttribute('aria-sort')).toBe('none')
    act(() => screen.getByRole('button', { name: 'Name' }).click())
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(names()).toEqual(['alpha', 'bravo'])
    act(() => screen.getByRole('button', { name: 'Name' }).click())
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(names()).toEqual(['bravo', 'alpha'])
  })

  it('selects by a row’s checkbox, by a press on the row, and all by the header’s', () => {
    const onSelectionChange = vi.fn()
    const { rerender } = renderTable({ selectionMode: 'multiple', onSelectionChange })
    act(() => screen.getByRole('checkbox', { name: 'Select alpha' }).click())
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a']))
    act(() => screen.getByRole('rowheader', { name: 'bravo' }).click())
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['b']))
    act(() => screen.getByRole('checkbox', { name: 'Select all' }).click())
    expect(onSelectionChange).toHaveBeenLastCalledWith('all')

    rerender(
      table({
        columns: sortable,
        items: rows,
        isLoading: false,
        selectionMode: 'multiple',
        selectedKeys: new Set(['a']),
        onSelectionChange,
      }),
    )
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement
    expect(all.indeterminate).toBe(true)
    expect(
      (screen.getByRole('checkbox', { name: 'Select alpha' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(screen.getByRole('row', { name: 'alpha' }).hasAttribute('data-selected')).toBe(true)
  })

  it('renders again only the row whose selection changed', () => {
    const cell = vi.fn((project: Project) => project.name)
    const counted: TableColumn<Project>[] = [{ id: 'name', name: 'Name', isRowHeader: true, cell }]
    const onSelectionChange = vi.fn()
    const selected = (keys: Set<string>) =>
      table({
        columns: counted,
        items: rows,
        isLoading: false,
        selectionMode: 'multiple',
        selectedKeys: keys,
        onSelectionChange,
      })
    const { rerender } = render(selected(new Set()))
    cell.mockClear()
    rerender(selected(new Set(['a'])))
    expect(cell.mock.calls.map(([project]) => project.name)).toEqual(['alpha'])
  })

  it('does not select a row when its link or actions are pressed', () => {
    const onSelectionChange = vi.fn()
    renderTable({
      selectionMode: 'multiple',
      onSelectionChange,
      columns: [
        { ...columns[0], cell: (project) => <a href={`/p/${project.name}`}>{project.name}</a> },
      ],
    })
    const link = screen.getByRole('link', { name: 'alpha' })
    link.addEventListener('click', (event) => event.preventDefault())
    act(() => link.click())
    expect(onSelectionChange).not.toHaveBeenCalled()
  })
})

describe('a page larger than the default size', () => {
  const many = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => ({
    id: `p${index}`,
    name: `project-${String(index).padStart(3, '0')}`,
  }))

  it('shows its first rows at once, then the virtualized table once its code is in', async () => {
    render(table({ columns, items: many, isLoading: false }))
    // the code of the virtualized table loads on the first such page: meanwhile a page of rows
    expect(screen.getByRole('table', { name: 'Projects' })).toBeTruthy()
    expect(screen.getAllByRole('rowheader')).toHaveLength(PAGE_SIZE)
    vi.useRealTimers()
    expect(await screen.findByRole('grid', { name: 'Projects' }, { timeout: 20_000 })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

function nameLike(sizing: Partial<TableColumn<Project>>): TableColumn<Project> {
  return { id: 'name', name: 'Name', cell: (project) => project.name, ...sizing }
}
