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

/** The instance's disks: its header's boot disk and its storage tab's tables. */
export const instanceDiskListArgs = (project: string, instance: string) => ({ project, instance })

/** The disks the storage tab offers to attach: the project's first hundred. */
export const attachableDiskListArgs = (project: string) => ({ project, limit: 100 })

/** The instance's network interfaces: its header's VPC. */
export const instanceNicListArgs = (project: string, instance: string) => ({ project, instance })

/** The instance's external IPs: its header's addresses. */
export const instanceExternalIpListArgs = (project: string, instance: string) => ({
  project,
  instance,
})

/** A project's link opens its instances. */
export const projectPagePrefetch = (project: string): PrefetchQuery[] => [
  prefetchQuery('instanceList', instanceListFirstPageArgs(project)),
]

/**
 * An instance's link opens its storage tab under the instance header. The instance itself is
 * in the store already: the list that shows the link loaded it.
 */
export const instancePagePrefetch = (project: string, instance: string): PrefetchQuery[] => [
  prefetchQuery('instanceDiskList', instanceDiskListArgs(project, instance)),
  prefetchQuery('diskList', attachableDiskListArgs(project)),
  prefetchQuery('instanceNetworkInterfaceList', instanceNicListArgs(project, instance)),
  prefetchQuery('instanceExternalIpList', instanceExternalIpListArgs(project, instance)),
]
