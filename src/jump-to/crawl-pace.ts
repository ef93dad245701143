/**
 * The pace of Jump to's search index (find-crawl.ts): its requests go out a few at a time, the
 * lists before the per-instance reads, and none while the tab is hidden; and what the palette
 * says of how far and how fresh the index is.
 */

/** At most this many of the crawl's requests are in flight: a page's own requests go first. */
export const CRAWL_MAX_IN_FLIGHT = 3

/**
 * An index this recent is not gathered again when the palette opens: a new crawl costs two
 * requests per instance, and meanwhile every list a page loads updates the entities it reads.
 */
export const CRAWL_FRESH_MS = 5 * 60_000

/** Whether the tab is hidden, and word when that changes. */
export interface Visibility {
  hidden: () => boolean
  onChange: (listener: () => void) => () => void
}

export const documentVisibility: Visibility = {
  hidden: () => document.visibilityState === 'hidden',
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

/** A task's lane: every task of `first` starts before any of `after`. */
export type Lane = 'first' | 'after'

/**
 * A queue that runs at most `maxInFlight` tasks at a time, `first` before `after`, and starts
 * none while `visibility` says the tab is hidden; it goes on when the tab shows again. A task
 * records its own outcome: one that fails is done all the same. `onIdle` is called each time
 * the queue runs dry.
 */
export function pacedQueue({
  maxInFlight,
  visibility,
  onIdle,
}: {
  maxInFlight: number
  visibility: Visibility
  onIdle: () => void
}) {
  const lanes: Record<Lane, (() => Promise<unknown>)[]> = { first: [], after: [] }
  let inFlight = 0
  const pump = () => {
    while (inFlight < maxInFlight && !visibility.hidden()) {
      const task = lanes.first.shift() ?? lanes.after.shift()
      if (!task) break
      inFlight++
      const done = () => {
        inFlight--
        pump()
      }
      task().then(done, done)
    }
    if (inFlight === 0 && lanes.first.length === 0 && lanes.after.length === 0) onIdle()
  }
  const stopListening = visibility.onChange(pump)
  return {
    add(task: () => Promise<unknown>, lane: Lane = 'first') {
      lanes[lane].push(task)
      // a task added by a running one starts when a place is free, not inside its caller
      queueMicrotask(pump)
    },
    /** Drops the tasks not yet started and stops listening to the tab's visibility. */
    stop() {
      lanes.first.length = 0
      lanes.after.length = 0
      stopListening()
    },
  }
}

/** How far the crawl has come. */
export interface CrawlProgress {
  /** The silo's projects, once their list is in. */
  projects: number | undefined
  projectsSearched: number
  /** Projects whose resources the user may not list (403): skipped. */
  projectsNotAllowed: number
  /** Projects one of whose lists failed otherwise: searched in part. */
  projectsFailed: number
  /** Instances whose interfaces and external IPs are read, one instance at a time. */
  instances: number
  instancesRead: number
  finishedAt: number | undefined
}

export const notStarted: CrawlProgress = {
  projects: undefined,
  projectsSearched: 0,
  projectsNotAllowed: 0,
  projectsFailed: 0,
  instances: 0,
  instancesRead: 0,
  finishedAt: undefined,
}

/** Whether the index is recent enough to be used as it is (CRAWL_FRESH_MS). */
export const isFresh = (progress: CrawlProgress, now: number) =>
  progress.finishedAt !== undefined && now - progress.finishedAt < CRAWL_FRESH_MS

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function ago(ms: number) {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  return `${Math.floor(minutes / 60)} h ago`
}

/** The palette's freshness line: what the index covers and how old it is. */
export function freshnessText(progress: CrawlProgress, now: number): string {
  const { projects, projectsSearched, projectsNotAllowed, projectsFailed } = progress
  const { instances, instancesRead, finishedAt } = progress
  if (projects === undefined) return 'Searching the silo’s projects…'
  const skipped = [
    projectsNotAllowed > 0 &&
      `${count(projectsNotAllowed, 'project')} skipped: not allowed to list their resources`,
    projectsFailed > 0 && `${count(projectsFailed, 'project')} in part: a list failed`,
  ].filter(Boolean)
  const notes = skipped.length > 0 ? `; ${skipped.join('; ')}` : ''
  if (finishedAt === undefined) {
    const done = projectsSearched + projectsNotAllowed + projectsFailed
    const addresses =
      done === projects && instances > 0
        ? `; addresses of ${instancesRead} of ${count(instances, 'instance')}`
        : ''
    return `Searching: ${done} of ${count(projects, 'project')}${addresses}…${notes}`
  }
  const addresses = instances > 0 ? ` and the addresses of ${count(instancesRead, 'instance')}` : ''
  const searched = projectsSearched + projectsFailed
  return `Searched ${count(searched, 'project')}${addresses}, ${ago(now - finishedAt)}${notes}`
}
