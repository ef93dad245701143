// @vitest-environment node

import type { RootState } from '~/store'
import { pageTitle } from './hooks/use-route'
import { pb } from './paths'
import {
  fillPattern,
  matchLocation,
  resolveCrumbs,
  splitStoredNames,
  storedCrumbNames,
} from './route-data'
import { flatRoutes } from './route-table'

const params = {
  project: 'mock-project',
  instance: 'db1',
  vpc: 'mock-vpc',
  rule: 'allow-icmp',
  router: 'mock-router',
  route: 'default-v4',
  subnet: 'mock-subnet',
  gateway: 'internet-gateway',
  floatingIp: 'rootbeer-float',
  disk: 'disk-1',
  externalSubnet: 'edge-v4',
  image: 'ubuntu-22-04',
  snapshot: 'snapshot-1',
  sshKey: 'm1-macbook-pro',
  silo: 'default-silo',
  provider: 'mock-idp',
  sledId: 'c2519937-44a4-493b-9b38-5c337c597d08',
  rackId: '4f9c1a52-7d3e-4b8a-9e21-6c0d5a8b3f17',
  bundle: '3f9c2a71-5d0e-4b8a-9c61-0e7d2b4a8f13',
  pool: 'ip-pool-1',
  antiAffinityGroup: 'romulus-remus',
  receiver: 'ops-pager',
  switchSlot: 'switch0',
  peer: '198.51.100.1',
  port: 'qsfp0',
  addressLot: 'uplink-infra',
  announceSet: 'rack-prefixes',
}

/** Every route of SPEC §2 with the path it should end up on. */
const specRoutes: [path: string, resolvesTo?: string][] = [
  ['/login/default-silo/local'],
  ['/login/default-silo/saml/mock-idp'],
  ['/device/verify'],
  ['/device/success'],
  ['/', '/projects'],
  ['/projects'],
  ['/projects-new'],
  ['/projects/mock-project/edit'],
  ['/images'],
  ['/images/ubuntu/edit'],
  ['/utilization'],
  ['/access'],
  ['/lookup/instances/abc'],
  ['/lookup/i/abc'],
  ['/settings', '/settings/profile'],
  ['/settings/profile'],
  ['/settings/ssh-keys'],
  ['/settings/ssh-keys/key-1/edit'],
  ['/settings/ssh-keys-new'],
  ['/settings/access-tokens'],
  ['/system/silos'],
  ['/system/silos-new'],
  ['/system/silos/default-silo', '/system/silos/default-silo/idps'],
  ['/system/silos/default-silo/idps'],
  ['/system/silos/default-silo/idps-new'],
  ['/system/silos/default-silo/idps/saml/mock-idp'],
  ['/system/silos/default-silo/ip-pools'],
  ['/system/silos/default-silo/quotas'],
  ['/system/silos/default-silo/fleet-roles'],
  // beyond SPEC §2's tabs: the silo's policy, which the contract offers operators
  ['/system/silos/default-silo/access'],
  ['/system/issues'],
  ['/system/utilization'],
  ['/system/update'],
  ['/system/inventory/sleds'],
  ['/system/inventory/disks'],
  ['/system/inventory/sleds/abc', '/system/inventory/sleds/abc/instances'],
  ['/system/networking/ip-pools'],
  ['/system/networking/ip-pools-new'],
  ['/system/networking/ip-pools/pool-1'],
  ['/system/networking/ip-pools/pool-1/edit'],
  ['/system/networking/ip-pools/pool-1/ranges-add'],
  // beyond SPEC §2's networking pages: the contract's subnet pools, and a silo's tab of them
  ['/system/networking/subnet-pools'],
  ['/system/networking/subnet-pools-new'],
  ['/system/networking/subnet-pools/pool-1'],
  ['/system/networking/subnet-pools/pool-1/edit'],
  ['/system/networking/subnet-pools/pool-1/members-add'],
  ['/system/silos/default-silo/subnet-pools'],
  // beyond SPEC §2's system pages: the contract's experimental support bundles
  ['/system/support-bundles'],
  ['/system/support-bundles-new'],
  ['/system/support-bundles/3f9c2a71-5d0e-4b8a-9c61-0e7d2b4a8f13'],
  ['/system/support-bundles/3f9c2a71-5d0e-4b8a-9c61-0e7d2b4a8f13/edit'],
  ['/projects/p', '/projects/p/instances'],
  ['/projects/p/instances'],
  ['/projects/p/instances-new'],
  ['/projects/p/instances/i', '/projects/p/instances/i/storage'],
  ['/projects/p/instances/i/storage'],
  ['/projects/p/instances/i/networking'],
  ['/projects/p/instances/i/metrics', '/projects/p/instances/i/metrics/cpu'],
  ['/projects/p/instances/i/metrics/cpu'],
  ['/projects/p/instances/i/metrics/disk'],
  ['/projects/p/instances/i/metrics/network'],
  ['/projects/p/instances/i/connect'],
  ['/projects/p/instances/i/settings'],
  ['/projects/p/instances/i/serial-console'],
  ['/projects/p/vpcs'],
  ['/projects/p/vpcs-new'],
  ['/projects/p/vpcs/v', '/projects/p/vpcs/v/firewall-rules'],
  ['/projects/p/vpcs/v/firewall-rules'],
  ['/projects/p/vpcs/v/firewall-rules-new'],
  ['/projects/p/vpcs/v/firewall-rules-new/allow-ssh'],
  ['/projects/p/vpcs/v/firewall-rules/allow-ssh/edit'],
  ['/projects/p/vpcs/v/edit'],
  ['/projects/p/vpcs/v/subnets'],
  ['/projects/p/vpcs/v/subnets-new'],
  ['/projects/p/vpcs/v/subnets/s/edit'],
  ['/projects/p/vpcs/v/routers'],
  ['/projects/p/vpcs/v/routers-new'],
  ['/projects/p/vpcs/v/routers/r'],
  ['/projects/p/vpcs/v/routers/r/edit'],
  ['/projects/p/vpcs/v/routers/r/routes-new'],
  ['/projects/p/vpcs/v/routers/r/routes/rt/edit'],
  ['/projects/p/vpcs/v/internet-gateways/g'],
  ['/projects/p/floating-ips'],
  ['/projects/p/floating-ips-new'],
  ['/projects/p/floating-ips/f/edit'],
  ['/projects/p/external-subnets'],
  ['/projects/p/external-subnets-new'],
  ['/projects/p/external-subnets/s/edit'],
  ['/projects/p/disks'],
  ['/projects/p/disks-new'],
  ['/projects/p/snapshots'],
  ['/projects/p/snapshots-new'],
  ['/projects/p/snapshots/s/images-new'],
  ['/projects/p/images'],
  ['/projects/p/images-new'],
  ['/projects/p/images/i/edit'],
  ['/projects/p/access'],
  ['/projects/p/affinity'],
  ['/projects/p/affinity-new'],
  ['/projects/p/affinity/g'],
  ['/projects/p/affinity/g/edit'],
]

