/**
 * What the Jump to palette offers and in which order: the pages of the route table the user can
 * reach from where they are, the current silo's and project's resources, and the current page's
 * actions, ranked against what the user typed. Pure: the palette (JumpToPalette.tsx) gives it
 * the routes, the current params, the fetched lists and the declared actions.
 */
import { pb } from '@/paths'
import { fillPattern, resolveCrumbs } from '@/route-data'
import type { FlatRoute, NavScope, RouteParams } from '@/route-types'

export interface JumpTarget {
  /** What it is called: a page's crumb, a resource's name, an action's label. */
  label: string
  /** Where or what it is: a page's crumb path, a resource's kind. */
  detail: string
  href: string
}

/**
 * The scope a page's crumbs start below. The system's pages have no crumb above their own
 * ('Utilization' is the silo's and the system's): the top bar's scope link names it (TopBar.tsx).
 */
const scopeCrumbs: Partial<Record<NavScope, string>> = { system: 'System' }

/** A pattern's params, `:name` or `:name?` (optional). */
const paramsOf = (pattern: string) =>
  [...pattern.matchAll(/:(\w+)(\?)?/g)].map(([, name, optional]) => ({
    name,
    optional: optional === '?',
  }))

/**
 * The params a route's crumbs name (`crumb: p('project')`): places the user can be in. A param no
 * crumb names is a row a form is about (a rule to edit) or an id to look up (lookup/instances):
 * the current route's value for it does not make a place of it.
 */
const namedParams = (route: FlatRoute) =>
  route.crumbs.flatMap(({ crumb, pattern }) =>
    typeof crumb === 'function'
      ? paramsOf(pattern)
          .slice(-1)
          .map(({ name }) => name)
      : [],
  )

/**
 * Every page of the route table the user can go to from `params` (the current route's): the
 * main layout's pages (not sign-in, not redirects), the system's only for a fleet viewer (the top
 * bar shows them no System either), and of the pages inside a resource only those of the
 * resources the user is in, filled with the current route's params. Each with its crumb path;
 * the pages of the innermost resource first (an instance's tabs, then its project's pages, then
 * the silo's), so what is closest ranks first among equals ('Disks': the project's).
 */
export function reachablePages(
  routes: readonly FlatRoute[],
  params: RouteParams,
  { fleetViewer }: { fleetViewer: boolean },
): JumpTarget[] {
  const pages = routes.flatMap((route) => {
    if (route.layout !== 'main' || !route.page || route.redirect !== undefined) return []
    if (route.nav === 'system' && !fleetViewer) return []
    const required = paramsOf(route.pattern).filter(({ optional }) => !optional)
    const named = namedParams(route)
    if (!required.every(({ name }) => params[name] && named.includes(name))) return []
    // optional params (a rule to copy) are left out: the page, not one of its variants
    const filled = Object.fromEntries(required.map(({ name }) => [name, params[name]]))
    const labels = resolveCrumbs(route, filled).map((crumb) => crumb.label)
    const scope = route.nav && scopeCrumbs[route.nav]
    const target: JumpTarget = {
      label: labels[labels.length - 1] ?? '',
      detail: (scope ? [scope, ...labels] : labels).join(' / '),
      href: fillPattern(route.pattern, filled),
    }
    return [{ target, depth: required.length }]
  })
  return pages.sort((a, b) => b.depth - a.depth).map(({ target }) => target)
}

/**
 * The resources the palette searches: the silo's projects and, in a project, its resources (and
 * across the silo, find-index.ts). Each goes to its own page, or where its details show (a
 * floating IP's, an image's, a subnet's panel), or for a disk or a snapshot, which have no page,
 * to the project's list of them.
 */
export const resourceKinds = {
  project: {
    kind: 'Project',
    what: 'projects',
    href: (project: string) => pb.project({ project }),
  },
  instance: {
    kind: 'Instance',
    what: 'instances',
    href: (project: string, instance: string) => pb.instance({ project, instance }),
  },
  disk: { kind: 'Disk', what: 'disks', href: (project: string) => pb.disks({ project }) },
  vpc: {
    kind: 'VPC',
    what: 'VPCs',
    href: (project: string, vpc: string) => pb.vpc({ project, vpc }),
  },
  subnet: {
    kind: 'Subnet',
    what: 'subnets',
    href: (project: string, vpc: string, subnet: string) =>
      pb.vpcSubnetEdit({ project, vpc, subnet }),
  },
  snapshot: {
    kind: 'Snapshot',
    what: 'snapshots',
    href: (project: string) => pb.snapshots({ project }),
  },
  floatingIp: {
    kind: 'Floating IP',
    what: 'floating IPs',
    href: (project: string, floatingIp: string) => pb.floatingIpEdit({ project, floatingIp }),
  },
  image: {
    kind: 'Image',
    what: 'images',
    href: (project: string, image: string) => pb.projectImageEdit({ project, image }),
  },
} as const

