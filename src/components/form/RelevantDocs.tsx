import { useId } from 'react'
import { DocLinkList } from '@/components/DocLinkList'
import type { DocLink } from '@/util/docs'

/** The end of a side-modal or full-page form: the guides about what it creates or changes. */
export function RelevantDocs({ docs }: { docs: DocLink[] | undefined }) {
  const headingId = useId()
  if (!docs?.length) return null
  return (
    <section className="relevant-docs" aria-labelledby={headingId}>
      <h3 id={headingId} className="relevant-docs-title">
        Relevant docs
      </h3>
      <DocLinkList docs={docs} />
    </section>
  )
}
