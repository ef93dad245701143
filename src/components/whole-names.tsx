import type { ReactNode } from 'react'

/**
 * A confirm question with each hyphenated word (a name: 'ux-custom') kept whole: on one line, or,
 * longer than a line, broken anywhere but at its hyphen (whole-names.css). The text is
 * unchanged, so a name copied from it is the real name.
 */
export function withWholeNames(text: string): ReactNode[] {
  return text.split(/(\S*-\S*)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <span key={index} className="confirm-name">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
