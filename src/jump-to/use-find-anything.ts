/**
 * Find anything in the palette: the crawl (find-crawl.ts) starts when the palette opens, not
 * before (the first screen's speed: docs/architecture.md, Loading), and goes on in the
 * background once it is closed; it is gathered again on an opening once it is no longer fresh
 * (crawl-pace.ts). One crawl per user: one who signs in next in this tab starts their own.
 */
import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { type AppDispatch, useAppDispatch, useAppSelector } from '~/store'
import { FRESH_READ } from '~/store/api'
import { generatedApi as disksApi, useDiskViewQuery } from '~/store/api/disks'
import { generatedApi as floatingIpsApi, useFloatingIpViewQuery } from '~/store/api/floating-ips'
import { generatedApi as imagesApi, useImageViewQuery } from '~/store/api/images'
import { generatedApi as instancesApi, useInstanceViewQuery } from '~/store/api/instances'
import { generatedApi as projectsApi } from '~/store/api/projects'
import { generatedApi as snapshotsApi, useSnapshotViewQuery } from '~/store/api/snapshots'
import { useVpcSubnetViewQuery, useVpcViewQuery, generatedApi as vpcsApi } from '~/store/api/vpcs'
import { documentVisibility, freshnessText, isFresh } from './crawl-pace'
import { type CrawlReads, type CrawlState, startCrawl } from './find-crawl'
import { selectFindEntries } from './find-index'
import { classifyQuery, findTargets } from './find-match'

/** The crawl's requests, through the store: their answers land in the entity slices. */
const storeReads = (dispatch: AppDispatch): CrawlReads => ({
  projects: (args) =>
    dispatch(projectsApi.endpoints.projectList.initiate(args, FRESH_READ)).unwrap(),
  projectLists: {
    instances: (args) =>
      dispatch(instancesApi.endpoints.instanceList.initiate(args, FRESH_READ)).unwrap(),
    disks: (args) => dispatch(disksApi.endpoints.diskList.initiate(args, FRESH_READ)).unwrap(),
    vpcs: (args) => dispatch(vpcsApi.endpoints.vpcList.initiate(args, FRESH_READ)).unwrap(),
    floatingIps: (args) =>
      dispatch(floatingIpsApi.endpoints.floatingIpList.initiate(args, FRESH_READ)).unwrap(),
    snapshots: (args) =>
      dispatch(snapshotsApi.endpoints.snapshotList.initiate(args, FRESH_READ)).unwrap(),
    images: (args) => dispatch(imagesApi.endpoints.imageList.initiate(args, FRESH_READ)).unwrap(),
  },
  subnets: (args) => dispatch(vpcsApi.endpoints.vpcSubnetList.initiate(args, FRESH_READ)).unwrap(),
  interfaces: (args) =>
    dispatch(
      instancesApi.endpoints.instanceNetworkInterfaceList.initiate(args, FRESH_READ),
    ).unwrap(),
  externalIps: (args) =>
    dispatch(instancesApi.endpoints.instanceExternalIpList.initiate(args, FRESH_READ)).unwrap(),
})

let crawl: { userId: string; run: ReturnType<typeof startCrawl> } | undefined
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const crawlState = (): CrawlState | undefined => crawl?.run.state()

/** Starts `userId`'s crawl unless theirs is under way or fresh. */
function crawlFor(userId: string, dispatch: AppDispatch, firstProject: string | undefined) {
  const mine = crawl?.userId === userId ? crawl.run.state() : undefined
  if (mine && (mine.progress.finishedAt === undefined || isFresh(mine.progress, Date.now()))) {
    return
  }
  crawl?.run.stop()
  crawl = {
    userId,
    run: startCrawl({
      reads: storeReads(dispatch),
      visibility: documentVisibility,
      now: Date.now,
      firstProject,
      previous: mine,
      onChange: notify,
    }),
  }
  notify()
}

/** The freshness line's '2 min ago' moves on while the palette is open. */
const CLOCK_TICK_MS = 30_000

function useClock() {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

const noExternalIps: CrawlState['externalIps'] = new Map()

/**
 * An ID the index does not hold (its crawl not there yet, or a project it skipped) is asked of
 * each kind's view operation, which takes an ID without a project (the contract's NameOrId): the
 * one that answers lands in its entity slice, and so in the index.
 */
function useLookupById(id: string | undefined) {
  const skip = id === undefined
  useInstanceViewQuery(skip ? skipToken : { instance: id })
  useDiskViewQuery(skip ? skipToken : { disk: id })
  useVpcViewQuery(skip ? skipToken : { vpc: id })
  useVpcSubnetViewQuery(skip ? skipToken : { subnet: id })
  useFloatingIpViewQuery(skip ? skipToken : { floatingIp: id })
  useSnapshotViewQuery(skip ? skipToken : { snapshot: id })
  useImageViewQuery(skip ? skipToken : { image: id })
}

/**
 * What `query` finds across the silo, and the freshness line: what the index covers and how old
 * it is. `userId` is the signed-in user's (undefined until /v1/me answers: no crawl yet).
 */
export function useFindAnything(
  query: string,
  { userId, project }: { userId: string | undefined; project: string | undefined },
) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (userId) crawlFor(userId, dispatch, project)
  }, [userId, dispatch, project])
  const state = useSyncExternalStore(subscribe, crawlState)
  const mine = state && crawl?.userId === userId ? state : undefined
  const entries = useAppSelector((root) =>
    selectFindEntries(root, mine?.externalIps ?? noExternalIps),
  )
  const now = useClock()
  const found = findTargets(query, entries)
  const typed = classifyQuery(query)
  useLookupById(typed.kind === 'id' && found.held.length === 0 ? typed.id : undefined)
  return {
    ...found,
    freshness: mine ? freshnessText(mine.progress, now) : undefined,
  }
}
