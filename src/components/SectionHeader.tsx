import type { ReactNode } from 'react'

type Heading = { title: ReactNode; level?: 2 | 3; titleId?: string; intro?: never }
/** A tab whose tab name is its heading: a sentence on what it lists, beside the action. */
type Intro = { intro: ReactNode; title?: never }

/**
 * A tab's or a section's heading with its actions at the right: what PageHeader is to a page.
 * `level` 3 for a section inside a tab; `titleId` when a region is labelled by the heading.
 */
export function SectionHeader(props: (Heading | Intro) & { children?: ReactNode }) {
  if (!('title' in props) || props.title === undefined) {
    return (
      <div className="section-header">
        <p>{props.intro}</p>
        {props.children}
      </div>
    )
  }
  const { title, level = 2, titleId, children } = props as Heading & { children?: ReactNode }
  const HeadingTag = level === 2 ? 'h2' : 'h3'
  return (
    <div className="section-header">
      <HeadingTag className="section-title" id={titleId}>
        {title}
      </HeadingTag>
      {children}
    </div>
  )
}
