// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { pb } from '@/paths'
import { flatRoutes } from '@/route-table'
import type { RouteParams } from '@/route-types'
import {
  GROUP_LIMIT,
  type JumpTarget,
  jumpGroups,
  type MatchTier,
  matchTier,
  type ProjectResourceKind,
  projectResourceTargets,
  projectTargets,
  rank,
  reachablePages,
} from './jump-targets'

const target = (label: string, detail = ''): JumpTarget => ({ label, detail, href: `/${label}` })

describe('which pages the palette lists from where the user is', () => {
  const pagesAt = (params: RouteParams, fleetViewer = true) =>
    reachablePages(flatRoutes, params, { fleetViewer }).map(
      ({ label, detail, href }) => `${label} | ${detail} | ${href}`,
    )

  test.each<[where: string, params: RouteParams, fleetViewer: boolean, listed: string[]]>([
    [
      'the silo: its pages, the settings and their forms, each with its crumb path',
      {},
      false,
      [
        'Projects | Projects | /projects',
        'New project | Projects / New project | /projects-new',
        'Utilization | Utilization | /utilization',
        'Profile | Settings / Profile | /settings/profile',
        'New SSH key | Settings / SSH Keys / New SSH key | /settings/ssh-keys-new',
      ],
    ],
    [
      'the system, for a fleet viewer, named as the top bar names it',
      {},
      true,
      [
        'Utilization | System / Utilization | /system/utilization',
        'Sleds | System / Inventory / Sleds | /system/inventory/sleds',
        'New IP pool | System / Networking / IP Pools / New IP pool | /system/networking/ip-pools-new',
      ],
    ],
    [
      'a project: its pages, filled with its name',
      { project: 'mock-project' },
      false,
      [
        'Instances | Projects / mock-project / Instances | /projects/mock-project/instances',
        'New instance | Projects / mock-project / New instance | /projects/mock-project/instances-new',
        'Disks | Projects / mock-project / Disks | /projects/mock-project/disks',
      ],
    ],
    [
      'an instance: its tabs and its serial console',
      { project: 'mock-project', instance: 'db1' },
      false,
      [
        'Storage | Projects / mock-project / Instances / db1 / Storage | /projects/mock-project/instances/db1/storage',
        'CPU | Projects / mock-project / Instances / db1 / Metrics / CPU | /projects/mock-project/instances/db1/metrics/cpu',
        'Serial Console | Projects / mock-project / Instances / db1 / Serial Console | /projects/mock-project/instances/db1/serial-console',
      ],
    ],
    [
      'a VPC: a new firewall rule without the rule the user is editing to copy',
      { project: 'p', vpc: 'v', rule: 'allow-icmp' },
      false,
      [
        'New firewall rule | Projects / p / VPCs / v / New firewall rule | /projects/p/vpcs/v/firewall-rules-new',
      ],
    ],
    [
      'a router: its page by its name',
      { project: 'p', vpc: 'v', router: 'r' },
      false,
      ['r | Projects / p / VPCs / v / Routers / r | /projects/p/vpcs/v/routers/r'],
    ],
  ])('%s', (_, params, fleetViewer, listed) => {
    expect(pagesAt(params, fleetViewer)).toEqual(expect.arrayContaining(listed))
  })

  test.each<[why: string, params: RouteParams, fleetViewer: boolean, left: RegExp]>([
    ['sign-in and device pages (not the main layout)', {}, true, /\| \/(login|device)\//],
    ['redirects (a project is its instances)', { project: 'p' }, true, /\| \/projects\/p$/],
    ['the system, for a user who is not a fleet viewer', {}, false, /\| \/system\//],
    ['a project’s pages outside any project', {}, true, /\| \/projects\/[^/]+\//],
    ['an instance’s tabs on the project’s pages', { project: 'p' }, true, /\/instances\/[^/]+\//],
    [
      'the instance look-ups, whose param is an id, not the name of the instance the user is in',
      { project: 'p', instance: 'db1' },
      true,
      /\/lookup\//,
    ],
    [
      'a form about one row, which its param names but no crumb (a rule to edit)',
      { project: 'p', vpc: 'v', rule: 'allow-icmp' },
      true,
      /firewall-rules\/allow-icmp/,
    ],
  ])('leaves out %s', (_, params, fleetViewer, left) => {
    const pages = pagesAt(params, fleetViewer)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter((page) => left.test(page))).toEqual([])
  })

  test('lists the pages of the innermost resource first: an instance’s, its project’s, the silo’s', () => {
    const labels = reachablePages(
      flatRoutes,
      { project: 'p', instance: 'db1' },
      { fleetViewer: true },
    ).map((page) => page.detail)
    const first = (prefix: string) => labels.findIndex((label) => label.startsWith(prefix))
    expect(first('Projects / p / Instances / db1 /')).toBe(0)
    expect(first('Projects / p / Instances / db1 /')).toBeLessThan(first('Projects / p / Disks'))
    expect(first('Projects / p / Disks')).toBeLessThan(labels.indexOf('Projects'))
    expect(first('Projects / p / Disks')).toBeLessThan(first('System / Inventory / Disks'))
  })

  test('lists each path once', () => {
    const hrefs = reachablePages(
      flatRoutes,
      { project: 'p', instance: 'i', vpc: 'v', router: 'r', silo: 's' },
      { fleetViewer: true },
    ).map((page) => page.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })
})

describe('resources as targets, each with its kind', () => {
  test('a project goes to its page', () => {
    expect(projectTargets(['mock-project'])).toEqual([
      { label: 'mock-project', detail: 'Project', href: pb.project({ project: 'mock-project' }) },
    ])
  })

  test.each<[ProjectResourceKind, string, string]>([
    ['instance', 'Instance', pb.instance({ project: 'p', instance: 'x' })],
    ['disk', 'Disk', pb.disks({ project: 'p' })],
    ['vpc', 'VPC', pb.vpc({ project: 'p', vpc: 'x' })],
    ['floatingIp', 'Floating IP', pb.floatingIpEdit({ project: 'p', floatingIp: 'x' })],
    ['image', 'Image', pb.projectImageEdit({ project: 'p', image: 'x' })],
    ['snapshot', 'Snapshot', pb.snapshots({ project: 'p' })],
  ])('a %s is a %s at %s', (kind, shown, href) => {
    expect(projectResourceTargets(kind, 'p', ['x'])).toEqual([
      { label: 'x', detail: `${shown} in p`, href },
    ])
  })
})

describe('matching', () => {
  test.each<[query: string, label: string, detail: string, tier: MatchTier | undefined]>([
    ['db1', 'db1', 'Instance', 'exact label'],
    ['DB1', 'db1', 'Instance', 'exact label'],
    ['  db1 ', 'db1', 'Instance', 'exact label'],
    ['db', 'db1', 'Instance', 'label start'],
    ['db', 'prod-db', 'Instance', 'word start in label'],
    ['access', 'Silo Access', 'Silo Access', 'word start in label'],
    ['b1', 'db1', 'Instance', 'in label'],
    ['instance db', 'db1', 'Instance', 'in label and detail'],
    ['mock-project / disks', 'Disks', 'Projects / mock-project / Disks', 'in label and detail'],
    ['mock disks', 'Disks', 'Projects / mock-project / Disks', 'every word in label or detail'],
    ['zz', 'db1', 'Instance', undefined],
    ['db disk', 'db1', 'Instance', undefined],
  ])('“%s” finds %s (%s) at: %s', (query, label, detail, tier) => {
    expect(matchTier(query, target(label, detail))).toBe(tier)
  })

  test('ranks by tier, then the shorter label, then the order given', () => {
    const targets = [
      target('staging-db'),
      target('db-replica-2'),
      target('db-replica-1'),
      target('db1'),
      target('db'),
      target('adb'),
      target('other', 'db host'),
      target('unrelated'),
    ]
    expect(rank('db', targets).map((t) => t.label)).toEqual([
      'db',
      'db1',
      'db-replica-2',
      'db-replica-1',
      'staging-db',
      'adb',
      'other',
    ])
  })

  test('an empty query keeps every target in its order', () => {
    const targets = [target('b'), target('a')]
    expect(rank(' ', targets)).toEqual(targets)
  })
})

describe('the groups', () => {
  const actions = [{ label: 'New project', detail: 'Projects', href: '/projects-new' }]
  const pages = [
    { label: 'Projects', detail: 'Projects', href: '/projects' },
    { label: 'New project', detail: 'Projects / New project', href: '/projects-new' },
  ]

  test('actions, pages, then resources; a page that is an action shows once, as the action', () => {
    const groups = jumpGroups('pro', {
      actions,
      pages,
      resources: [{ label: 'prod-db', detail: 'Project', href: '/projects/prod-db' }],
    })
    expect(groups.map((g) => [g.heading, g.targets.map((t) => t.label)])).toEqual([
      ['Actions', ['New project']],
      ['Pages', ['Projects']],
      ['Resources', ['prod-db']],
    ])
  })

  test('a group without a match is left out; none at all is no group', () => {
    expect(jumpGroups('new', { actions, pages, resources: [] }).map((g) => g.heading)).toEqual([
      'Actions',
    ])
    expect(jumpGroups('zzz', { actions, pages, resources: [] })).toEqual([])
  })

  test(`each group shows its best ${GROUP_LIMIT}`, () => {
    const many = Array.from({ length: GROUP_LIMIT + 3 }, (_, i) => target(`db${i}`, 'Instance'))
    const [resources] = jumpGroups('db', { actions: [], pages: [], resources: many })
    expect(resources.targets).toHaveLength(GROUP_LIMIT)
    expect(resources.targets[0].label).toBe('db0')
  })
})

describe('resources the index found', () => {
  const held = { label: 'web-01', detail: 'Instance in mock-project · IP 10.0.0.5', href: '/w' }

  test('by ID or address lead the resources, though their names do not match, and show once', () => {
    const [resources] = jumpGroups('10.0.0.5', {
      actions: [],
      pages: [],
      resources: [target('10.0.0.5-notes', 'Disk in p'), { ...held, detail: 'Instance in p' }],
      found: { held: [held], named: [] },
    })
    expect(resources.targets.map((t) => t.label)).toEqual(['web-01', '10.0.0.5-notes'])
  })

  test('by name elsewhere in the silo follow the current project’s, each once', () => {
    const [resources] = jumpGroups('db', {
      actions: [],
      pages: [],
      resources: [target('db1', 'Instance in p')],
      found: { held: [], named: [target('db', 'Subnet in p'), target('db1', 'Instance in p')] },
    })
    expect(resources.targets.map((t) => `${t.label} | ${t.detail}`)).toEqual([
      'db1 | Instance in p',
      'db | Subnet in p',
    ])
  })
})
