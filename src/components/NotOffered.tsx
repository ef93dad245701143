/**
 * What a page, or a part of one, says when this rack's API does not have the operations it needs
 * (`isNotOffered`: a 501, or a bare 404 from a path the server has no handler for): an older
 * release of the rack's software, or another implementation of the API. It is no failure to
 * retry or report, so it says so in place, inside the layout whose navigation stays, where
 * SPEC §8's error pages would send the user away with 'Sign out'. The fleet issues page's
 * failed parts are the model: each says what it could not do, where it would have shown it.
 */
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useContext } from 'react'
import { RouteContext } from '@/hooks/use-route'
import { notOfferedStatus } from '~/store/api/errors'
import { PageHeader } from './PageHeader'

/** Thrown by a page whose own queries this rack's API does not have (`queryFailure`). */
export class NotOfferedError extends Error {
  constructor(readonly statusCode: 404 | 501) {
    super(`this rack's API does not offer it (${notOfferedStatus(statusCode)})`)
    this.name = 'NotOfferedError'
  }
}

/**
 * The notice, for `what` ('what this page shows', 'inbound ICMP settings'): under a page's title,
 * or in the section that could not be shown. `level` is its heading's, below the enclosing one's.
 */
export function NotOfferedNotice({
  what,
  statusCode,
  level,
}: {
  what: string
  statusCode: 404 | 501
  level: 2 | 3 | 4
}) {
  return (
    <InlineAlert variant="informative" UNSAFE_className="load-failed">
      <Heading level={level}>Not offered by this rack</Heading>
      <Content>
        This rack’s API does not offer {what}: the server answered {notOfferedStatus(statusCode)}.
        Its software may be older than this console; the rest of the console works as usual.
      </Content>
    </InlineAlert>
  )
}

/**
 * The page in place of one whose queries the rack does not offer: its own title (the route's
 * most specific crumb that is not a resource's name, as the document title has it) over the
 * notice.
 */
export function NotOfferedPage({ statusCode }: { statusCode: 404 | 501 }) {
  const crumbs = useContext(RouteContext)?.crumbs ?? []
  const title = crumbs.findLast((crumb) => !crumb.isName)?.label ?? 'Not offered'
  return (
    <>
      <PageHeader title={title} />
      <NotOfferedNotice what="what this page shows" statusCode={statusCode} level={2} />
    </>
  )
}