/** Follow redirects to the page a path shows. */
function resolve(path: string) {
  let current = path
  for (let hops = 0; hops < 5; hops++) {
    const match = matchLocation(current)
    if (!match) return null
    if (!match.route.redirect) return { path: current, match }
    current = fillPattern(match.route.redirect, match.params)
  }
  throw new Error(`redirect loop at ${path}`)
}

describe('route table', () => {
  it.each(specRoutes)('%s resolves to a page', (path, resolvesTo) => {
    const resolved = resolve(path)
    expect(resolved).not.toBeNull()
    expect(resolved?.path).toBe(resolvesTo ?? path)
    expect(resolved?.match.route.page).toBeDefined()
  })

  it.each(['/nope', '/projects/p/nope', '/system/silos/s/idps/extra/path'])(
    'unknown path %s matches nothing (not-found page)',
    (path) => expect(matchLocation(path)).toBeNull(),
  )

  it.each(Object.entries(pb))('path builder %s lands on a page of the table', (_, build) => {
    const path = (build as (p: typeof params) => string)(params)
    expect(resolve(path)).not.toBeNull()
  })

  // a breadcrumb is a link: each section it names shows a page, never the not-found page
  const crumbLinks = new Set(
    flatRoutes.flatMap((route) => route.crumbs.map(({ pattern }) => pattern)),
  )
  it.each([...crumbLinks])('crumb link %s lands on a page of the table', (pattern) => {
    expect(resolve(fillPattern(pattern, params))?.match.route.page).toBeDefined()
  })

  it.each([
    ['/system/alerts', '/system/alerts/receivers'],
    ['/system/alerts/receivers/ops-pager', '/system/alerts/receivers/ops-pager/subscriptions'],
  ])('the alerts crumb %s leads to %s', (path, resolvesTo) => {
    expect(resolve(path)?.path).toBe(resolvesTo)
  })

  it('the system networking crumb leads to its IP pools', () => {
    expect(resolve('/system/networking')?.path).toBe('/system/networking/ip-pools')
  })

  it('projects-new shows the projects page with the create form over it', () => {
    const match = matchLocation('/projects-new')
    expect(match?.route.modal).toBeDefined()
    expect(match?.route.page).toBe(matchLocation('/projects')?.route.page)
  })

  it('decodes params', () => {
    expect(matchLocation('/projects/a%20b/instances')?.params.project).toBe('a b')
  })
})

