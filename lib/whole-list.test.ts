// @vitest-environment node
import { readWholeList, WHOLE_LIST_PAGE, wholeListArgs } from './whole-list'

/** A list of `count` numbers served `size` a page, tokens naming where the next page starts. */
function server(count: number, size: number) {
  const asked: object[] = []
  const readPage = async (args: { project: string; limit: number; pageToken?: string }) => {
    asked.push(args)
    const start = Number(args.pageToken ?? 0)
    const items = Array.from(
      { length: Math.max(0, Math.min(size, count - start)) },
      (_, i) => start + i,
    )
    return { items, nextPage: start + size < count ? String(start + size) : null }
  }
  return { asked, readPage }
}

describe('a whole list', () => {
  it('asks for the largest page, with the scope', () => {
    expect(wholeListArgs({ project: 'p' })).toEqual({ project: 'p', limit: WHOLE_LIST_PAGE })
  })

  it.each([
    ['no items', 0, 1],
    ['one page', 3, 1],
    ['a page exactly', 5, 1],
    ['three pages', 12, 3],
  ])('%s: every item, in order, in %i request(s)', async (_, count, requests) => {
    const { asked, readPage } = server(count, 5)
    const items = await readWholeList({ project: 'p' }, readPage)
    expect(items).toEqual(Array.from({ length: count }, (_, i) => i))
    expect(asked).toHaveLength(requests)
  })

  it('asks the first page with the arguments a query hook uses, then follows the tokens', async () => {
    const { asked, readPage } = server(12, 5)
    await readWholeList({ project: 'p' }, readPage)
    expect(asked).toEqual([
      wholeListArgs({ project: 'p' }),
      { project: 'p', limit: WHOLE_LIST_PAGE, pageToken: '5' },
      { project: 'p', limit: WHOLE_LIST_PAGE, pageToken: '10' },
    ])
  })

  it('fails with the failure of the page that failed, asking no further', async () => {
    const refusal = { statusCode: 500, message: 'boom' }
    const readPage = vi
      .fn()
      .mockResolvedValueOnce({ items: [1], nextPage: 'next' })
      .mockRejectedValueOnce(refusal)
    await expect(readWholeList({}, readPage)).rejects.toBe(refusal)
    expect(readPage).toHaveBeenCalledTimes(2)
  })
})
