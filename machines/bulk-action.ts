/**
 * A bulk action over a selection, asked of the same rule table the row actions ask (SPEC §4, in
 * the shape of action-rules.ts): it acts on the selected rows whose state allows it and skips the
 * others, each with the table's reason. SPEC has no rule of its own for bulk actions, so a
 * selection where only some rows allow an action still offers it, for those rows.
 */
import type { ActionRules } from './action-rules'

export interface SkippedRow<Row> {
  row: Row
  /** The rule table's reason for this row's state. */
  reason: string
}

export interface BulkPlan<Row> {
  /** How many rows are selected. */
  selectedCount: number
  /** The selected rows the action applies to, in selection order: the only ones sent. */
  targets: Row[]
  /** The selected rows it does not apply to, each with why. */
  skipped: SkippedRow<Row>[]
}

/** Splits `selected` into the rows `action` applies to and the rows it skips (with why). */
export function planBulkAction<Action extends string, State extends string, Row>(
  rules: ActionRules<Action, State>,
  action: Action,
  selected: readonly Row[],
  stateOf: (row: Row) => State,
): BulkPlan<Row> {
  const targets: Row[] = []
  const skipped: SkippedRow<Row>[] = []
  for (const row of selected) {
    const reason = rules.reason(action, stateOf(row))
    if (reason === undefined) targets.push(row)
    else skipped.push({ row, reason })
  }
  return { selectedCount: selected.length, targets, skipped }
}

/** 'Stop selected' when it acts on every selected row; 'Stop 1 of 2 selected' when on fewer. */
export function bulkActionLabel(label: string, plan: BulkPlan<unknown>) {
  const { targets, selectedCount } = plan
  if (targets.length === 0 || targets.length === selectedCount) return `${label} selected`
  return `${label} ${targets.length} of ${selectedCount} selected`
}

/**
 * Why the bulk action is disabled: `nothingSelected` with no selection, the rule's reason when no
 * selected row allows it; undefined as soon as one does.
 */
export function bulkDisabledReason(plan: BulkPlan<unknown>, nothingSelected: string) {
  if (plan.selectedCount === 0) return nothingSelected
  if (plan.targets.length > 0) return undefined
  return skippedByReason(plan)
    .map((group) => group.reason)
    .join('; ')
}

/** The skipped rows grouped by reason, in the order each reason first occurs. */
export function skippedByReason<Row>(plan: BulkPlan<Row>): { reason: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>()
  for (const { row, reason } of plan.skipped) {
    const group = groups.get(reason)
    if (group) group.push(row)
    else groups.set(reason, [row])
  }
  return Array.from(groups, ([reason, rows]) => ({ reason, rows }))
}
