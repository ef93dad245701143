// @vitest-environment node
import {
  collisionMessage,
  isOverlapRefusal,
  type PoolRanges,
  rangeCollisions,
} from './ip-range-collision'

const REFUSAL = 'The provided IP range 192.0.2.60-192.0.2.128 overlaps with an existing range'

const fleet: PoolRanges[] = [
  { pool: 'default', ranges: [{ first: '192.0.2.64', last: '192.0.2.127' }] },
  {
    pool: 'partners-v4',
    ranges: [
      { first: '192.0.2.130', last: '192.0.2.190' },
      { first: '198.51.100.1', last: '198.51.100.9' },
    ],
  },
  { pool: 'public-v6', ranges: [{ first: '2001:db8:e::a', last: '2001:db8:e::ffff' }] },
]

describe('the ranges an added one collides with', () => {
  it.each([
    ['inside', '192.0.2.70', '192.0.2.71', ['192.0.2.64 default']],
    ['over its start', '192.0.2.50', '192.0.2.64', ['192.0.2.64 default']],
    ['over its end', '192.0.2.127', '192.0.2.129', ['192.0.2.64 default']],
    ['containing it', '192.0.2.60', '192.0.2.128', ['192.0.2.64 default']],
    [
      'two, of two pools',
      '192.0.2.120',
      '192.0.2.135',
      ['192.0.2.64 default', '192.0.2.130 partners-v4'],
    ],
    ['IPv6', '2001:db8:e::1', '2001:db8:e::b', ['2001:db8:e::a public-v6']],
    ['none, between two', '192.0.2.128', '192.0.2.129', []],
    ['none, the same numbers in IPv6', '::c000:246', '::c000:246', []],
  ])('%s: %s – %s', (_, first, last, expected) => {
    expect(
      rangeCollisions({ first, last }, fleet).map(({ pool, range }) => `${range.first} ${pool}`),
    ).toEqual(expected)
  })

  it('names them after the server’s refusal, which stays as it is when none is found', () => {
    expect(
      collisionMessage(REFUSAL, [
        { pool: 'default', range: { first: '192.0.2.64', last: '192.0.2.127' } },
        { pool: 'partners-v4', range: { first: '192.0.2.130', last: '192.0.2.190' } },
      ]),
    ).toBe(
      `${REFUSAL}: 192.0.2.64 – 192.0.2.127 in IP pool default; 192.0.2.130 – 192.0.2.190 in IP pool partners-v4`,
    )
    expect(collisionMessage(REFUSAL, [])).toBe(REFUSAL)
  })

  it.each([
    [{ statusCode: 400, message: REFUSAL }, true],
    [{ statusCode: 400, message: 'IP address ranges must be non-decreasing' }, false],
    [{ statusCode: 500, message: REFUSAL }, false],
  ])('tells the overlap refusal from the others: %j', (error, expected) => {
    expect(isOverlapRefusal(error)).toBe(expected)
  })
})