export type ResourceKind = keyof typeof resourceKinds

/** The kinds a project holds directly, each found by its project and name. */
export type ProjectResourceKind = Exclude<ResourceKind, 'project' | 'subnet'>

/** The projects as targets. */
export const projectTargets = (names: readonly string[]): JumpTarget[] =>
  names.map((name) => ({
    label: name,
    detail: resourceKinds.project.kind,
    href: resourceKinds.project.href(name),
  }))

/** A resource's detail: its kind and its project ('Disk in prod-db'). */
export const inProject = (kind: string, project: string) => `${kind} in ${project}`

/** One kind of a project's resources as targets. */
export const projectResourceTargets = (
  kind: ProjectResourceKind,
  project: string,
  names: readonly string[],
): JumpTarget[] =>
  names.map((name) => ({
    label: name,
    detail: inProject(resourceKinds[kind].kind, project),
    href: resourceKinds[kind].href(project, name),
  }))

/**
 * How well a target matches, best first. The label is what the user reads and types; the path or
 * kind (`detail`) narrows ('instance db', 'mock-project disks').
 */
export const matchTiers = [
  'exact label',
  'label start',
  'word start in label',
  'in label',
  'in label and detail',
  'every word in label or detail',
] as const

export type MatchTier = (typeof matchTiers)[number]

/** A label's words start after a space or a separator: 'db' starts a word of 'prod-db'. */
const startsWord = (text: string, query: string) =>
  text.split(/[\s\-_./]+/).some((word) => word.startsWith(query))

/** The tier `target` matches `query` at, or undefined when it does not match. */
export function matchTier(query: string, target: JumpTarget): MatchTier | undefined {
  const wanted = query.trim().toLowerCase()
  const label = target.label.toLowerCase()
  const whole = `${target.detail} ${target.label}`.toLowerCase()
  if (label === wanted) return 'exact label'
  if (label.startsWith(wanted)) return 'label start'
  if (startsWord(label, wanted)) return 'word start in label'
  if (label.includes(wanted)) return 'in label'
  if (whole.includes(wanted)) return 'in label and detail'
  if (wanted.split(/\s+/).every((word) => whole.includes(word))) {
    return 'every word in label or detail'
  }
  return undefined
}

/**
 * The targets that match `query`, best tier first; within a tier the shorter label first (the
 * closer match), then in the order given. An empty query keeps them all, in their order.
 */
export function rank<T extends JumpTarget>(query: string, targets: readonly T[]): T[] {
  if (query.trim() === '') return [...targets]
  return targets
    .map((target, index) => ({ target, index, tier: matchTier(query, target) }))
    .filter((entry) => entry.tier !== undefined)
    .sort(
      (a, b) =>
        matchTiers.indexOf(a.tier as MatchTier) - matchTiers.indexOf(b.tier as MatchTier) ||
        a.target.label.length - b.target.label.length ||
        a.index - b.index,
    )
    .map((entry) => entry.target)
}

/** A group shows at most this many: the best of them, the rest a few more letters away. */
export const GROUP_LIMIT = 8

export interface JumpGroup {
  heading: 'Actions' | 'Pages' | 'Resources'
  targets: JumpTarget[]
}

/** Each target once: a resource the index found and the project's list both hold shows once. */
const eachOnce = (targets: readonly JumpTarget[]) => {
  const seen = new Set<string>()
  return targets.filter((target) => {
    const key = `${target.href}|${target.label}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The palette's groups for `query`: the current page's actions, then pages, then resources, each
 * ranked and cut to GROUP_LIMIT; a page that is also an action (the projects' 'New project') shows
 * once, as the action. The resources the index found (find-match.ts) go around the others: those
 * holding what was typed (an ID, an address) lead, their names do not match it; those named like
 * it elsewhere in the silo follow the projects' and the current project's. Empty groups are left
 * out.
 */
export function jumpGroups(
  query: string,
  {
    actions,
    pages,
    resources,
    found = { held: [], named: [] },
  }: {
    actions: readonly JumpTarget[]
    pages: readonly JumpTarget[]
    resources: readonly JumpTarget[]
    found?: { held: readonly JumpTarget[]; named: readonly JumpTarget[] }
  },
): JumpGroup[] {
  const actionHrefs = new Set(actions.map((action) => action.href))
  const groups: JumpGroup[] = [
    { heading: 'Actions', targets: rank(query, actions) },
    { heading: 'Pages', targets: rank(query, pages).filter((page) => !actionHrefs.has(page.href)) },
    {
      heading: 'Resources',
      targets: eachOnce([...found.held, ...rank(query, resources), ...rank(query, found.named)]),
    },
  ]
  return groups
    .map((group) => ({ ...group, targets: group.targets.slice(0, GROUP_LIMIT) }))
    .filter((group) => group.targets.length > 0)
}
