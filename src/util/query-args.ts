/**
 * The arguments of queries that a page and its route's first rows (src/routes/) both build: RTK
 * Query keys its cache by them, so the request a navigation starts ahead is the one the page's
 * hook finds only when both build them here.
 */
import type { AlertDeliveryState, InstanceNetworkInterface } from '~/store/api'

/** The instances page's list, before the page's limit and token. */
export const instanceListScope = (project: string) => ({ project })

/**
 * The arguments of a list scoped to one instance: its disks (the header's boot disk, the storage
 * tab), network interfaces (the header's VPC) and external IPs (the header's addresses).
 */
export const instanceScope = (project: string, instance: string) => ({ project, instance })

/** The VPC the instance page's header names: its primary network interface's, by id. */
export const primaryVpcId = (nics: InstanceNetworkInterface[]) =>
  nics.find((nic) => nic.primary)?.vpcId

/**
 * An alert receiver's deliveries, newest first, only those in the checked states (all when none
 * is: the contract's list filters by each state set to true).
 */
export const deliveryListArgs = (receiver: string, states: readonly AlertDeliveryState[] = []) => ({
  receiver,
  sortBy: 'time_and_id_descending' as const,
  ...Object.fromEntries(states.map((state) => [state, true])),
})

/** The disks the storage tab offers to attach: the project's first hundred. */
export const attachableDiskListArgs = (project: string) => ({ project, limit: 100 })
