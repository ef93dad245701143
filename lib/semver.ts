/**
 * Semantic versions (https://semver.org, §11 precedence) for system releases: the console never
 * offers a release older than the target (system update page) and the mock refuses one and lists
 * repositories newest first. Build metadata is ignored; a pre-release ranks below its release.
 */

export interface Version {
  major: number
  minor: number
  patch: number
  /** Dot-separated pre-release identifiers; numeric ones as numbers. Empty for a release. */
  prerelease: (string | number)[]
}

// the contract's pattern for a system version (SetTargetReleaseParams, TufRepo)
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/** The version `text` spells, or undefined when it is not semver ('install dataset', 'unknown'). */
export function parseVersion(text: string): Version | undefined {
  const match = SEMVER.exec(text)
  if (!match) return undefined
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4]
      ? match[4].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : [],
  }
}

const sign = (difference: number) => Math.sign(difference)

function compareIdentifiers(a: string | number, b: string | number) {
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b)
  // numeric identifiers have lower precedence than alphanumeric ones
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  return a < b ? -1 : a > b ? 1 : 0
}

function comparePrerelease(a: Version['prerelease'], b: Version['prerelease']) {
  if (a.length === 0 || b.length === 0) return sign(b.length - a.length)
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareIdentifiers(a[i], b[i])
    if (order !== 0) return order
  }
  return sign(a.length - b.length)
}

export function compareParsed(a: Version, b: Version) {
  return (
    sign(a.major - b.major) ||
    sign(a.minor - b.minor) ||
    sign(a.patch - b.patch) ||
    comparePrerelease(a.prerelease, b.prerelease)
  )
}

/**
 * -1, 0 or 1 by semver precedence; anything that is not a version ranks below every version (the
 * update status's 'install dataset' and 'unknown' are older than any release).
 */
export function compareVersions(a: string, b: string) {
  const [left, right] = [parseVersion(a), parseVersion(b)]
  if (!left || !right) return sign(Number(Boolean(left)) - Number(Boolean(right)))
  return compareParsed(left, right)
}

/** Whether `candidate` is a release newer than `current`; every release is, when there is none. */
export const isNewerVersion = (candidate: string, current: string | null | undefined) =>
  parseVersion(candidate) !== undefined && (!current || compareVersions(candidate, current) > 0)

const padded = (value: number) => String(value).padStart(16, '0')

/**
 * A string whose plain code-unit order is the versions' precedence (for sorting and paging by a
 * string key, mirage/pagination.ts): fixed-width numbers, a pre-release marked below its release,
 * numeric identifiers below alphanumeric ones, and a separator below every identifier character
 * so a shorter identifier list ranks first. '' for text that is not a version.
 */
export function versionSortKey(text: string) {
  const version = parseVersion(text)
  if (!version) return ''
  const core = [version.major, version.minor, version.patch].map(padded).join('.')
  if (version.prerelease.length === 0) return `${core}~`
  const identifiers = version.prerelease.map((part) =>
    typeof part === 'number' ? `0${padded(part)}` : `1${part}`,
  )
  return `${core}!${identifiers.join(' ')}`
}
