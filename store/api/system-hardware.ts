/**
 * The system-hardware area's endpoints and their cache tags (tags.ts; docs/architecture.md), and
 * what only the sleds' instance lists reach across silos: the fleet's failed instances and what
 * each sled's instances hold.
 */
import { type Allocated, allocatedBy } from '~/lib/sled-capacity'
import { readWholeList } from '~/lib/whole-list'
import { generatedApi } from './__generated__/system-hardware'
import type {
  Instance,
  InstanceResultsPage,
  SledInstance,
  SledInstanceResultsPage,
  SwitchLinkState,
  SwitchPort,
} from './__generated__/types'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import { LIST, listTags } from './tags'
import type { ApiRequest, QueryParams } from './transport'

export * from './__generated__/system-hardware'

generatedApi.enhanceEndpoints({
  endpoints: {
    sledList: { providesTags: (result) => listTags('Sled', result) },
    sledView: { providesTags: (result) => (result ? [{ type: 'Sled', id: result.id }] : []) },
    sledSetProvisionPolicy: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Sled', id: LIST },
        { type: 'Sled', id: arg.sledId },
      ],
    },
    sledInstanceList: { providesTags: ['Sled'] },
    physicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    sledPhysicalDiskList: { providesTags: (result) => listTags('PhysicalDisk', result) },
    switchList: { providesTags: (result) => listTags('Switch', result) },
    sledListUninitialized: { providesTags: ['RackMembership'] },
    physicalDiskListUnadopted: { providesTags: ['DiskAdoption'] },
    physicalDiskListAdoptionRequests: { providesTags: ['DiskAdoption'] },
    physicalDiskEnableAdoption: { invalidatesTags: ['DiskAdoption', 'AuditLog'] },
    physicalDiskDisableAdoption: { invalidatesTags: ['DiskAdoption', 'AuditLog'] },
    networkingSwitchPortList: { providesTags: (result) => listTags('SwitchPort', result) },
    networkingSwitchPortStatus: { providesTags: ['SwitchPort'] },
    networkingSwitchPortApplySettings: { invalidatesTags: ['SwitchPort'] },
    networkingSwitchPortClearSettings: { invalidatesTags: ['SwitchPort'] },
  },
})

/** A switch port as its status is asked for: its rack, its switch's slot and its name. */
export type SwitchPortKey = Pick<SwitchPort, 'rackId' | 'switchSlot' | 'portName'>

export const switchPortKey = ({ rackId, switchSlot, portName }: SwitchPortKey) =>
  `${rackId}/${switchSlot}/${portName}`

export const withSwitchPortLinks = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The link status of each of the ports (the contract's free-form SwitchLinkState), by
     * `switchPortKey`: the contract answers one port per request. Each request goes through the
     * api's base query with this query's signal, so aborting the query aborts them.
     */
    switchPortLinks: build.query<Record<string, SwitchLinkState>, { ports: SwitchPortKey[] }>({
      queryFn: async ({ ports }, _api, _extraOptions, baseQuery) => {
        try {
          const links = await Promise.all(
            ports.map(async (port) => {
              const result = await baseQuery({
                url: `/v1/system/hardware/switch-port/${encodeURIComponent(port.portName)}/status`,
                params: { rack_id: port.rackId, switch_slot: port.switchSlot },
              })
              if (result.error) throw result.error
              return [switchPortKey(port), result.data as SwitchLinkState] as const
            }),
          )
          return { data: Object.fromEntries(links) }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      providesTags: ['SwitchPort'],
    }),
  }),
})

export const { useSwitchPortLinksQuery } = withSwitchPortLinks

/** A failed instance where it was found, with its auto-restart facts once read. */
export interface FailedInstance {
  /** From a sled's instance list, or the instance list of a project of the operator's silo. */
  found: Pick<SledInstance, 'id' | 'name' | 'projectName' | 'siloName' | 'state'>
  /** Undefined when the instance could not be read (e.g. another silo's). */
  facts?: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>
}

/** Where to look: every sled, and every project of the operator's own silo (named). */
export interface FailedInstanceListArg {
  sledIds: string[]
  projects: string[]
  siloName: string
}

