import { Link } from '@react-spectrum/s2/Link'
import type { ResolvedCrumb } from '../hooks/use-route'

/** The route's crumbs (SPEC §2), the last one being the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: ResolvedCrumb[] }) {
  if (crumbs.length < 2) return null
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
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
