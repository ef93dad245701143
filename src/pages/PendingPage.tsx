import { PageHeader } from '../components/PageHeader'
import { useCurrentRoute } from '../routes'

/** A page whose feature is still being built: its layout, breadcrumbs and heading. */
export default function PendingPage() {
  const { crumbs } = useCurrentRoute()
  const title = crumbs[crumbs.length - 1]?.label ?? 'Oxide Console'
  return <PageHeader title={title} />
}
