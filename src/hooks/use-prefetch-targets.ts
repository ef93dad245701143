/**
 * The query arguments of the pages a link can prefetch, and what each such link prefetches.
 * RTK Query keys its cache by the arguments, so the page and the prefetch must build them the
 * same way: both call these.
 */
import { pb } from '../paths'
import { listPageArgs, storedPageSize } from './use-pagination'
import { type PrefetchQuery, prefetchQuery } from './use-prefetch'

/** The instances page's list, before the page's limit and token. */
export const instanceListScope = (project: string) => ({ project })

/** The first page of the instances page, at the page size the user chose for that list. */
export const instanceListFirstPageArgs = (project: string) =>
  listPageArgs(instanceListScope(project), {
    limit: storedPageSize(pb.instances({ project })),
  })

/**
 * The arguments of a list scoped to one instance: its disks (the header's boot disk, the storage
 * tab), network interfaces (the header's VPC) and external IPs (the header's addresses).
 */
export const instanceScope = (project: string, instance: string) => ({ project, instance })

/** The disks the storage tab offers to attach: the project's first hundred. */
export const attachableDiskListArgs = (project: string) => ({ project, limit: 100 })

/** A project's link opens its instances. */
export const projectPagePrefetch = (project: string): PrefetchQuery[] => [
  prefetchQuery('instanceList', instanceListFirstPageArgs(project)),
]

/**
 * An instance's link opens its storage tab under the instance header. The instance itself is
 * in the store already: the list that shows the link loaded it.
 */
export const instancePagePrefetch = (project: string, instance: string): PrefetchQuery[] => [
  prefetchQuery('instanceDiskList', instanceScope(project, instance)),
  prefetchQuery('diskList', attachableDiskListArgs(project)),
  prefetchQuery('instanceNetworkInterfaceList', instanceScope(project, instance)),
  prefetchQuery('instanceExternalIpList', instanceScope(project, instance)),
]
