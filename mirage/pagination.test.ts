// @vitest-environment node
import { MockApiError } from './errors'
import { DEFAULT_LIMIT, paginateById, paginateByNameOrId } from './pagination'

const items = ['delta', 'alpha', 'charlie', 'bravo', 'echo'].map((name, i) => ({
  id: `0000000${9 - i}-0000-4000-8000-000000000000`,
  name,
}))
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name)

test('sorts by name ascending by default and stops with next_page null', () => {
  const page = paginateByNameOrId(items, {})
  expect(names(page)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo'])
  expect(page.next_page).toBeNull()
})

test('walks pages with the token, which keeps the sort it was issued for', () => {
  const first = paginateByNameOrId(items, { limit: '2', sort_by: 'name_descending' })
  expect(names(first)).toEqual(['echo', 'delta'])
  const second = paginateByNameOrId(items, { limit: '2', page_token: first.next_page ?? '' })
  expect(names(second)).toEqual(['charlie', 'bravo'])
  const third = paginateByNameOrId(items, { limit: '2', page_token: second.next_page ?? '' })
  expect(names(third)).toEqual(['alpha'])
  expect(third.next_page).toBeNull()
})

test('a page that ends exactly at the last item has no next page', () => {
  expect(paginateByNameOrId(items, { limit: '5' }).next_page).toBeNull()
  expect(paginateByNameOrId(items, { limit: '4' }).next_page).not.toBeNull()
})

test('id_ascending sorts by id', () => {
  expect(names(paginateByNameOrId(items, { sort_by: 'id_ascending' }))).toEqual([
    'echo',
    'bravo',
    'charlie',
    'alpha',
    'delta',
  ])
})

test(`the limit defaults to ${DEFAULT_LIMIT}`, () => {
  const many = Array.from({ length: 150 }, (_, i) => ({ id: String(i).padStart(3, '0') }))
  const page = paginateById(many, {})
  expect(page.items).toHaveLength(DEFAULT_LIMIT)
  expect(paginateById(many, { page_token: page.next_page ?? '' }).items).toHaveLength(50)
})

test.each([
  [{ limit: '0' }, 'limit'],
  [{ limit: '-1' }, 'limit'],
  [{ limit: 'ten' }, 'limit'],
  [{ sort_by: 'name_ascending' }, 'sort_by'],
  [{ page_token: 'not a token' }, 'pagination token'],
  [{ page_token: btoa('{"after":1}') }, 'pagination token'],
])('rejects %o with a 400', (query, detail) => {
  // groups only sort by id, so name_ascending is unknown there
  const attempt = () => paginateById(items, query)
  expect(attempt).toThrow(MockApiError)
  expect(attempt).toThrow(detail)
  try {
    attempt()
  } catch (error) {
    expect((error as MockApiError).status).toBe(400)
  }
})
