/**
 * Which audit log entries are one resource's. The log names what a request touched only in its
 * URI (the contract's AuditLogEntry `request_uri`: the path and query), so an entry is the
 * resource's when its path names the resource's collection and then the resource, by id, or by
 * name within its project (a name alone is not unique across projects).
 *
 * A create names the resource only in its body, which the log does not keep: its URI names the
 * collection and the project. So a create is matched another way: an entry is the resource's
 * create when its operation is the kind's create (`disk_create`), its URI's project is the
 * resource's, it succeeded (a refused create made nothing), and it completed within
 * CREATE_WINDOW_MS of the resource's `time_created`; and only when exactly one entry fits, since
 * two creates in the same project at the same moment cannot be told apart.
 */

/** A project's resource as its API paths and the log name it. */
export interface ResourceRef {
  /** The path segment of its kind: 'instances', 'disks', 'vpcs', 'floating-ips'. */
  collection: string
  /** The operation that creates one: 'instance_create', 'disk_create', … */
  createOperation: string
  id: string
  name: string
  /** Its project, by name and by id: a request may name it either way. */
  project: string
  projectId: string
  /** When it was created (the contract's `time_created`), as an ISO timestamp. */
  timeCreated: string
}

/** What the matching reads of an entry (the app's AuditLogEntry has these fields). */
export interface AuditEntryFacts {
  operationId: string
  requestUri: string
  timeCompleted: string
  result: { kind: string }
}

/**
 * How far apart a create's completion and the resource's creation time may lie: the server sets
 * `time_created` while it handles the request, and completes the request right after.
 */
export const CREATE_WINDOW_MS = 2000

function parseUri(requestUri: string) {
  try {
    return new URL(requestUri, 'http://rack')
  } catch {
    return undefined
  }
}

export function touchesResource(requestUri: string, resource: ResourceRef): boolean {
  const url = parseUri(requestUri)
  if (!url) return false
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

/** Whether an entry could be the resource's create (alone, not yet weighed against the others). */
export function mayHaveCreated(entry: AuditEntryFacts, resource: ResourceRef): boolean {
  if (entry.operationId !== resource.createOperation || entry.result.kind !== 'success') {
    return false
  }
  const project = parseUri(entry.requestUri)?.searchParams.get('project')
  if (project !== resource.project && project !== resource.projectId) return false
  const apart = Math.abs(Date.parse(entry.timeCompleted) - Date.parse(resource.timeCreated))
  return apart <= CREATE_WINDOW_MS
}

/** The resource's entries among `entries`, in their order: those naming it, and its create. */
export function resourceEntries<Entry extends AuditEntryFacts>(
  entries: readonly Entry[],
  resource: ResourceRef,
): Entry[] {
  const creates = entries.filter((entry) => mayHaveCreated(entry, resource))
  const create = creates.length === 1 ? creates[0] : undefined
  return entries.filter((entry) => entry === create || touchesResource(entry.requestUri, resource))
}
