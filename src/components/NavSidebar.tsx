import { Link, useLocation } from 'wouter'
import { useIntentPrefetch } from '@/hooks/use-prefetch'
import { useCurrentRoute } from '@/hooks/use-route'
import { jumpToShortcut, onMac, openJumpTo } from '@/jump-to/opener'
import { pb } from '@/paths'
import type { NavScope } from '@/route-types'
import { DOCS_HOME } from '@/util/docs'
import { navHeading } from '@/util/scope'
import { useCurrentUserViewQuery } from '~/store/api/current-user'

interface NavLink {
  label: string
  href: string
}

function linksFor(scope: NavScope | undefined, params: Record<string, string>): NavLink[] {
  switch (scope) {
    case 'project': {
      const project = { project: params.project }
      return [
        { label: 'Instances', href: pb.instances(project) },
        { label: 'Disks', href: pb.disks(project) },
        { label: 'Snapshots', href: pb.snapshots(project) },
        { label: 'Images', href: pb.projectImages(project) },
        { label: 'VPCs', href: pb.vpcs(project) },
        { label: 'Floating IPs', href: pb.floatingIps(project) },
        { label: 'External Subnets', href: pb.externalSubnets(project) },
        { label: 'Affinity', href: pb.affinity(project) },
        { label: 'Project Access', href: pb.projectAccess(project) },
      ]
    }
    case 'system':
      return [
        { label: 'Silos', href: pb.silos() },
        { label: 'Utilization', href: pb.systemUtilization() },
        { label: 'Inventory', href: pb.inventory() },
        { label: 'IP Pools', href: pb.ipPools() },
        { label: 'Subnet Pools', href: pb.subnetPools() },
        { label: 'Network Access', href: pb.networkAccess() },
        { label: 'Rack Networking', href: pb.bgp() },
        { label: 'System Update', href: pb.systemUpdate() },
        { label: 'Fleet Access', href: pb.systemAccess() },
        { label: 'Issues', href: pb.systemIssues() },
        { label: 'Alerts', href: pb.alerts() },
        { label: 'Support Bundles', href: pb.supportBundles() },
      ]
    case 'settings':
      return [
        { label: 'Profile', href: pb.profile() },
        { label: 'SSH Keys', href: pb.sshKeys() },
        { label: 'Access Tokens', href: pb.accessTokens() },
      ]
    default:
      return [
        { label: 'Projects', href: pb.projects() },
        { label: 'Images', href: pb.siloImages() },
        { label: 'Utilization', href: pb.siloUtilization() },
        { label: 'Silo Access', href: pb.siloAccess() },
        { label: 'Directory', href: pb.directory() },
        { label: 'Certificates', href: pb.certificates() },
      ]
  }
}

/** The link that the current path equals or is under (the longest such). */
export function currentLink(links: NavLink[], path: string) {
  return links
    .filter(
      (link) =>
        path === link.href || path.startsWith(`${link.href}/`) || path.startsWith(`${link.href}-`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0]
}

/** A side navigation link, whose page starts loading when the user shows intent to open it. */
function NavItemLink({ link, current }: { link: NavLink; current: boolean }) {
  const intent = useIntentPrefetch(link.href)
  return (
    <Link
      href={link.href}
      className="nav-link"
      aria-current={current ? 'page' : undefined}
      {...intent}
    >
      {link.label}
    </Link>
  )
}

/** Opens the Jump to palette, showing its shortcut (Ctrl K, ⌘ K on macOS). */
function JumpToEntry() {
  const shortcut = jumpToShortcut(onMac())
  return (
    <button
      type="button"
      className="nav-link nav-jump"
      aria-haspopup="dialog"
      aria-keyshortcuts={shortcut.aria}
      onClick={openJumpTo}
    >
      Jump to <kbd>{shortcut.shown}</kbd>
    </button>
  )
}

/**
 * The product documentation, in a new tab as the page ⓘ's guides open (DocLinkList.tsx), so the
 * console stays where the user was; a screen reader hears that before following it.
 */
function DocsLink() {
  return (
    <a className="nav-link nav-docs" href={DOCS_HOME} target="_blank" rel="noreferrer">
      Docs
      <span className="visually-hidden"> (opens in a new tab)</span>
      <span aria-hidden="true">↗</span>
    </a>
  )
}

/**
 * The side navigation: a list of links (a screen reader announces each as a link). Below 768 px
 * it is hidden until the top bar's menu button opens it (`open`).
 */
export function NavSidebar({ open, id }: { open: boolean; id: string }) {
  const { route, params } = useCurrentRoute()
  const { data: me } = useCurrentUserViewQuery()
  const [location] = useLocation()
  const links = linksFor(route.nav, params)
  const selected = currentLink(links, location)
  return (
    <nav className="main-layout-nav" aria-label="Sidebar" id={id} data-open={open}>
      <JumpToEntry />
      <div className="nav-scope">{navHeading(route.nav, params, me?.siloName)}</div>
      <ul className="nav-list">
        {links.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} current={link === selected} />
          </li>
        ))}
      </ul>
      <DocsLink />
    </nav>
  )
}
