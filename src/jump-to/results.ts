/**
 * What the Jump to palette (JumpToPalette.tsx) shows about its results besides the results
 * themselves: which one is highlighted, the one Enter goes to, and what its status line says.
 * Pure: the palette gives it the results' ids, the query and the list's state.
 */
import type { JumpTarget } from './jump-targets'

/** A result's id, its key in the list: a target can show in two groups (a page, an action). */
export const resultId = (heading: string, target: JumpTarget) =>
  `${heading}|${target.detail}|${target.label}|${target.href}`

/** The highlight the palette last set, and for which query. */
export interface Highlight<Id> {
  query: string
  id: Id | null
}

/**
 * The result to highlight, given the results shown in order, the query and the list's highlight
 * now (`current`, null when the list has none). A new query highlights its first result, so
 * typing and Enter go to the best match. While the query stays, the highlight stays where the
 * arrow keys or the pointer put it, as results arrive (the resource search's lists) and when the
 * list lets go of it (React Aria's combobox drops it on Left and Right, and on every change of
 * the input, a render before the new results show); it goes back to the first result only when
 * its own result is no longer shown.
 */
export function highlightAfter<Id>(
  { shown, query, current }: { shown: readonly Id[]; query: string; current: Id | null },
  last: Highlight<Id> | null,
): Id | null {
  const first = shown[0] ?? null
  if (last === null || last.query !== query) return first
  if (current !== null && shown.includes(current)) return current
  if (last.id !== null && shown.includes(last.id)) return last.id
  return first
}

/**
 * What the status line under the results says. The resource search's lists load once the user
 * pauses typing (`searched` catches up with `query`): until then and while they load the results
 * are not all in, so 'No results' is said only of a search that has ended with none.
 */
export function searchStatus({
  query,
  searched,
  loading,
  results,
}: {
  query: string
  searched: string
  loading: boolean
  results: number
}): 'loading' | 'no results' | null {
  if (loading) return 'loading'
  if (results > 0 || query === '' || searched !== query) return null
  return 'no results'
}
