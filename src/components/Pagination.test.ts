import { pageSizeLabel, pageSummary } from './Pagination'

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
