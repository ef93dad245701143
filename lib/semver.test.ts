// @vitest-environment node
import { compareVersions, isNewerVersion, parseVersion, versionSortKey } from './semver'

describe('parseVersion', () => {
  test.each([
    ['16.0.0', { major: 16, minor: 0, patch: 0, prerelease: [] }],
    ['17.1.0-rc.1', { major: 17, minor: 1, patch: 0, prerelease: ['rc', 1] }],
    ['1.2.3-alpha.beta+build.7', { major: 1, minor: 2, patch: 3, prerelease: ['alpha', 'beta'] }],
    ['1.2.3+build', { major: 1, minor: 2, patch: 3, prerelease: [] }],
  ])('%s', (text, version) => {
    expect(parseVersion(text)).toEqual(version)
  })

  test.each(['install dataset', 'unknown', '1.2', '01.2.3', '1.2.3-', 'v1.2.3', ''])(
    'rejects %j',
    (text) => {
      expect(parseVersion(text)).toBeUndefined()
    },
  )
})

// semver.org §11's example chain, then releases and the non-versions the update status reports
const ascending = [
  'install dataset',
  '1.0.0-alpha',
  '1.0.0-alpha.1',
  '1.0.0-alpha.beta',
  '1.0.0-beta',
  '1.0.0-beta.2',
  '1.0.0-beta.11',
  '1.0.0-rc.1',
  '1.0.0',
  '1.0.1',
  '1.10.0',
  '2.0.0',
  '16.1.0',
  '17.0.0',
  '17.1.0-rc.1',
  '17.1.0',
]

describe('compareVersions', () => {
  const pairs = ascending.flatMap((lower, i) =>
    ascending.slice(i + 1).map((higher) => [lower, higher] as const),
  )
  test.each(pairs)('%s < %s', (lower, higher) => {
    expect(compareVersions(lower, higher)).toBe(-1)
    expect(compareVersions(higher, lower)).toBe(1)
  })

  test.each([
    ['1.0.0', '1.0.0'],
    ['1.0.0+a', '1.0.0+b'],
    ['1.0.0-rc.1+x', '1.0.0-rc.1'],
  ])('%s equals %s', (a, b) => {
    expect(compareVersions(a, b)).toBe(0)
  })
})

describe('versionSortKey', () => {
  test('orders the versions as their precedence does', () => {
    const versions = ascending.filter((text) => parseVersion(text))
    const byKey = [...versions].reverse().sort((a, b) => {
      const [left, right] = [versionSortKey(a), versionSortKey(b)]
      return left < right ? -1 : left > right ? 1 : 0
    })
    expect(byKey).toEqual(versions)
  })

  test('is empty for text that is not a version', () => {
    expect(versionSortKey('unknown')).toBe('')
  })
})

describe('isNewerVersion', () => {
  test.each([
    ['17.0.0', '16.1.0', true],
    ['16.1.0', '16.1.0', false],
    ['16.0.0', '16.1.0', false],
    ['16.1.0-rc.1', '16.1.0', false],
    ['16.2.0-rc.1', '16.1.0', true],
    ['16.0.0', null, true],
    ['16.0.0', undefined, true],
    ['unknown', null, false],
  ] as const)('%s over %s: %s', (candidate, current, newer) => {
    expect(isNewerVersion(candidate, current)).toBe(newer)
  })
})
