/**
 * Which of the server's alert classes a subscription being typed matches, said as the user types
 * (a polite live region): the classes by name, or that none matches yet (a glob may name classes
 * to come). Nothing while the text is empty or breaks the `AlertSubscription` pattern: its field
 * says why.
 */

import { subscriptionMatches, subscriptionProblem } from '~/lib/alert-subscriptions'
import { wholeListArgs } from '~/lib/whole-list'
import { useAlertClassListQuery } from '~/store/api/system-alerts'

/** The classes a list of them holds that `subscription` matches, by name. */
export const matchingClasses = (subscription: string, classes: readonly { name: string }[]) =>
  classes
    .map((alertClass) => alertClass.name)
    .filter((name) => subscriptionMatches(subscription, name))

/** The server's alert classes, whole (a rack defines a few dozen at most). */
export const useAlertClasses = () => useAlertClassListQuery(wholeListArgs({})).data?.items

export function AlertClassMatches({ subscription }: { subscription: string }) {
  const classes = useAlertClasses()
  const value = subscription.trim()
  const text =
    !value || subscriptionProblem(value) || !classes
      ? ''
      : matchText(matchingClasses(value, classes))
  return (
    <p className="form-hint" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </p>
  )
}

function matchText(names: string[]) {
  if (names.length === 0) return 'Matches no alert class yet'
  return `Matches ${names.length === 1 ? '1 alert class' : `${names.length} alert classes`}: ${names.join(', ')}`
}
