// @vitest-environment node
import { currentLink } from './NavSidebar'
import { selectedTab } from './RouteTabs'

const tabs = [
  { label: 'Storage', href: '/projects/p/instances/i/storage' },
  { label: 'Metrics', href: '/projects/p/instances/i/metrics' },
  { label: 'Settings', href: '/projects/p/instances/i/settings' },
]

describe('selected tab: the current path equals or is under its target (SPEC §2)', () => {
  it.each([
    ['/projects/p/instances/i/storage', 'Storage'],
    ['/projects/p/instances/i/metrics', 'Metrics'],
    ['/projects/p/instances/i/metrics/disk', 'Metrics'],
    ['/projects/p/instances/i/settings', 'Settings'],
    ['/projects/p/instances/i/storagex', undefined],
    ['/projects/p/instances/i', undefined],
  ])('%s → %s', (path, label) => expect(selectedTab(tabs, path)?.label).toBe(label))
})

describe('a tab selected by a path of its own outside its target', () => {
  const vpcTabs = [
    {
      label: 'Firewall rules',
      href: '/projects/p/vpcs/v/firewall-rules',
      also: ['/projects/p/vpcs/v/firewall-rules-new', '/projects/p/vpcs/v/edit'],
    },
    {
      label: 'Subnets',
      href: '/projects/p/vpcs/v/subnets',
      also: ['/projects/p/vpcs/v/subnets-new'],
    },
  ]
  it.each([
    ['/projects/p/vpcs/v/firewall-rules-new', 'Firewall rules'],
    ['/projects/p/vpcs/v/firewall-rules-new/allow-ssh', 'Firewall rules'],
    ['/projects/p/vpcs/v/edit', 'Firewall rules'],
    ['/projects/p/vpcs/v/subnets-new', 'Subnets'],
    ['/projects/p/vpcs/v/subnets/web/edit', 'Subnets'],
    ['/projects/p/vpcs/v/subnets-newer', undefined],
  ])('%s → %s', (path, label) => expect(selectedTab(vpcTabs, path)?.label).toBe(label))
})

describe('current side-nav link', () => {
  const links = [
    { label: 'Projects', href: '/projects' },
    { label: 'Images', href: '/images' },
  ]
  it.each([
    ['/projects', 'Projects'],
    ['/projects-new', 'Projects'],
    ['/projects/p/edit', 'Projects'],
    ['/images/x/edit', 'Images'],
    ['/utilization', undefined],
  ])('%s → %s', (path, label) => expect(currentLink(links, path)?.label).toBe(label))
})
