// @vitest-environment node
import { selectIsLoadingData } from './loading'

const state = (...queries: ({ status: string; data?: unknown } | undefined)[]) => ({
  api: { queries: Object.fromEntries(queries.map((query, index) => [`q${index}`, query])) },
})

describe('selectIsLoadingData (what the loading bar counts)', () => {
  it.each([
    ['no queries', state(), false],
    ['a first load', state({ status: 'pending' }), true],
    ['a refetch of data shown (polling)', state({ status: 'pending', data: { items: [] } }), false],
    ['answered', state({ status: 'fulfilled', data: {} }), false],
    ['failed', state({ status: 'rejected' }), false],
    ['not asked yet (skipped)', state({ status: 'uninitialized' }), false],
    [
      'one of several still loading',
      state({ status: 'fulfilled', data: 1 }, { status: 'pending' }),
      true,
    ],
    ['a removed entry', state(undefined), false],
  ])('%s → %s', (_case, queries, loading) => {
    expect(selectIsLoadingData(queries)).toBe(loading)
  })
})
