import { Content, Heading, IllustratedMessage } from '@react-spectrum/s2/IllustratedMessage'
import { Link } from '@react-spectrum/s2/Link'
import { PageHeader } from '../components/PageHeader'
import { useCurrentRoute } from '../hooks/use-route'
import { pb } from '../paths'
import type { RouteParams } from '../route-table'

/**
 * Where a pending page sends the user back to: the project's instances inside a project, else the
 * projects list. Not the parent crumb: in a tabbed area it redirects to this very page (a VPC to
 * its firewall rules), and some crumbs (System / Networking) are not pages at all.
 */
export function backFromPending(params: RouteParams) {
  return params.project
    ? { href: pb.instances({ project: params.project }), label: `Back to ${params.project}` }
    : { href: pb.projects(), label: 'Back to projects' }
}

/** A page whose feature is still being built: its layout, breadcrumbs and heading, and says so. */
export default function PendingPage() {
  const { crumbs, params } = useCurrentRoute()
  const title = crumbs[crumbs.length - 1]?.label ?? 'Oxide Console'
  const back = backFromPending(params)
  return (
    <>
      <PageHeader title={title} />
      <IllustratedMessage>
        {/* right under the page's h1: the default h3 would skip a level */}
        <Heading level={2}>Not in this preview yet</Heading>
        <Content>
          <p>This page is still being built and will come in a later version of the console.</p>
          <p>
            <Link href={back.href}>{back.label}</Link>
          </p>
        </Content>
      </IllustratedMessage>
    </>
  )
}
