/**
 * Alert class subscriptions (the contract's `AlertSubscription`: "matches either a single event
 * class exactly, or a glob pattern including wildcards that may match multiple event classes",
 * pattern `^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$`): why a typed subscription
 * breaks that pattern, in words, and which classes it matches. The console's forms and the mock's
 * handlers (which filter `/v1/alert-classes` by the same glob) read subscriptions here alike.
 *
 * What a wildcard stands for is not in the contract; the console reads it as dotted globs
 * usually are: `*` is exactly one part of a class's name, `**` is one or more parts.
 */

export const subscriptionMessages = {
  emptyPart: 'Parts must be separated by single dots',
  partChars: 'Each part can only contain letters, numbers, and underscores, or be * or **',
} as const

const PART = /^([a-zA-Z0-9_]+|\*|\*\*)$/

/** Why `value` is not an `AlertSubscription`, or undefined when it is (or is empty). */
export function subscriptionProblem(value: string): string | undefined {
  if (!value) return undefined
  const parts = value.split('.')
  if (parts.some((part) => part === '')) return subscriptionMessages.emptyPart
  if (!parts.every((part) => PART.test(part))) return subscriptionMessages.partChars
  return undefined
}

/** Whether a subscription names no wildcard: one class, exactly. */
export const isExactSubscription = (subscription: string) => !subscription.includes('*')

/** Whether the parts of a class's name from `at` on match the glob's parts from `from` on. */
function matchParts(glob: string[], from: number, name: string[], at: number): boolean {
  if (from === glob.length) return at === name.length
  if (at === name.length) return false
  const part = glob[from]
  if (part === '**') {
    // one part, then as many more as the rest of the glob leaves
    for (let end = at + 1; end <= name.length; end++) {
      if (matchParts(glob, from + 1, name, end)) return true
    }
    return false
  }
  if (part !== '*' && part !== name[at]) return false
  return matchParts(glob, from + 1, name, at + 1)
}

/** Whether the alert class `className` is one `subscription` receives. */
export const subscriptionMatches = (subscription: string, className: string) =>
  matchParts(subscription.split('.'), 0, className.split('.'), 0)