/** A location's crumbs as the layout shows them: 'label → href', from the top. */
function crumbsAt(location: string) {
  const match = matchLocation(location)
  if (!match) throw new Error(`no route for ${location}`)
  return resolveCrumbs(match.route, match.params).map(({ label, href }) => `${label} → ${href}`)
}

describe('crumbs: the whole path (SPEC §2 Breadcrumbs)', () => {
  it.each<[string, string[]]>([
    [
      '/projects/mock-project/instances/db1/storage',
      [
        'Projects → /projects',
        'mock-project → /projects/mock-project',
        'Instances → /projects/mock-project/instances',
        'db1 → /projects/mock-project/instances/db1',
        'Storage → /projects/mock-project/instances/db1/storage',
      ],
    ],
    [
      '/projects/mock-project/instances/db1/metrics/cpu',
      [
        'Projects → /projects',
        'mock-project → /projects/mock-project',
        'Instances → /projects/mock-project/instances',
        'db1 → /projects/mock-project/instances/db1',
        'Metrics → /projects/mock-project/instances/db1/metrics',
        'CPU → /projects/mock-project/instances/db1/metrics/cpu',
      ],
    ],
    [
      '/projects/mock-project/vpcs/mock-vpc/routers/mock-router/edit',
      [
        'Projects → /projects',
        'mock-project → /projects/mock-project',
        'VPCs → /projects/mock-project/vpcs',
        'mock-vpc → /projects/mock-project/vpcs/mock-vpc',
        'Routers → /projects/mock-project/vpcs/mock-vpc/routers',
        'mock-router → /projects/mock-project/vpcs/mock-vpc/routers/mock-router',
        'Edit router → /projects/mock-project/vpcs/mock-vpc/routers/mock-router/edit',
      ],
    ],
    [
      '/projects/mock-project/disks-new',
      [
        'Projects → /projects',
        'mock-project → /projects/mock-project',
        'Disks → /projects/mock-project/disks',
        'New disk → /projects/mock-project/disks-new',
      ],
    ],
    [
      '/projects/mock-project/edit',
      ['Projects → /projects', 'Edit project → /projects/mock-project/edit'],
    ],
    [
      '/system/silos/default-silo/idps/saml/mock-idp',
      [
        'Silos → /system/silos',
        'default-silo → /system/silos/default-silo',
        'Identity Providers → /system/silos/default-silo/idps',
        'mock-idp → /system/silos/default-silo/idps/saml/mock-idp',
      ],
    ],
    [
      '/settings/ssh-keys-new',
      [
        'Settings → /settings',
        'SSH Keys → /settings/ssh-keys',
        'New SSH key → /settings/ssh-keys-new',
      ],
    ],
    [
      '/system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08/instances',
      [
        'Inventory → /system/inventory',
        'Sleds → /system/inventory/sleds',
        'c2519937-44a4-493b-9b38-5c337c597d08 → /system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08',
        'Instances → /system/inventory/sleds/c2519937-44a4-493b-9b38-5c337c597d08/instances',
      ],
    ],
    [
      '/system/inventory/racks/4f9c1a52-7d3e-4b8a-9e21-6c0d5a8b3f17',
      [
        'Inventory → /system/inventory',
        '4f9c1a52-7d3e-4b8a-9e21-6c0d5a8b3f17 → /system/inventory/racks/4f9c1a52-7d3e-4b8a-9e21-6c0d5a8b3f17',
      ],
    ],
    ['/projects', ['Projects → /projects']],
  ])('%s', (location, crumbs) => expect(crumbsAt(location)).toEqual(crumbs))

  it('marks the crumbs that name a resource, the ones the server may not know', () => {
    const match = matchLocation('/projects/mock-project/instances/db1/storage')
    if (!match) throw new Error('no route')
    expect(
      resolveCrumbs(match.route, match.params)
        .filter((crumb) => crumb.isName)
        .map((crumb) => crumb.label),
    ).toEqual(['mock-project', 'db1'])
  })

  describe('a user’s or group’s page: named by the display name the store holds', () => {
    const USER = 'a1b2c3d4-0000-4000-8000-0000000000aa'
    const GROUP = 'a1b2c3d4-0000-4000-8000-0000000000bb'
    const stateHolding = (queries: Record<string, unknown>) =>
      ({ api: { queries } }) as unknown as RootState
    const crumbLabels = (location: string, state: RootState) => {
      const match = matchLocation(location)
      if (!match) throw new Error(`no route for ${location}`)
      return resolveCrumbs(
        match.route,
        match.params,
        splitStoredNames(storedCrumbNames(match.route, match.params, state)),
      ).map(({ label }) => label)
    }
    const user = { id: USER, displayName: 'Grace Hopper' }
    const group = { id: GROUP, displayName: 'kernel-devs' }
    it.each<[string, string, Record<string, unknown>, string]>([
      ['a user, nothing loaded yet', `/directory/users/${USER}`, {}, 'User'],
      [
        'a user, its page’s answer in',
        `/directory/users/${USER}`,
        { view: { endpointName: 'userView', data: user } },
        'Grace Hopper',
      ],
      [
        'a user, a list holding it in',
        `/directory/users/${USER}`,
        { list: { endpointName: 'userList', data: { items: [user] } } },
        'Grace Hopper',
      ],
      [
        'a user, only another user’s answer in',
        `/directory/users/${USER}`,
        { view: { endpointName: 'userView', data: { ...user, id: GROUP } } },
        'User',
      ],
      [
        'a user, a group of its ID in (another kind)',
        `/directory/users/${USER}`,
        { view: { endpointName: 'groupView', data: { ...group, id: USER } } },
        'User',
      ],
      [
        'a group, its page’s answer in',
        `/directory/groups/${GROUP}`,
        { view: { endpointName: 'groupView', data: group } },
        'kernel-devs',
      ],
      [
        'a group, a list holding it in',
        `/directory/groups/${GROUP}`,
        { list: { endpointName: 'groupList', data: { items: [group] } } },
        'kernel-devs',
      ],
      ['a group, nothing loaded yet', `/directory/groups/${GROUP}`, {}, 'Group'],
    ])('%s', (_case, location, queries, label) => {
      const labels = crumbLabels(location, stateHolding(queries))
      expect(labels[labels.length - 1]).toBe(label)
    })
  })

  it('titles the page by its crumbs, most specific first (SPEC §2 Layouts)', () => {
    const match = matchLocation('/projects/mock-project/instances/db1/storage')
    if (!match) throw new Error('no route')
    expect(pageTitle(resolveCrumbs(match.route, match.params))).toBe(
      'Storage / db1 / Instances / mock-project / Projects / Oxide Console',
    )
  })
})

