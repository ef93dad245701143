/**
 * What one kind of pool brings to the pages and forms both kinds share. IP pools and subnet pools
 * have one shape in the contract: a pool of one IP version, the blocks of addresses it hands out
 * from (an IP pool's ranges, a subnet pool's member subnets), links to silos with one default per
 * IP version, and its utilization. They differ in their words, their routes and their endpoints,
 * which each kind's description (ip-pools.ts, subnet-pools.ts) supplies.
 */

import type { LookupQuery } from '@/components/Lookup'
import type { ListQueryHook, ResourceList } from '@/hooks/use-resource-list'
import type { AreaInfo } from '@/util/docs'
import type { Action } from '@/util/permissions'
import type { RootState } from '~/store'
import type {
  EndpointDefinitions,
  Revived,
  SiloSubnetPool,
  SubnetPool,
  SubnetPoolCreate,
  SubnetPoolSiloLink,
  SubnetPoolUtilization,
} from '~/store/api'

/** What a pool of either kind has (the contract's IpPool and SubnetPool). */
export type PoolFields = Pick<
  SubnetPool,
  'id' | 'name' | 'description' | 'ipVersion' | 'timeCreated'
>

/** A pool as a silo's list of its pools gives it (SiloIpPool, SiloSubnetPool). */
export type SiloPoolFields = Pick<
  SiloSubnetPool,
  'id' | 'name' | 'description' | 'ipVersion' | 'isDefault'
>

/** A pool's link to a silo as the pool's list of them gives it (IpPoolSiloLink too). */
type SiloLinkFields = Pick<SubnetPoolSiloLink, 'siloId' | 'isDefault'>

/** The create form's values; both kinds' create bodies take them as they are. */
export type PoolCreateValues = Pick<SubnetPoolCreate, 'name' | 'description' | 'ipVersion'>
/** Both kinds' update bodies: each field optional, an omitted one left as it is. */
export type PoolUpdateValues = Partial<Pick<SubnetPoolCreate, 'name' | 'description'>>

interface PoolWords {
  /** Inside a sentence: 'IP pool', 'subnet pool'. */
  noun: string
  /** Starting one: 'IP pool', 'Subnet pool'. */
  capitalNoun: string
  /** The pools list's title: 'IP Pools', 'Subnet Pools'. */
  title: string
  /** What a silo's users take from the pool: 'IPs', 'external subnets'. */
  handsOut: string
  /** The same where it stands alone: 'external IPs', 'external subnets'. */
  handsOutExternal: string
  /** The utilization's label: 'IPs remaining', 'Addresses remaining'. */
  remaining: string
  /** What the pools list's ⓘ says. */
  info: AreaInfo
  /** The pools list's introduction and what its empty state says. */
  listIntro: string
  listEmpty: string
  /** The create form's hint under the IP version. */
  versionHint: string
  /** The link form's hint under Make default: what being the silo's default means. */
  defaultHint: string
  /** What a silo's tab of linked pools says while it has none. */
  siloEmpty: string
  /** A sentence the unlink question ends with, where the server refuses some unlinks. */
  unlinkCaveat?: string
}

/** Words for the blocks a pool hands out from (its ranges, its members). */
interface BlockWords {
  /** In ids and look-ups: 'ranges', 'members' (the pool page's tab, 'Loading ranges'). */
  id: string
  /** The pool page's tab, its section and its table: 'IP ranges', 'Members'. */
  label: string
  /** The pools list's column of their count, and its least width. */
  column: { name: string; minWidth: number }
  /** Why Delete is not offered: the pool has some, or that is not known yet. */
  hasReason: string
  checkingReason: string
}

type PoolPath = (params: { pool: string }) => string
type QueryName = keyof EndpointDefinitions

export interface PoolKind<Pool extends PoolFields = PoolFields> {
  words: PoolWords
  blocks: BlockWords
  /** What creating, changing and deleting one takes (util/permissions.ts). */
  permissions: { create: Action; update: Action; delete: Action }
  paths: {
    list: () => string
    create: () => string
    pool: PoolPath
    edit: PoolPath
    addBlock: PoolPath
    /** Where a linked silo's name leads from the pool's Linked silos tab. */
    linkedSilo: (params: { silo: string }) => string
  }
  /** The pools list: a page of the kind's entities (useResourceList). */
  useList: () => ResourceList<Revived<Pool>>
  /** The pool a page or form names (useEntity); undefined until it is in. */
  usePool: (name: string) => Revived<Pool> | undefined
  /** The fleet's pools a silo may link; its tab offers those it has not linked yet. */
  useLinkablePools: () => { data?: { items: Pool[] } }
  /** The first page of the pool's blocks: how many, and whether there are any. */
  useBlocks: (pool: string) => LookupQuery<{ items: unknown[]; nextPage?: string | null }>
  /** How many blocks useBlocks has found for the pool, read from the store. */
  selectBlockCount: (state: RootState, pool: string) => number | undefined
  useUtilization: (pool: string) => LookupQuery<SubnetPoolUtilization>
  /** The requests behind useBlocks and useUtilization, whose failures a list says once. */
  endpoints: { blocks: QueryName; utilization: QueryName }
  useSiloLinkListQuery: ListQueryHook<{ pool: string }, SiloLinkFields>
  useSiloPoolListQuery: ListQueryHook<{ silo: string }, SiloPoolFields>
  // each mutation resolves with the server's answer and rejects with the ApiError
  useCreate: () => (values: PoolCreateValues) => Promise<Pool>
  /** The pool as the server has it now, whatever the cache holds (an edit's fresh read). */
  useRead: () => (pool: string) => Promise<Pool>
  useUpdate: () => (pool: string, values: PoolUpdateValues) => Promise<Pool>
  useDelete: () => (pool: string) => Promise<unknown>
  useLink: () => (pool: string, silo: string, isDefault: boolean) => Promise<unknown>
  useSetDefault: () => (pool: string, silo: string, isDefault: boolean) => Promise<unknown>
  useUnlink: () => (pool: string, silo: string) => Promise<unknown>
}

/**
 * A kind's mutation as the shared code calls it: `request` gives the arguments the contract's
 * shape for this kind (`ipPoolLinkSilo` or `subnetPoolLinkSilo`), and the call resolves with the
 * answer or rejects with the ApiError.
 */
export const poolMutation =
  <Args extends unknown[], Request, Result>(
    useMutation: () => readonly [
      (request: Request) => { unwrap: () => Promise<Result> },
      ...unknown[],
    ],
    request: (...args: Args) => Request,
  ) =>
  () => {
    const [send] = useMutation()
    return (...args: Args) => send(request(...args)).unwrap()
  }
