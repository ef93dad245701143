import { Link } from '@react-spectrum/s2/Link'
import type { ResolvedCrumb } from '@/hooks/use-route'

/**
 * The route's crumbs (SPEC §2), the last one being the current page. On a page showing 'Page not
 * found' (SPEC §8), the crumb of the name the server did not know, and those under it, are text:
 * each would lead to the same not-found page.
 */
export function Breadcrumbs({
  crumbs,
  unknownName,
}: {
  crumbs: ResolvedCrumb[]
  unknownName?: string
}) {
  if (crumbs.length < 2) return null
  const unknownAt = crumbs.findIndex((crumb) => crumb.isName && crumb.label === unknownName)
  const linksEnd = unknownAt === -1 ? crumbs.length - 1 : unknownAt
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : index >= linksEnd ? (
              <span>{crumb.label}</span>
            ) : (
              <Link href={crumb.href} isQuiet variant="secondary">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