describe('page title', () => {
  it.each([
    [[], 'Oxide Console'],
    [[{ label: 'Projects', href: '/projects' }], 'Projects / Oxide Console'],
    [
      [
        { label: 'Projects', href: '/projects' },
        { label: 'New project', href: '/projects-new' },
      ],
      'New project / Projects / Oxide Console',
    ],
  ])('%j → %s', (crumbs, title) => expect(pageTitle(crumbs)).toBe(title))
})

describe('frames', () => {
  const framesAt = (path: string) => matchLocation(path)?.route.frames ?? []
  const instance = '/projects/mock-project/instances/db1'

  it('renders every instance tab in one instance frame, so tab switches keep it mounted', () => {
    const [frame] = framesAt(`${instance}/storage`)
    expect(frame).toBeDefined()
    for (const tab of ['networking', 'connect', 'settings', 'metrics/cpu', 'metrics/disk']) {
      expect(framesAt(`${instance}/${tab}`)[0]).toBe(frame)
    }
  })

  it('nests the metrics sub-tabs in a second frame, the redirect to CPU included', () => {
    const metrics = framesAt(`${instance}/metrics/cpu`)
    expect(metrics).toHaveLength(2)
    expect(framesAt(`${instance}/metrics`)).toEqual(metrics)
    expect(framesAt(`${instance}/metrics/network`)).toEqual(metrics)
  })

  it('leaves pages outside a tabbed section unframed', () => {
    expect(framesAt(`${instance}/serial-console`)).toEqual([])
    expect(framesAt('/projects/mock-project/instances')).toEqual([])
    expect(framesAt('/projects')).toEqual([])
  })
})
