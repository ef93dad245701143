import { fireEvent, render, screen } from '@testing-library/react'
import type { Pagination as PaginationState } from '@/hooks/use-pagination'
import { Pagination, pageSizeLabel, pageSummary } from './Pagination'

describe('pageSummary', () => {
  it.each([
    [0, 50, 0, true, 'Loading…'],
    [0, 50, 0, false, 'No items'],
    [0, 50, 6, false, 'Showing 1–6'],
    [0, 50, 50, true, 'Showing 1–50'],
    [1, 50, 10, false, 'Showing 51–60'],
    [2, 25, 3, false, 'Showing 51–53'],
  ])('page %i of %i with %i rows (loading %s): %s', (page, limit, count, loading, text) => {
    expect(pageSummary(page, limit, count, loading)).toBe(text)
  })
})

describe('pageSizeLabel', () => {
  it.each([
    [50, '50'],
    [250, '250'],
    [1000, '1,000'],
  ])('%i reads %s', (size, label) => {
    expect(pageSizeLabel(size)).toBe(label)
  })
})

describe('Pagination', () => {
  const pagination = (limit: number): PaginationState => ({
    limit,
    pageIndex: 0,
    pageToken: undefined,
    next: vi.fn(),
    previous: vi.fn(),
    reset: vi.fn(),
    setLimit: vi.fn(),
  })

  it('names the page size on its button and sets the one chosen from its menu', async () => {
    const state = pagination(50)
    render(<Pagination label="Instances" pagination={state} itemCount={50} nextPage="next" />)
    const button = screen.getByRole('button', { name: 'Page size: 50' })
    fireEvent.click(button)
    const current = await screen.findByRole('menuitemradio', { name: '50' })
    expect(current.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByRole('menuitemradio', { name: '1,000' }))
    expect(state.setLimit).toHaveBeenCalledWith(1000)
  })
})
