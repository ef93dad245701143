import { Provider } from '@react-spectrum/s2/Provider'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { QueryTableSection, TableSection } from './TableSection'

const renderInS2 = (ui: ReactNode) => render(<Provider locale="en-US">{ui}</Provider>)

const section = (failure: { error?: unknown; refetch: () => unknown } | undefined) => (
  <TableSection
    title="Trust roots"
    actions={<button type="button">Add trust root</button>}
    failure={failure}
    failedTitle="Could not load trust roots"
    after={<p>after the table</p>}
  >
    <table aria-label="Trust roots" />
  </TableSection>
)

describe('TableSection', () => {
  it('is a region named by its heading, with its actions, the table and what follows it', () => {
    renderInS2(section({ refetch: vi.fn() }))
    const region = screen.getByRole('region', { name: 'Trust roots' })
    expect(region.querySelector('h2')?.textContent).toBe('Trust roots')
    expect(screen.getByRole('button', { name: 'Add trust root' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Trust roots' })).toBeTruthy()
    expect(screen.getByText('after the table')).toBeTruthy()
  })

  it('shows what failed, with the server’s words and Retry, in the table’s place (SPEC §8, §9)', () => {
    const refetch = vi.fn()
    renderInS2(section({ error: { statusCode: 500, message: 'Internal Server Error' }, refetch }))
    expect(screen.queryByRole('table')).toBeNull()
    expect(
      screen.getByRole('heading', { name: 'Could not load trust roots', level: 3 }),
    ).toBeTruthy()
    expect(screen.getByText('Internal Server Error')).toBeTruthy()
    // the heading's actions and what follows the table stay usable
    expect(screen.getByRole('button', { name: 'Add trust root' })).toBeTruthy()
    expect(screen.getByText('after the table')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows the table while nothing has failed yet (a look-up still running)', () => {
    renderInS2(section(undefined))
    expect(screen.getByRole('table', { name: 'Trust roots' })).toBeTruthy()
  })
})

describe('QueryTableSection', () => {
  const failed = {
    error: { statusCode: 500, message: 'Internal Server Error' },
    isFetching: false,
    isLoading: false,
    refetch: vi.fn(),
  }
  const columns = [{ id: 'name', name: 'Name', isRowHeader: true, cell: () => '' }]
  const empty = { title: 'No IP pools', body: 'Attach one.' }

  it.each([
    [
      'its title, in lower case, under a level 2 heading',
      { title: 'Members' },
      'Could not load members',
      2,
      3,
    ],
    [
      'the title it is given, under the level it is given',
      { title: 'Attached IP pools', level: 3, failedTitle: 'Could not load attached IP pools' },
      'Could not load attached IP pools',
      3,
      4,
    ],
  ] as const)('says what failed by %s', (_case, props, failedTitle, level, alertLevel) => {
    renderInS2(
      <QueryTableSection {...props} query={failed} items={[]} columns={columns} empty={empty} />,
    )
    expect(screen.getAllByRole('heading', { level })).toHaveLength(1)
    expect(screen.getByRole('heading', { name: failedTitle, level: alertLevel })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
