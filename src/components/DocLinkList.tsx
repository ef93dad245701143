import { Link } from '@react-spectrum/s2/Link'
import type { DocLink } from '@/util/docs'

/**
 * Guides of the product documentation as a list of links. Each opens in a new tab, so that the
 * page or the form being filled stays as it was; a screen reader hears that before following it.
 */
export function DocLinkList({ docs }: { docs: DocLink[] }) {
  return (
    <ul className="doc-links">
      {docs.map((doc) => (
        <li key={doc.href}>
          <Link href={doc.href} target="_blank" rel="noreferrer">
            {doc.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
