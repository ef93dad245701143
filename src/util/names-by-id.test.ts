// @vitest-environment node
import { namesById } from './names-by-id'

describe('names by id', () => {
  it.each([
    ['no page yet', [undefined], []],
    ['one page', [{ items: [{ id: 'a', name: 'alpha' }] }], [['a', 'alpha']]],
    [
      'pages of several lists, one not yet in',
      [{ items: [{ id: 'a', name: 'alpha' }] }, undefined, { items: [{ id: 'b', name: 'bravo' }] }],
      [
        ['a', 'alpha'],
        ['b', 'bravo'],
      ],
    ],
  ])('%s', (_, pages, names) => {
    expect([...namesById(...pages)]).toEqual(names)
  })
})
