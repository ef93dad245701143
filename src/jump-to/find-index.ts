/**
 * Find anything's index: every resource the entity slices hold (what the crawl and the pages
 * loaded, store/entities/), as find-match.ts's entries, each with its project's name, where it
 * goes (jump-targets.ts `resourceKinds`) and the addresses it can be found by: an instance's
 * interfaces' private IPs and MACs (the networkInterfaces slice) and its external IPs (those the
 * pages loaded, as the instances' list shows them, and the crawl's), a floating IP's own.
 */
import { createSelector } from '@reduxjs/toolkit'
import { nicAddresses } from '@/resources/network-interfaces'
import type { RootState } from '~/store'
import type { FindEntry } from './find-match'
import { resourceKinds } from './jump-targets'

const values = <E>(slice: { ids: string[]; entities: Record<string, E> }) =>
  slice.ids.flatMap((id) => slice.entities[id] ?? [])

const none: readonly string[] = []

type ExternalIpsById = ReadonlyMap<string, readonly string[]>

/**
 * The external IPs the pages loaded (instance_external_ip_list's answers in the query cache), by
 * instance id: a page asks by the instance's name and its project's, the crawl by id.
 */
function loadedExternalIps(
  queries: RootState['api']['queries'],
  projects: RootState['projects'],
  instances: RootState['instances'],
): ExternalIpsById {
  const byId = new Map<string, readonly string[]>()
  for (const entry of Object.values(queries)) {
    if (entry?.endpointName !== 'instanceExternalIpList' || !entry.data) continue
    const { instance, project } = entry.originalArgs as unknown as {
      instance: string
      project?: string
    }
    const projectId = projects.ids.find((id) => projects.entities[id]?.name === project)
    const id = instances.entities[instance]
      ? instance
      : instances.ids.find((candidate) => {
          const row = instances.entities[candidate]
          return row?.name === instance && row.projectId === projectId
        })
    const { items } = entry.data as { items: { ip: string }[] }
    if (id)
      byId.set(
        id,
        items.map(({ ip }) => ip),
      )
  }
  return byId
}

/** The index's entries, from the store and the external IPs the crawl read, by instance id. */
export const selectFindEntries = createSelector(
  [
    (state: RootState) => state.projects,
    (state: RootState) => state.instances,
    (state: RootState) => state.networkInterfaces,
    (state: RootState) => state.disks,
    (state: RootState) => state.vpcs,
    (state: RootState) => state.vpcSubnets,
    (state: RootState) => state.floatingIps,
    (state: RootState) => state.snapshots,
    (state: RootState) => state.images,
    (state: RootState) => state.api.queries,
    (_: RootState, crawled: ExternalIpsById) => crawled,
  ],
  (
    projects,
    instances,
    networkInterfaces,
    disks,
    vpcs,
    vpcSubnets,
    floatingIps,
    snapshots,
    images,
    queries,
    crawled,
  ): FindEntry[] => {
    const loaded = loadedExternalIps(queries, projects, instances)
    // the crawl's read is the newer where both hold an instance's: it comes after the lists
    const externalIps = new Map([...loaded, ...crawled])
    const projectName = (id: string | null | undefined) =>
      id ? projects.entities[id]?.name : undefined
    const nicsOf = new Map<string, { addresses: string[]; macs: string[] }>()
    for (const nic of values(networkInterfaces)) {
      const held = nicsOf.get(nic.instanceId) ?? { addresses: [], macs: [] }
      held.addresses.push(...nicAddresses(nic))
      held.macs.push(nic.mac)
      nicsOf.set(nic.instanceId, held)
    }
    /** An entry of a project's, left out while its project is not known by name. */
    const entry = (
      kind: keyof typeof resourceKinds,
      resource: { id: string; name: string },
      projectId: string | null | undefined,
      href: (project: string) => string,
      held: { addresses?: readonly string[]; macs?: readonly string[] } = {},
    ): FindEntry[] => {
      const project = projectName(projectId)
      if (!project) return []
      return [
        {
          kind: resourceKinds[kind].kind,
          id: resource.id,
          name: resource.name,
          project,
          href: href(project),
          addresses: held.addresses ?? none,
          macs: held.macs ?? none,
        },
      ]
    }
    const { instance, disk, vpc, subnet, floatingIp, snapshot, image } = resourceKinds
    return [
      ...values(instances).flatMap((row) => {
        const nics = nicsOf.get(row.id)
        return entry('instance', row, row.projectId, (p) => instance.href(p, row.name), {
          addresses: [...(nics?.addresses ?? []), ...(externalIps.get(row.id) ?? [])],
          macs: nics?.macs,
        })
      }),
      ...values(disks).flatMap((row) => entry('disk', row, row.projectId, disk.href)),
      ...values(vpcs).flatMap((row) =>
        entry('vpc', row, row.projectId, (p) => vpc.href(p, row.name)),
      ),
      ...values(vpcSubnets).flatMap((row) => {
        const parent = vpcs.entities[row.vpcId]
        return parent
          ? entry('subnet', row, parent.projectId, (p) => subnet.href(p, parent.name, row.name))
          : []
      }),
      ...values(floatingIps).flatMap((row) =>
        entry('floatingIp', row, row.projectId, (p) => floatingIp.href(p, row.name), {
          addresses: [row.ip],
        }),
      ),
      ...values(snapshots).flatMap((row) => entry('snapshot', row, row.projectId, snapshot.href)),
      ...values(images).flatMap((row) =>
        entry('image', row, row.projectId, (p) => image.href(p, row.name)),
      ),
    ]
  },
)
