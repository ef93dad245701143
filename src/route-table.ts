/**
 * The one route table (SPEC §2), composed of the areas' routes (src/routes/: each page declared
 * once there, with its code and its first rows). A tree of relative paths; `flattenRoutes` turns
 * it into full wouter patterns with their breadcrumb chain, layout, navigation scope, page, side
 * modal and first-row loads.
 */
import type { FlatRoute, RouteNode } from './route-types'
import { projectRoutes } from './routes/project'
import { settingsRoutes } from './routes/settings'
import { signInRoutes } from './routes/sign-in'
import { siloRoutes } from './routes/silo'
import { systemRoutes } from './routes/system'

export const routeTable: RouteNode[] = [
  ...signInRoutes,
  siloRoutes,
  settingsRoutes,
  systemRoutes,
  projectRoutes,
]

const join = (base: string, path: string) => {
  if (path.startsWith('/')) return path
  if (!path) return base
  return base === '/' ? `/${path}` : `${base}/${path}`
}

type RouteInProgress = Omit<FlatRoute, 'loads'> & { base: string }

export function flattenRoutes(nodes: RouteNode[], parent?: RouteInProgress): FlatRoute[] {
  const routes: FlatRoute[] = []
  for (const node of nodes) {
    const pattern = join(parent?.base ?? '', node.path)
    const here: RouteInProgress = {
      base: pattern,
      pattern,
      crumbs: node.crumb
        ? [...(parent?.crumbs ?? []), { crumb: node.crumb, pattern }]
        : [...(parent?.crumbs ?? [])],
      layout: node.layout ?? parent?.layout ?? 'main',
      nav: node.nav ?? parent?.nav,
      page: node.page ?? (node.modal ? parent?.page : undefined),
      modal: node.modal,
      redirect: node.redirect === undefined ? undefined : join(pattern, node.redirect),
      frames: node.frame ? [...(parent?.frames ?? []), node.frame] : (parent?.frames ?? []),
    }
    if (here.page || here.redirect) {
      const { base: _base, ...route } = here
      const loads = [...route.frames, route.page].map((code) => code?.firstRows)
      routes.push({ ...route, loads: loads.filter((load) => load !== undefined) })
    }
    if (node.children) routes.push(...flattenRoutes(node.children, here))
  }
  return routes
}

export const flatRoutes = flattenRoutes(routeTable)
