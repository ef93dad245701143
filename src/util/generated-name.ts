import { GENERATED_NAME_SUFFIX_LENGTH, NAME_MAX_LENGTH } from '~/lib/constants'

/** Six random lowercase hex digits. Not for secrets: it only keeps generated names apart. */
export function randomHexSuffix(random: () => number = Math.random) {
  let out = ''
  for (let i = 0; i < GENERATED_NAME_SUFFIX_LENGTH; i++) {
    out += Math.floor(random() * 16).toString(16)
  }
  return out
}

/**
 * How many characters each part may keep so that all of them fit `budget`. Short parts keep
 * everything and leave their unused share to the long ones, so `('a-very-long-disk-name', 'snap')`
 * shortens the disk name rather than cutting both.
 */
function allowances(lengths: number[], budget: number) {
  const out = new Array<number>(lengths.length)
  const shortestFirst = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b])
  let remaining = budget
  shortestFirst.forEach((index, k) => {
    const share = Math.floor(remaining / (shortestFirst.length - k))
    out[index] = Math.min(lengths[index], share)
    remaining -= out[index]
  })
  return out
}

/**
 * Builds `generateName`: parts are truncated so the whole name stays within 63 characters, joined
 * with hyphens, plus a random 6-hex suffix (SPEC §5). Empty parts are skipped; a cut that leaves
 * a part ending in '-' drops the dash, so no '--' appears. `suffix` is injectable for tests.
 */
export function createNameGenerator(suffix: () => string = randomHexSuffix) {
  return (...parts: string[]) => {
    const kept = parts.filter((part) => part.length > 0)
    // the suffix and one hyphen before each part's successor and before the suffix
    const budget = NAME_MAX_LENGTH - GENERATED_NAME_SUFFIX_LENGTH - kept.length
    const limits = allowances(
      kept.map((part) => part.length),
      Math.max(0, budget),
    )
    const cut = kept
      .map((part, i) =>
        part.length > limits[i] ? part.slice(0, limits[i]).replace(/-+$/, '') : part,
      )
      .filter((part) => part.length > 0)
    return [...cut, suffix()].join('-')
  }
}

/** `generateName('db', 'snapshot')` is e.g. 'db-snapshot-3fa09c'. */
export const generateName = createNameGenerator()