export const withFailedInstances = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Failed instances fleet-wide. The contract lists instances across silos per sled only, and a
     * failed instance usually holds no VMM, so no sled lists it: the operator's own silo's
     * projects are read too. A sled's failed instance is read by id for its auto-restart facts
     * (SPEC §4). Each request goes through the api's base query with this query's signal, so
     * aborting the query aborts them.
     */
    failedInstanceList: build.query<FailedInstance[], FailedInstanceListArg>({
      queryFn: async ({ sledIds, projects, siloName }, _api, _extraOptions, baseQuery) => {
        /** One request's answer; rejects with its ApiError. */
        const read = async <T>(request: ApiRequest): Promise<T> => {
          const result = await baseQuery(request)
          if (result.error) throw result.error
          return result.data as T
        }
        const onSleds = async (): Promise<FailedInstance[]> => {
          const lists = await Promise.all(
            sledIds.map((sledId) =>
              readWholeList({}, (params) =>
                read<SledInstanceResultsPage>({
                  url: `/v1/system/hardware/sleds/${encodeURIComponent(sledId)}/instances`,
                  params,
                }),
              ),
            ),
          )
          const failed = lists.flat().filter((row) => row.state === 'failed')
          return Promise.all(
            failed.map(async (row) => {
              try {
                const url = `/v1/instances/${encodeURIComponent(row.id)}`
                return { found: row, facts: await read<Instance>({ url }) }
              } catch {
                // another silo's instance, say: listed without its restart facts
                return { found: row }
              }
            }),
          )
        }
        const inProjects = async (): Promise<FailedInstance[]> => {
          const lists = await Promise.all(
            projects.map(async (project) => {
              const instances = await readWholeList({ project }, (params) =>
                read<InstanceResultsPage>({ url: '/v1/instances', params }),
              )
              return instances.map((instance) => ({ instance, project }))
            }),
          )
          return lists
            .flat()
            .filter(({ instance }) => instance.runState === 'failed')
            .map(({ instance, project }) => ({
              found: {
                id: instance.id,
                name: instance.name,
                projectName: project,
                siloName,
                state: instance.runState,
              },
              facts: instance,
            }))
        }
        try {
          const [own, sleds] = await Promise.all([inProjects(), onSleds()])
          // an instance found both ways once, with its facts
          const seen = new Set(own.map((instance) => instance.found.id))
          return { data: [...own, ...sleds.filter((instance) => !seen.has(instance.found.id))] }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      // what its requests' own endpoints provide: the sleds' instance lists, the instances
      providesTags: (result) => [
        'Sled',
        { type: 'Instance', id: LIST },
        ...(result ?? []).map(({ found }) => ({ type: 'Instance' as const, id: found.id })),
      ],
    }),
  }),
})

export const { useFailedInstanceListQuery } = withFailedInstances

/** What a sled's instances hold, and which instances they are (for anti-affinity). */
export type SledHolding = Allocated & { instanceIds: string[] }

/** The sleds whose allocation to read, by id. */
export interface SledAllocatedArg {
  sledIds: string[]
}

export const withSledAllocated = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What each sled's instances hold, by sled id: every instance a sled's instance list names
     * holds its vCPUs and memory there (the contract's sled_instance_list: the instances with a
     * VMM on the sled). Each list is read whole (docs/architecture.md, "From the contract to a
     * page"), through the api's base query with this query's signal, so aborting the query aborts
     * them.
     */
    sledAllocated: build.query<Record<string, SledHolding>, SledAllocatedArg>({
      queryFn: async ({ sledIds }, _api, _extraOptions, baseQuery) => {
        const readPage = async (sledId: string, params: QueryParams) => {
          const url = `/v1/system/hardware/sleds/${encodeURIComponent(sledId)}/instances`
          const result = await baseQuery({ url, params })
          if (result.error) throw result.error
          return result.data as SledInstanceResultsPage
        }
        try {
          const bySled = await Promise.all(
            sledIds.map(async (sledId) => {
              const instances = await readWholeList({}, (params) => readPage(sledId, params))
              const holding: SledHolding = {
                ...allocatedBy(instances),
                instanceIds: instances.map((instance) => instance.id),
              }
              return [sledId, holding] as const
            }),
          )
          return { data: Object.fromEntries(bySled) }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      // what its requests' own endpoint provides (the sleds' instance lists), and the instance
      // lists': an instance created or deleted anywhere may have held, or hold, room on a sled
      providesTags: ['Sled', { type: 'Instance', id: LIST }],
    }),
  }),
})

export const { useSledAllocatedQuery } = withSledAllocated
