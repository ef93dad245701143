import { Provider } from '@react-spectrum/s2/Provider'
import { act, render, screen } from '@testing-library/react'
import { MIN_SPINNER_DISPLAY_MS, SPINNER_DELAY_MS } from '~/lib/constants'
import { ResourceTable, type TableColumn } from './ResourceTable'

interface Project {
  id: string
  name: string
}
const columns: TableColumn<Project>[] = [
  { id: 'name', name: 'Name', cell: (project) => project.name, isRowHeader: true },
]
const empty = { title: 'No projects', body: 'Create a project.' }

function renderList(props: { items: Project[]; isLoading: boolean }) {
  const ui = (next: typeof props) => (
    <Provider locale="en-US">
      <ResourceTable label="Projects" columns={columns} empty={empty} {...next} />
    </Provider>
  )
  const view = render(ui(props))
  return (next: typeof props) => view.rerender(ui(next))
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading…' })
const emptyState = () => screen.queryByRole('heading', { name: 'No projects' })

beforeEach(() => {
  vi.useFakeTimers()
  // the table picks its row height by a media query, which jsdom lacks
  vi.stubGlobal('matchMedia', (query: string) => {
    const none = () => undefined
    const listeners = {
      addEventListener: none,
      removeEventListener: none,
      addListener: none,
      removeListener: none,
    }
    return { matches: false, media: query, ...listeners } as unknown as MediaQueryList
  })
  // S2's table lays out in a box of a size: jsdom has none of its own
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 400 }),
  )
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the first load of a list', () => {
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
