/**
 * The one route table (SPEC §2). A tree of relative paths; `flattenRoutes` turns it into full
 * wouter patterns with their breadcrumb chain, layout, navigation scope, page and side modal.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type RouteParams = Record<string, string>
export type Crumb = string | ((params: RouteParams) => string)
export type Layout = 'main' | 'split' | 'centred'
export type NavScope = 'silo' | 'system' | 'project' | 'settings'
type Page = LazyExoticComponent<ComponentType>

export interface RouteNode {
  path: string
  crumb?: Crumb
  layout?: Layout
  nav?: NavScope
  /** The page shown at this path (inherited by child modal routes). */
  page?: Page
  /** A side modal shown over the inherited page. */
  modal?: Page
  /** Relative path this route redirects to. */
  redirect?: string
  /** The page belongs to an open issue: the layout and heading render until it lands. */
  pending?: boolean
  children?: RouteNode[]
}

export interface FlatRoute {
  pattern: string
  /** Each crumb with the pattern of the route it links to. */
  crumbs: { crumb: Crumb; pattern: string }[]
  layout: Layout
  nav?: NavScope
  page?: Page
  modal?: Page
  redirect?: string
  pending?: boolean
}

const ProjectsPage = lazy(() => import('./pages/projects/ProjectsPage'))
const ProjectCreateForm = lazy(() => import('./forms/project-create'))
const ProjectEditForm = lazy(() => import('./forms/project-edit'))
const PendingPage = lazy(() => import('./pages/PendingPage'))
const LoginRedirect = lazy(() => import('./pages/LoginRedirect'))

/** A page whose issue is still open: heading only. */
const pending = (path: string, crumb: Crumb, children?: RouteNode[]): RouteNode => ({
  path,
  crumb,
  page: PendingPage,
  pending: true,
  children,
})
/** A side-modal route of a pending area: shown as the pending page with the modal's heading. */
const pendingModal = pending

const p = (name: string) => (params: RouteParams) => params[name]

