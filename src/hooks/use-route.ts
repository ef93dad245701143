/**
 * The current route for pages, layouts and frames: its params, crumbs and table entry. Provided
 * by the renderer (routes.tsx); pages read it here, so no page imports the module that lazily
 * imports every page.
 */
import { createContext, useContext } from 'react'
import type { FlatRoute, RouteParams } from '@/route-types'

export interface ResolvedCrumb {
  label: string
  href: string
  /** The crumb is a resource's name from the path (a project, an instance): one the server may not know. */
  isName: boolean
}

export interface CurrentRoute {
  /** The path the routes show: while the next page's code loads, still the one before it. */
  location: string
  route: FlatRoute
  params: RouteParams
  crumbs: ResolvedCrumb[]
}

export const CONSOLE_NAME = 'Oxide Console'

/** Most specific first, joined with ' / ', ending with the console's name (SPEC §2 Layouts). */
export function pageTitle(crumbs: Pick<ResolvedCrumb, 'label'>[]) {
  return [...crumbs.map((crumb) => crumb.label)].reverse().concat(CONSOLE_NAME).join(' / ')
}

export const RouteContext = createContext<CurrentRoute | null>(null)

export function useCurrentRoute() {
  const current = useContext(RouteContext)
  if (!current) throw new Error('useCurrentRoute outside a route')
  return current
}

/** Route params of the current route; names must be params of its pattern. */
export function useRouteParams<K extends string>(...names: K[]): Record<K, string> {
  const { params } = useCurrentRoute()
  for (const name of names) {
    if (!params[name]) throw new Error(`route param ${name} missing`)
  }
  return params as Record<K, string>
}

/** Pages under /projects/:project. */
export const useProjectParams = () => useRouteParams('project')
/** Pages under /projects/:project/instances/:instance. */
export const useInstanceParams = () => useRouteParams('project', 'instance')
