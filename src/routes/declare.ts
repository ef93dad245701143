/**
 * How an area's routes declare a page (docs/architecture.md, Loading): its code and what it needs
 * for its first rows together (`page`), and the loads several areas share. The area modules
 * beside this one hold the pages; `src/route-table.ts` composes them.
 */
import type { ComponentType } from 'react'
import { wholeListArgs } from '~/lib/whole-list'
import type { RootState } from '~/store'
import * as siloEndpoints from '~/store/api/silos'
import { projects } from '~/store/entities/projects'
import type { Preloadable } from '../lazy-with-preload'
import { lazyWithPreload } from '../lazy-with-preload'
import { firstPageQuery, type QueryArgs, routeQuery } from '../route-queries'
import type {
  Frame,
  QueryName,
  RouteLoad,
  RouteNode,
  RouteParams,
  RouteQuery,
  StoredNameCrumb,
} from '../route-types'

/**
 * A page, side modal or frame: its code, loaded lazily, and what it needs for its first rows,
 * which a navigation (or a pressed link) starts beside the code.
 */
export function page<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  firstRows?: RouteLoad,
): Preloadable<Props> & { firstRows?: RouteLoad } {
  return Object.assign(lazyWithPreload(load), { firstRows })
}

/**
 * Tabs drawn by one frame (a layout that keeps its header and tab list mounted while the user
 * moves between them): the bare path opens `firstTab`, so a crumb or a link to the resource lands
 * on a tab (SPEC §2).
 */
export const framedTabs = (frame: Frame, firstTab: string, tabs: RouteNode[]): RouteNode[] => [
  { path: '', redirect: firstTab },
  { path: '', frame, children: tabs },
]

/** A crumb naming the resource the route's parameter `name` holds. */
export const paramCrumb = (name: string) => (params: RouteParams) => params[name]

/**
 * A crumb naming the user or group whose ID the route's parameter `param` holds, by its display
 * name, from the answers the store holds: its page's (`view`) or a list's that holds it (`list`).
 * Until one is in, `fallback` ('User').
 */
export const displayNameCrumb = (
  param: string,
  fallback: string,
  endpoints: { view: 'userView' | 'groupView'; list: 'userList' | 'groupList' },
): StoredNameCrumb => ({
  param,
  fallback,
  name: (state, id) => {
    for (const entry of Object.values(state.api.queries)) {
      if (!entry?.data) continue
      if (entry.endpointName === endpoints.view) {
        const held = entry.data as { id: string; displayName: string }
        if (held.id === id) return held.displayName
      } else if (entry.endpointName === endpoints.list) {
        const { items } = entry.data as { items: { id: string; displayName: string }[] }
        const held = items.find((item) => item.id === id)
        if (held) return held.displayName
      }
    }
    return undefined
  },
})

/**
 * The silo's store area comes with the startup code rather than with a route: every page asks
 * the silo's policy for its actions' permissions (hooks/use-permissions.tsx), and an area imported
 * both statically and by a route would come as chunks of their own on the first screen
 * (scripts/build.test.ts).
 */
export const siloArea = () => Promise.resolve(siloEndpoints)

/**
 * The frame of the pages that offer fleet actions (the System pages, the silo's access page): it
 * reads the fleet's grants once for their permissions (hooks/use-fleet-grants.tsx), and comes with
 * them rather than with the startup code.
 */
export const FleetPermissionScope = page(async () => ({
  default: (await import('../hooks/use-fleet-grants')).FleetPermissionScope,
}))

// The store areas (store/api/<area>) whose endpoints several areas' pages call.
export const instancesArea = () => import('~/store/api/instances')
export const vpcsArea = () => import('~/store/api/vpcs')
export const hardwareArea = () => import('~/store/api/system-hardware')
export const disksArea = () => import('~/store/api/disks')
export const imagesArea = () => import('~/store/api/images')

/** A list page whose first rows are the first page of one list, scoped by the route's params. */
export const listLoad = (
  areas: RouteLoad['areas'],
  endpoint: Parameters<typeof firstPageQuery>[0],
  scope: (params: RouteParams) => object = () => ({}),
): RouteLoad => ({
  areas,
  queries: (params, path) => [firstPageQuery(endpoint, scope(params), path)],
})

/** An access page: the users and groups it names, the viewer's own groups, and `policy`. */
export const accessLoad = (
  area: (() => Promise<unknown>) | undefined,
  policy: (params: RouteParams) => RouteQuery[],
): RouteLoad => ({
  areas: () => Promise.all([siloArea(), area?.()]),
  queries: (params) => [
    routeQuery('userList', wholeListArgs({})),
    routeQuery('groupList', wholeListArgs({})),
    routeQuery('currentUserGroups', {}),
    ...policy(params),
  ],
})

/** A project named in the route, once a list or a view has put it in the store. */
const projectInStore = (state: RootState, project: string) =>
  projects.selectors.byNameOrId(state, project)

/**
 * The project of a project's page: the page reads it from the store (use-project.ts), so it is
 * asked for only when no list has brought it.
 */
export const projectQuery = (project: string) =>
  routeQuery('projectView', { project }, { inStore: (state) => !!projectInStore(state, project) })

/**
 * A project's resource page's first requests: the project (`projectQuery`) and the resource,
 * `nameOrId` of `slice`, unless a list or a view has put it in the store.
 */
export function projectResourceQueries<Name extends QueryName>(
  project: string,
  slice: {
    selectors: { byNameOrId: (state: RootState, key: string, scopeId: string) => unknown }
  },
  nameOrId: string,
  endpoint: Name,
  args: QueryArgs<Name>,
): RouteQuery[] {
  const inStore = (state: RootState) => {
    const scope = projectInStore(state, project)
    return !!scope && !!slice.selectors.byNameOrId(state, nameOrId, scope.id)
  }
  return [projectQuery(project), routeQuery(endpoint, args, { inStore })]
}