export const routeTable: RouteNode[] = [
  {
    path: '/login',
    layout: 'split',
    children: [
      { path: '', page: LoginRedirect },
      pending(':silo/local', 'Sign in'),
      pending(':silo/saml/:provider', 'Sign in'),
    ],
  },
  {
    path: '/device',
    layout: 'centred',
    children: [pending('verify', 'Device Authentication'), pending('success', 'Device logged in')],
  },
  {
    path: '/',
    layout: 'main',
    nav: 'silo',
    children: [
      { path: '', redirect: '/projects' },
      {
        path: 'projects',
        crumb: 'Projects',
        page: ProjectsPage,
        children: [
          { path: '/projects-new', crumb: 'New project', modal: ProjectCreateForm },
          { path: ':project/edit', crumb: 'Edit project', modal: ProjectEditForm },
        ],
      },
      pending('images', 'Images', [pendingModal(':image/edit', 'Edit image')]),
      pending('utilization', 'Utilization'),
      pending('access', 'Silo Access'),
      pending('lookup/instances/:instance', 'Instance'),
      pending('lookup/i/:instance', 'Instance'),
    ],
  },
  {
    path: '/settings',
    layout: 'main',
    nav: 'settings',
    crumb: 'Settings',
    children: [
      { path: '', redirect: 'profile' },
      pending('profile', 'Profile'),
      pending('ssh-keys', 'SSH Keys', [pendingModal(':sshKey/edit', 'SSH key')]),
      pending('ssh-keys-new', 'New SSH key'),
      pending('access-tokens', 'Access Tokens'),
    ],
  },
  {
    path: '/system',
    layout: 'main',
    nav: 'system',
    children: [
      { path: '', redirect: 'silos' },
      pending('silos', 'Silos'),
      pending('silos-new', 'New silo'),
      {
        path: 'silos/:silo',
        crumb: p('silo'),
        children: [
          { path: '', redirect: 'idps' },
          pending('idps', 'Identity Providers', [pendingModal('saml/:provider', p('provider'))]),
          pending('idps-new', 'New identity provider'),
          pending('ip-pools', 'IP Pools'),
          pending('quotas', 'Quotas'),
          pending('fleet-roles', 'Fleet Roles'),
        ],
      },
      pending('issues', 'Issues'),
      pending('utilization', 'Utilization'),
      pending('update', 'System Update'),
      {
        path: 'inventory',
        crumb: 'Inventory',
        children: [
          { path: '', redirect: 'sleds' },
          pending('sleds', 'Sleds'),
          pending('disks', 'Disks'),
          {
            path: 'sleds/:sledId',
            crumb: p('sledId'),
            children: [{ path: '', redirect: 'instances' }, pending('instances', 'Instances')],
          },
        ],
      },
      {
        path: 'networking',
        crumb: 'Networking',
        children: [
          pending('ip-pools', 'IP Pools'),
          pending('ip-pools-new', 'New IP pool'),
          pending('ip-pools/:pool', p('pool'), [
            pendingModal('edit', 'Edit IP pool'),
            pendingModal('ranges-add', 'Add IP range'),
          ]),
        ],
      },
    ],
  },
  {
    path: '/projects/:project',
    layout: 'main',
    nav: 'project',
    crumb: p('project'),
    children: [
      { path: '', redirect: 'instances' },
      pending('instances', 'Instances'),
      pending('instances-new', 'New instance'),
      {
        path: 'instances/:instance',
        crumb: p('instance'),
        children: [
          { path: '', redirect: 'storage' },
          pending('storage', 'Storage'),
          pending('networking', 'Networking'),
          {
            path: 'metrics',
            crumb: 'Metrics',
            children: [
              { path: '', redirect: 'cpu' },
              pending('cpu', 'CPU'),
              pending('disk', 'Disk'),
              pending('network', 'Network'),
            ],
          },
          pending('connect', 'Connect'),
          pending('settings', 'Settings'),
          pending('serial-console', 'Serial Console'),
        ],
      },
      pending('vpcs', 'VPCs'),
      pending('vpcs-new', 'New VPC'),
      {
        path: 'vpcs/:vpc',
        crumb: p('vpc'),
        children: [
          { path: '', redirect: 'firewall-rules' },
          pending('edit', 'Edit VPC'),
          pending('firewall-rules', 'Firewall Rules', [pendingModal(':rule/edit', 'Edit rule')]),
          pending('firewall-rules-new/:rule?', 'New firewall rule'),
          pending('subnets', 'Subnets', [pendingModal(':subnet/edit', 'Edit subnet')]),
          pending('subnets-new', 'New subnet'),
          pending('routers', 'Routers'),
          pending('routers-new', 'New router'),
          pending('routers/:router', p('router'), [
            pendingModal('edit', 'Edit router'),
            pendingModal('routes-new', 'New route'),
            pendingModal('routes/:route/edit', 'Edit route'),
          ]),
          pending('internet-gateways', 'Internet Gateways', [
            pendingModal(':gateway', p('gateway')),
          ]),
        ],
      },
      pending('floating-ips', 'Floating IPs', [
        pendingModal(':floatingIp/edit', 'Edit floating IP'),
      ]),
      pending('floating-ips-new', 'New floating IP'),
      pending('disks', 'Disks'),
      pending('disks-new', 'New disk'),
      pending('snapshots', 'Snapshots', [pendingModal(':snapshot/images-new', 'Create image')]),
      pending('snapshots-new', 'New snapshot'),
      pending('images', 'Images', [pendingModal(':image/edit', 'Edit image')]),
      pending('images-new', 'Upload image'),
      pending('access', 'Project Access'),
      pending('affinity', 'Affinity'),
      pending('affinity-new', 'New anti-affinity group'),
      pending('affinity/:antiAffinityGroup', p('antiAffinityGroup'), [
        pendingModal('edit', 'Edit group'),
      ]),
    ],
  },
]

const join = (base: string, path: string) => {
  if (path.startsWith('/')) return path
  if (!path) return base
  return base === '/' ? `/${path}` : `${base}/${path}`
}

export function flattenRoutes(
  nodes: RouteNode[],
  parent?: FlatRoute & { base: string },
): FlatRoute[] {
  const routes: FlatRoute[] = []
  for (const node of nodes) {
    const pattern = join(parent?.base ?? '', node.path)
    const here = {
      base: pattern,
      pattern,
      crumbs: node.crumb
        ? [...(parent?.crumbs ?? []), { crumb: node.crumb, pattern }]
        : [...(parent?.crumbs ?? [])],
      layout: node.layout ?? parent?.layout ?? 'main',
      nav: node.nav ?? parent?.nav,
      page: node.page ?? (node.modal ? parent?.page : undefined),
      modal: node.modal,
      pending: node.pending ?? (node.modal ? parent?.pending : undefined),
      redirect: node.redirect === undefined ? undefined : join(pattern, node.redirect),
    }
    if (here.page || here.redirect) {
      const { base: _base, ...route } = here
      routes.push(route)
    }
    if (node.children) routes.push(...flattenRoutes(node.children, here))
  }
  return routes
}

export const flatRoutes = flattenRoutes(routeTable)
