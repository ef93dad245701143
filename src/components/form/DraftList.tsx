import { Button } from '@react-spectrum/s2/Button'
import { type FormikErrors, getIn, useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { listErrorOf } from './FieldArrayRows'
import { useShowsOwnError } from './shown-errors'

/** Why an entry cannot be added: the message, on the entry's field at `field` (a path under it). */
export interface DraftProblem {
  /** Under the entry's own path ('value' for `targetDraft.value`); none: the entry itself. */
  field?: string
  message: string
}

interface Props<Item> {
  /** The formik array of the items added so far, e.g. `ports`. */
  name: string
  /** The formik field of the entry being typed, e.g. `portDraft`. */
  draft: string
  /** The section's heading, also the name of its list of added items: 'Ports'. */
  title: string
  /** The button that adds the entry: 'Add port'. */
  addLabel: string
  /** Shown in place of the list while nothing is added: 'None added: any port'. */
  none: string
  /** How an added item reads in the list, and in its Remove button's name. */
  labelOf: (item: Item) => string
  /** Why the entry cannot join `items`, or undefined when it can. */
  problemOf: (entry: Item, items: Item[]) => DraftProblem | undefined
  /** The item the entry adds, and the entry as it is left for the next. */
  take: (entry: Item) => { item: Item; next: Item }
  /** The entry's fields (formik paths) that are untouched again once it is added. */
  resets: readonly string[]
  /** The entry's fields. */
  children: ReactNode
}

/**
 * A list field built one entry at a time (a firewall rule's targets, host filters, protocols and
 * ports): the entry's fields, an Add button that checks the entry and appends it, then the items
 * added so far, each with its Remove button, or a note when there are none. A refused entry stays
 * as typed, with the message on its field; the list's own error (a rule over the whole list)
 * shows under the items once the form has been submitted.
 */
export function DraftList<Item>({
  name,
  draft,
  title,
  addLabel,
  none,
  labelOf,
  problemOf,
  take,
  resets,
  children,
}: Props<Item>) {
  const form = useFormikContext<Record<string, unknown>>()
  const items = (getIn(form.values, name) ?? []) as Item[]
  const listError = listErrorOf(getIn(form.errors as FormikErrors<unknown>, name), form.submitCount)
  const showsError = useShowsOwnError(name, title)
  const add = async () => {
    const entry = getIn(form.values, draft) as Item
    const problem = problemOf(entry, items)
    if (problem) {
      const field = problem.field ? `${draft}.${problem.field}` : draft
      // once any validation already running has settled: a blur just before the press validates
      // the whole form and would otherwise replace the message
      await form.validateForm()
      await form.setFieldTouched(field, true, false)
      form.setFieldError(field, problem.message)
      return
    }
    const { item, next } = take(entry)
    await form.setFieldValue(name, [...items, item], false)
    await form.setFieldValue(draft, next, false)
    for (const field of resets) await form.setFieldTouched(field, false, false)
  }
  return (
    <section className="form-section" aria-label={title}>
      <h3 className="form-section-title">{title}</h3>
      {children}
      <div className="form-row-actions">
        <Button variant="secondary" onPress={() => void add()}>
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="form-hint">{none}</p>
      ) : (
        <ul aria-label={title} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a list may hold duplicates to report
              key={index}
              style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px 0' }}
            >
              <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{labelOf(item)}</span>
              <Button
                variant="secondary"
                size="S"
                aria-label={`Remove ${labelOf(item)}`}
                onPress={() =>
                  void form.setFieldValue(
                    name,
                    items.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && (
        <p className="form-list-error" role="alert" tabIndex={-1} ref={showsError}>
          {listError}
        </p>
      )}
    </section>
  )
}
