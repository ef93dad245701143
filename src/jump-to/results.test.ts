// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { type Highlight, highlightAfter, resultId, searchStatus } from './results'

describe('which result is highlighted', () => {
  const shown = ['first', 'second', 'third']

  test.each<
    [
      when: string,
      now: { shown: string[]; query: string; current: string | null },
      last: Highlight<string> | null,
      highlighted: string | null,
    ]
  >([
    ['the palette opens: the first page', { shown, query: '', current: null }, null, 'first'],
    [
      'a new query, the highlight still on the last query’s result: the new first',
      { shown, query: 'db', current: 'second' },
      { query: 'd', id: 'second' },
      'first',
    ],
    [
      'a new query before its results show: the first of them, once they do',
      { shown: [], query: 'db', current: null },
      { query: 'd', id: 'second' },
      null,
    ],
    [
      'the same query, results arrived: the first, now there is one',
      { shown, query: 'db', current: null },
      { query: 'db', id: null },
      'first',
    ],
    [
      'the same query, moved to with the arrows or the pointer: where it was put',
      { shown, query: 'db', current: 'third' },
      { query: 'db', id: 'first' },
      'third',
    ],
    [
      'the same query, let go by the list (Left, Right): back where it was',
      { shown, query: 'db', current: null },
      { query: 'db', id: 'third' },
      'third',
    ],
    [
      'the same query, more results arrived after it: where it was',
      { shown: ['first', 'second', 'third', 'fourth'], query: 'db', current: 'second' },
      { query: 'db', id: 'second' },
      'second',
    ],
    [
      'the same query, its result gone: the first',
      { shown: ['first', 'second'], query: 'db', current: null },
      { query: 'db', id: 'third' },
      'first',
    ],
    [
      'nothing matches: none',
      { shown: [], query: 'zzzz', current: null },
      { query: 'zzz', id: null },
      null,
    ],
  ])('%s', (_when, now, last, highlighted) => {
    expect(highlightAfter(now, last)).toBe(highlighted)
  })

  test('typing: the new first, kept as the list drops the highlight a render later', () => {
    const shown = ['New project', 'Projects', 'prod-db']
    let last: Highlight<string> = { query: 'pr', id: 'prod-db' }
    const render = (current: string | null) => {
      const id = highlightAfter({ shown, query: 'pro', current }, last)
      last = { query: 'pro', id }
      return id
    }
    // React Aria's combobox renders the new input with the last highlight still set,
    expect(render('prod-db')).toBe('New project')
    // then drops the highlight in an effect, before the palette's is in
    expect(render(null)).toBe('New project')
  })
})

test('a target in two groups has two results', () => {
  const target = { label: 'New project', detail: 'Projects', href: '/projects-new' }
  expect(resultId('Actions', target)).not.toBe(resultId('Pages', target))
})

describe('what the status line says', () => {
  test.each<
    [
      when: string,
      search: { query: string; searched: string; loading: boolean; results: number },
      says: ReturnType<typeof searchStatus>,
    ]
  >([
    ['nothing typed', { query: '', searched: '', loading: false, results: 12 }, null],
    [
      'typing, the search not asked yet, nothing found so far',
      { query: 'mock', searched: 'moc', loading: false, results: 0 },
      null,
    ],
    [
      'the lists loading, nothing found so far',
      { query: 'mock', searched: 'mock', loading: true, results: 0 },
      'loading',
    ],
    [
      'the lists loading, pages found',
      { query: 'disk', searched: 'disk', loading: true, results: 2 },
      'loading',
    ],
    [
      'the search ended with results',
      { query: 'mock', searched: 'mock', loading: false, results: 1 },
      null,
    ],
    [
      'the search ended with none',
      { query: 'zzzz', searched: 'zzzz', loading: false, results: 0 },
      'no results',
    ],
  ])('%s', (_when, search, says) => {
    expect(searchStatus(search)).toBe(says)
  })
})
