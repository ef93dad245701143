import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import { useState } from 'react'
import type { ShownError } from './shown-errors'

/** A summary entry for an error its field shows: a link that moves focus to that field. */
export interface FieldLink extends ShownError {
  /** The field's formik path. */
  field: string
}

/**
 * Submit-time problems (SPEC §2): 'Error' for one, 'N issues:' with a list under 'Errors'. A
 * problem with no field of its own is its message; one its field shows is a link to that field,
 * so no message shows twice.
 */
export function ErrorSummary({
  messages,
  autoFocus = true,
}: {
  messages: readonly (string | FieldLink)[]
  /** Whether it takes focus as it appears (it does after a submit, not after an edit). */
  autoFocus?: boolean
}) {
  // S2's alert is focusable only while `autoFocus` is set: a focused summary that lost it on a
  // later render would drop focus to the page
  const [focusable] = useState(autoFocus)
  if (messages.length === 0) return null
  return (
    <InlineAlert variant="negative" autoFocus={focusable}>
      <Heading>{messages.length === 1 ? 'Error' : 'Errors'}</Heading>
      <Content>
        {messages.length === 1 ? (
          <SummaryEntry entry={messages[0] as string | FieldLink} />
        ) : (
          <>
            {messages.length} issues:
            <ul>
              {messages.map((entry) => (
                <li key={entryKey(entry)}>
                  <SummaryEntry entry={entry} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Content>
    </InlineAlert>
  )
}

function SummaryEntry({ entry }: { entry: string | FieldLink }) {
  if (typeof entry === 'string') return entry
  return (
    <Link variant="secondary" onPress={entry.focus}>
      {entry.label}
    </Link>
  )
}

/** An entry's identity: the field it links to, or its message. */
export const entryKey = (entry: string | FieldLink) =>
  typeof entry === 'string' ? `message:${entry}` : `field:${entry.field}`
