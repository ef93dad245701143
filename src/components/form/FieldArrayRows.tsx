import { Button } from '@react-spectrum/s2/Button'
import { FieldArray, type FormikErrors, getIn, useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { useShowsOwnError } from './shown-errors'

/** A list-level problem (e.g. 'Items must be unique'), once the form has been submitted. */
export const listErrorOf = (error: unknown, submitCount: number): string | undefined =>
  submitCount > 0 && typeof error === 'string' ? error : undefined

/** The accessible names of row `index` (0-based): its group and its Remove button. */
export const rowLabels = (item: string, index: number, rowLabel?: (position: number) => string) => {
  const position = index + 1
  return {
    row: rowLabel?.(position) ?? `${item.charAt(0).toUpperCase()}${item.slice(1)} ${position}`,
    remove: `Remove ${item} ${position}`,
  }
}

export interface RowAddition<Row> {
  /** The button's label, e.g. 'Add network interface'. */
  label: string
  /** A new row's values. */
  row: () => Row
}

interface Props<Row> {
  /** The formik array field, e.g. `disks`. */
  name: string
  /** What one row is, for its Remove button: 'disk' → 'Remove disk 2'. */
  item: string
  /** The row's group name when it is not the capitalized item ('Additional disk 2'). */
  rowLabel?: (position: number) => string
  /** One button per way to add a row. */
  add: RowAddition<Row>[]
  /** At most this many rows; the add buttons are disabled at the limit, with the reason. */
  max?: { count: number; reason: string }
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode
  /** A row's fields, named `${name}.${index}.<field>`. */
  children: (row: Row, index: number) => ReactNode
}

/**
 * Rows of a list field (a new instance's disks, its network interfaces): each row a named group
 * of its fields with a Remove button, the list's own error, and the buttons that add a row.
 * Rows have no identity of their own: removing one re-indexes the rest, as formik does.
 */
export function FieldArrayRows<Row>({
  name,
  item,
  rowLabel,
  add,
  max,
  empty,
  children,
}: Props<Row>) {
  const { values, errors, submitCount } = useFormikContext<Record<string, unknown>>()
  const rows = (getIn(values, name) ?? []) as Row[]
  const listError = listErrorOf(getIn(errors as FormikErrors<unknown>, name), submitCount)
  const atLimit = max !== undefined && rows.length >= max.count
  // the list's own error shows under its rows; the summary links there ('Disks')
  const showsError = useShowsOwnError(name, `${item.charAt(0).toUpperCase()}${item.slice(1)}s`)
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <>
          {rows.length === 0 && empty}
          {rows.map((row, index) => {
            const labels = rowLabels(item, index, rowLabel)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, as in formik
              <fieldset key={index} className="form-row" aria-label={labels.row}>
                {children(row, index)}
                <Button
                  variant="secondary"
                  onPress={() => remove(index)}
                  aria-label={labels.remove}
                  UNSAFE_className="form-row-remove"
                >
                  Remove
                </Button>
              </fieldset>
            )
          })}
          {listError && (
            <p className="form-list-error" role="alert" tabIndex={-1} ref={showsError}>
              {listError}
            </p>
          )}
          <div className="form-row-actions">
            {add.map((addition) => (
              <Button
                key={addition.label}
                variant="secondary"
                isDisabled={atLimit}
                onPress={() => push(addition.row())}
              >
                {addition.label}
              </Button>
            ))}
            {atLimit && <p className="form-hint">{max.reason}</p>}
          </div>
        </>
      )}
    </FieldArray>
  )
}
