/**
 * A list's bulk actions (docs/architecture.md, Pages and forms): the bar above
 * the table, what the confirm dialog says, and the toast that reports the outcome. Each action
 * acts on the selected rows its rule allows (machines/bulk-action.ts) and says how many.
 */

import { Button } from '@react-spectrum/s2/Button'
import { Content, ContextualHelp, Heading } from '@react-spectrum/s2/ContextualHelp'
import { useId } from 'react'
import { useCan } from '@/hooks/use-permissions'
import type { Action } from '@/util/permissions'
import { countOf } from '~/lib/count-of'
import {
  type BulkPlan,
  bulkActionLabel,
  bulkDisabledReason,
  skippedByReason,
} from '~/machines/bulk-action'
import type { ToastInput } from '~/machines/toaster'
import { ActionsMenu } from './ActionsMenu'
import { withWholeNames } from './whole-names'

/** How an action reads: 'Stop' on its button, 'stop' in a sentence, 'Stopped' once done. */
export interface BulkVerb {
  label: string
  verb: string
  past: string
}

/** The rows' noun, 'instance' and 'instances'. */
export interface BulkNoun {
  one: string
  other: string
}

export interface BulkAction {
  id: string
  verb: BulkVerb
  plan: BulkPlan<unknown>
  /**
   * The action the user's role must allow (util/permissions.ts); where it does not, it shows
   * disabled with the role's reason whatever they select.
   */
  requires?: Action
  variant?: 'secondary' | 'negative'
  onPress: () => void
}

/** Names a toast or dialog spells out before it counts the rest. */
const NAMES_SHOWN = 10

/**
 * 'a, b, c'; for a selection too long to read, the first ten and 'and 190 more'. Entries that
 * hold commas of their own (an error message) are set apart with '; '.
 */
export function nameList(names: readonly string[], separator = ', ') {
  if (names.length <= NAMES_SHOWN) return names.join(separator)
  return `${names.slice(0, NAMES_SHOWN).join(separator)} and ${names.length - NAMES_SHOWN} more`
}

/**
 * The bar of bulk actions. It is always there, its height the same whatever is selected (one
 * line), and a disabled action's reason is its description (and behind its help button), not a
 * line of its own: selecting rows never moves the table below it. Where the buttons would not fit
 * one line (a phone, a tablet: BulkActions.css), they are the items of one menu beside the count, as a row's
 * actions are, each disabled one with its reason. While rows are selected the bar stays at the
 * top of the scrolling page (BulkActions.css), so its actions are at hand wherever on a long page the
 * selection is made.
 */
export function BulkActionBar({
  label,
  noun,
  selectedCount,
  actions,
}: {
  /** The bar's accessible name, 'Selected instances'. */
  label: string
  noun: BulkNoun
  selectedCount: number
  actions: BulkAction[]
}) {
  const idPrefix = useId()
  const can = useCan()
  const shown = actions.map((action) => ({
    ...action,
    name: bulkActionLabel(action.verb.label, action.plan),
    reason:
      (action.requires && can(action.requires)) ??
      bulkDisabledReason(action.plan, `Select ${noun.other} first`),
  }))
  return (
    <section
      className="bulk-actions"
      aria-label={label}
      data-selected={selectedCount > 0 || undefined}
    >
      <div className="bulk-actions-layout">
        <span className="bulk-count">
          {selectedCount > 0 ? `${selectedCount} selected` : `No ${noun.other} selected`}
        </span>
        {shown.map(({ id, verb, name, reason, variant = 'secondary', onPress }) => {
          const reasonId = `${idPrefix}-${id}-reason`
          return (
            <span key={id} className="bulk-action">
              <Button
                variant={variant}
                isDisabled={reason !== undefined}
                onPress={onPress}
                aria-describedby={reason ? reasonId : undefined}
              >
                {name}
              </Button>
              {reason && (
                <span id={reasonId} className="visually-hidden">
                  {reason}
                </span>
              )}
              {/* with nothing selected the bar's own text says why */}
              {reason && selectedCount > 0 && (
                // S2 names it '<label> Help': 'Start unavailable Help'
                <ContextualHelp aria-label={`${verb.label} unavailable`}>
                  <Heading slot="title">{verb.label} unavailable</Heading>
                  <Content>{reason}</Content>
                </ContextualHelp>
              )}
            </span>
          )
        })}
        <span className="bulk-actions-menu">
          <ActionsMenu
            label={`Actions for selected ${noun.other}`}
            actions={shown.map(({ id, name, reason, onPress }) => ({
              id,
              label: name,
              onAction: onPress,
              disabledReason: reason,
            }))}
          />
        </span>
      </div>
    </section>
  )
}

/** The confirm dialog's content: the rows it acts on, and those it skips with why. */
export function BulkConfirmContent<Row>({
  verb,
  noun,
  plan,
  nameOf,
}: {
  verb: BulkVerb
  noun: BulkNoun
  plan: BulkPlan<Row>
  nameOf: (row: Row) => string
}) {
  const groups = skippedByReason(plan)
  return (
    <>
      <p className="bulk-confirm-question">
        {withWholeNames(
          `Are you sure you want to ${verb.verb} ${countOf(plan.targets.length, noun)}: ${nameList(plan.targets.map(nameOf))}?`,
        )}
      </p>
      {groups.length > 0 && (
        <>
          <p className="bulk-confirm-skipped">{`Skipped: ${countOf(plan.skipped.length, noun)}`}</p>
          <ul className="bulk-confirm-reasons">
            {groups.map(({ reason, rows }) => (
              <li key={reason}>{withWholeNames(`${nameList(rows.map(nameOf))}: ${reason}`)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/** A row the request failed for, with the error's message. */
export interface BulkFailure {
  name: string
  message: string
}

/**
 * The one toast a bulk action ends with: how many succeeded, and which failed with why. A success
 * reads 'Stopped 2 instances: a, b'; any failure makes it an error toast titled 'Could not stop 1
 * of 3 instances', naming each failure and then what did succeed.
 */
export function bulkOutcomeToast(
  verb: BulkVerb,
  noun: BulkNoun,
  succeeded: readonly string[],
  failed: readonly BulkFailure[],
): ToastInput {
  const done = `${verb.past} ${countOf(succeeded.length, noun)}: ${nameList(succeeded)}`
  if (failed.length === 0) return { content: done }
  const total = succeeded.length + failed.length
  const failures = nameList(
    failed.map(({ name, message }) => `${name}: ${message}`),
    '; ',
  )
  return {
    variant: 'error',
    title:
      failed.length === total
        ? `Could not ${verb.verb} ${countOf(total, noun)}`
        : `Could not ${verb.verb} ${failed.length} of ${countOf(total, noun)}`,
    content: succeeded.length > 0 ? `${failures}. ${done}` : failures,
  }
}
