/**
 * Whether an audit log entry's request touched one resource: the log names what it touched only
 * in the request's URI (the contract's AuditLogEntry `request_uri`: the path and query), so an
 * entry is the resource's when its path names the resource's collection and then the resource,
 * by id, or by name within its project (a name alone is not unique across projects). A create
 * names the resource in its body, which the log does not keep: it is not found this way.
 */

/** A project's resource as its API paths name it: `/v1/instances/{name or id}?project=…`. */
export interface ResourceRef {
  /** The path segment of its kind: 'instances', 'disks', 'vpcs', 'floating-ips'. */
  collection: string
  id: string
  name: string
  project: string
}

export function touchesResource(requestUri: string, resource: ResourceRef): boolean {
  let url: URL
  try {
    url = new URL(requestUri, 'http://rack')
  } catch {
    return false
  }
  const segments = url.pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  const at = segments.indexOf(resource.collection)
  const named = at === -1 ? undefined : segments[at + 1]
  if (named === resource.id) return true
  return named === resource.name && url.searchParams.get('project') === resource.project
}
