/**
 * The crawl behind Jump to's Find anything: the silo's projects, then each project's instances,
 * disks, VPCs (and their subnets), floating IPs, snapshots and images, then each instance's
 * interfaces and external IPs, at crawl-pace.ts's pace. The lists' answers land in the entity
 * slices like any page's (store/entities/, docs/architecture.md "From the contract to a page"),
 * which find-index.ts reads; external IPs have no id to be kept by (the contract's ExternalIp:
 * an ephemeral or SNAT address is no resource), so the crawl keeps them by instance.
 */
import { readWholeList } from '~/lib/whole-list'
import type { ApiError } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import {
  CRAWL_MAX_IN_FLIGHT,
  type CrawlProgress,
  notStarted,
  pacedQueue,
  type Visibility,
} from './crawl-pace'

interface Page<Item> {
  items: Item[]
  nextPage?: string | null
}
type PageArgs = { limit: number; pageToken?: string }
type Read<Scope, Item> = (args: Scope & PageArgs) => Promise<Page<Item>>
type Named = { id: string; name: string }

/** The requests the crawl sends: each one page of a list (the store's, in the palette). */
export interface CrawlReads {
  projects: Read<object, Named>
  /** A project's lists, by kind; `vpcs` leads to each VPC's subnets. */
  projectLists: Record<
    'instances' | 'disks' | 'vpcs' | 'floatingIps' | 'snapshots' | 'images',
    Read<{ project: string }, Named>
  >
  subnets: Read<{ project: string; vpc: string }, Named>
  /** An instance's interfaces and external IPs, by its id (the contract's NameOrId, no project). */
  interfaces: Read<{ instance: string }, unknown>
  /** Not paged: the contract's instance_external_ip_list answers every address at once. */
  externalIps: (args: { instance: string }) => Promise<{ items: { ip: string }[] }>
}

/** What the crawl has found besides the entity slices' entries, and how far it is. */
export interface CrawlState {
  progress: CrawlProgress
  /** Each instance's external IP addresses, by its id. */
  externalIps: ReadonlyMap<string, readonly string[]>
}

const isForbidden = (error: unknown) => (error as ApiError | undefined)?.statusCode === 403

/**
 * One crawl of the silo, from `reads`, the current project's resources first (what the user is
 * likely to look for). `onChange` hears each step; the crawl's state is `state()`.
 */
export function startCrawl({
  reads,
  visibility,
  now,
  firstProject,
  previous,
  onChange,
}: {
  reads: CrawlReads
  visibility: Visibility
  now: () => number
  firstProject: string | undefined
  /** What an earlier crawl found: its external IPs are shown until this one reads them again. */
  previous: CrawlState | undefined
  onChange: () => void
}) {
  let state: CrawlState = {
    progress: { ...notStarted },
    externalIps: previous?.externalIps ?? new Map(),
  }
  const update = (change: (state: CrawlState) => CrawlState) => {
    state = change(state)
    onChange()
  }
  const progress = (change: Partial<CrawlProgress>) =>
    update((current) => ({ ...current, progress: { ...current.progress, ...change } }))
  const instanceIds: string[] = []

  const queue = pacedQueue({
    maxInFlight: CRAWL_MAX_IN_FLIGHT,
    visibility,
    onIdle: () => {
      if (state.progress.projects !== undefined && state.progress.finishedAt === undefined) {
        progress({ finishedAt: now() })
      }
    },
  })

  /** Once every project is searched: each instance's interfaces and external IPs. */
  const readAddresses = () => {
    progress({ instances: instanceIds.length })
    for (const instance of instanceIds) {
      // one request at a time per task: the queue's limit counts requests
      queue.add(async () => {
        // a failed read leaves the instance found by what else is known of it
        await readWholeList({ instance }, reads.interfaces).catch(() => undefined)
        const ips = await reads
          .externalIps({ instance })
          .then(({ items }) => items)
          .catch(() => undefined)
        update((current) => {
          const externalIps = new Map(current.externalIps)
          if (ips)
            externalIps.set(
              instance,
              ips.map(({ ip }) => ip),
            )
          return {
            externalIps,
            progress: { ...current.progress, instancesRead: current.progress.instancesRead + 1 },
          }
        })
      }, 'after')
    }
  }

  let projectsLeft = 0
  const searchProject = (project: string) => {
    let listsLeft = 0
    let outcome: 'projectsSearched' | 'projectsNotAllowed' | 'projectsFailed' = 'projectsSearched'
    const list = <Scope extends object>(
      scope: Scope,
      read: Read<Scope, Named>,
      then?: (items: Named[]) => void,
    ) => {
      listsLeft++
      queue.add(async () => {
        try {
          const items = await readWholeList(scope, read)
          then?.(items)
        } catch (error) {
          if (isForbidden(error)) outcome = 'projectsNotAllowed'
          // a list this rack's API does not offer holds nothing to find: no failure
          // (docs/architecture.md, Pages and forms: what this rack's API does not offer)
          else if (!isNotOffered(error) && outcome === 'projectsSearched') {
            outcome = 'projectsFailed'
          }
        }
        listsLeft--
        if (listsLeft > 0) return
        progress({ [outcome]: state.progress[outcome] + 1 })
        projectsLeft--
        if (projectsLeft === 0) readAddresses()
      })
    }
    const { projectLists } = reads
    list({ project }, projectLists.instances, (items) => {
      instanceIds.push(...items.map(({ id }) => id))
    })
    list({ project }, projectLists.disks)
    list({ project }, projectLists.vpcs, (vpcs) => {
      for (const vpc of vpcs) list({ project, vpc: vpc.name }, reads.subnets)
    })
    list({ project }, projectLists.floatingIps)
    list({ project }, projectLists.snapshots)
    list({ project }, projectLists.images)
  }

  queue.add(async () => {
    try {
      const projects = await readWholeList({}, reads.projects)
      const names = projects.map(({ name }) => name)
      const ordered = [
        ...names.filter((name) => name === firstProject),
        ...names.filter((name) => name !== firstProject),
      ]
      projectsLeft = ordered.length
      progress({ projects: ordered.length })
      for (const project of ordered) searchProject(project)
    } catch {
      // no projects to search: the index has what the pages loaded, and says it searched none
      progress({ projects: 0 })
    }
  })

  return { state: () => state, stop: queue.stop }
}
