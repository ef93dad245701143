/**
 * `system/networking/bgp`: the switches' BGP sessions with their state and how long they have
 * been in it (BgpPeerStatus), each a link to its imported routes and messages; the routes the
 * rack exports; and the configurations and announce sets the sessions are set up from. Sessions
 * and routes change on their own, so they are asked again while the page shows. Configurations
 * and announce sets are created here and deleted from their rows: deleting a configuration ends
 * the sessions that use it, which can cut the rack off its uplinks, so its name is typed to
 * confirm (ConfirmOptions.typeToConfirm); an announce set is edited whole (its PUT replaces it).
 */
import { Link } from '@react-spectrum/s2/Link'
import { useCallback, useMemo } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { StateBadge } from '@/components/StateBadge'
import { QueryTableSection, TableSection } from '@/components/TableSection'
import { unpagedList, useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { bgpStateTone, stateDuration, switchLabel } from '@/resources/rack-networking'
import { IDLE_LIST_POLL_MS } from '~/lib/constants'
import {
  type BgpAnnounceSet,
  type BgpConfig,
  type BgpExported,
  type BgpPeerStatus,
  type Revived,
  reviveDates,
} from '~/store/api'
import {
  useNetworkingBgpAnnounceSetDeleteMutation,
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpConfigDeleteMutation,
  useNetworkingBgpConfigListQuery,
  useNetworkingBgpExportedQuery,
  useNetworkingBgpStatusQuery,
} from '~/store/api/system-networking'

type Peer = Revived<BgpPeerStatus> & { id: string }

/** A session is one peer address on one switch. */
export const peerId = (peer: Pick<BgpPeerStatus, 'switch' | 'addr'>) =>
  `${peer.switch}/${peer.addr}`

const POLL = { pollingInterval: IDLE_LIST_POLL_MS, skipPollingIfUnfocused: true }

const peerColumns: TableColumn<Peer>[] = [
  {
    id: 'peer',
    name: 'Peer',
    isRowHeader: true,
    minWidth: 150,
    sortValue: (peer) => peer.addr,
    cell: (peer) => (
      <Link href={pb.bgpPeer({ switchSlot: peer.switch, peer: peer.addr })}>{peer.addr}</Link>
    ),
  },
  textColumn('switch', 'Switch', (peer) => switchLabel[peer.switch], { width: 110 }),
  {
    id: 'state',
    name: 'State',
    minWidth: 150,
    sortValue: (peer) => peer.state,
    cell: (peer) => <StateBadge state={peer.state} tone={bgpStateTone(peer.state)} />,
  },
  textColumn('duration', 'In state for', (peer) => stateDuration(peer.stateDurationMillis), {
    width: 130,
  }),
  textColumn('local-asn', 'Local ASN', (peer) => peer.localAsn, { width: 140 }),
  textColumn('remote-asn', 'Remote ASN', (peer) => peer.remoteAsn, { width: 140 }),
  textColumn('interface', 'Interface', (peer) => peer.peerId, { minWidth: 110 }),
]

type Exported = Revived<BgpExported> & { id: string }

const exportedColumns: TableColumn<Exported>[] = [
  {
    id: 'prefix',
    name: 'Prefix',
    isRowHeader: true,
    minWidth: 160,
    sortValue: (route) => route.prefix,
    cell: (route) => route.prefix,
  },
  textColumn('peer', 'To peer', (route) => route.peerId, { minWidth: 140 }),
  textColumn('switch', 'Switch', (route) => switchLabel[route.switch], { width: 110 }),
]

const configColumns: TableColumn<Revived<BgpConfig>>[] = [
  nameColumn(),
  descriptionColumn(),
  textColumn('asn', 'ASN', (config) => config.asn, { width: 110 }),
  textColumn('max-paths', 'Max paths', (config) => config.maxPaths, { width: 110 }),
  createdColumn(),
]

const announceSetColumns: TableColumn<Revived<BgpAnnounceSet>>[] = [
  nameColumn(),
  descriptionColumn(),
  createdColumn(),
]

function Peers() {
  const query = useNetworkingBgpStatusQuery(undefined, POLL)
  const list = unpagedList(query, (peers) => peers.map((peer) => ({ ...peer, id: peerId(peer) })))
  return (
    <section aria-labelledby="bgp-peers-title">
      <SectionHeader title="Peers" titleId="bgp-peers-title" />
      <ResourceTable
        label="BGP peers"
        {...list}
        columns={peerColumns}
        empty={{
          title: 'No BGP peers',
          body: 'Peers appear once a switch port’s settings name a BGP peer.',
        }}
      />
    </section>
  )
}

/** The parts below the peers fail on their own: each says so in its place. */
function ExportedRoutes() {
  const query = useNetworkingBgpExportedQuery(undefined, POLL)
  const routes = useMemo(
    () =>
      (query.data ?? []).map((route) => ({
        ...route,
        id: `${route.switch}/${route.peerId}/${route.prefix}`,
      })),
    [query.data],
  )
  return (
    <QueryTableSection
      title="Exported routes"
      query={query}
      items={routes}
      columns={exportedColumns}
      empty={{ title: 'No exported routes', body: 'No established session announces a prefix.' }}
    />
  )
}

function Configurations() {
  const list = useResourceList(
    useNetworkingBgpConfigListQuery,
    {},
    {
      list: 'configs',
      failsInPlace: true,
    },
  )
  const [deleteConfig] = useNetworkingBgpConfigDeleteMutation()
  const rowActions = useCallback(
    (config: Revived<BgpConfig>) => [
      deleteAction({
        kind: 'BGP configuration',
        name: config.name,
        consequence:
          'Every BGP session that uses it ends: the rack stops announcing its prefixes and learning routes from those peers, and can be cut off from its uplinks.',
        typeToConfirm: true,
        run: () => deleteConfig({ nameOrId: config.name }).unwrap(),
      }),
    ],
    [deleteConfig],
  )
  return (
    <TableSection
      title="Configurations"
      actions={
        <CreateLink
          variant="secondary"
          label="New BGP configuration"
          href={pb.bgpConfigsNew()}
          requires="system.networking.update"
        />
      }
      failure={list}
      failedTitle="Could not load BGP configurations"
    >
      <ResourceTable
        label="BGP configurations"
        {...list}
        columns={configColumns}
        rowActions={rowActions}
        empty={{ title: 'No BGP configurations', body: 'The rack speaks no BGP yet.' }}
      />
    </TableSection>
  )
}

function AnnounceSets() {
  const query = useNetworkingBgpAnnounceSetListQuery({})
  const sets = useMemo(() => (query.data ?? []).map((set) => reviveDates(set)), [query.data])
  const [deleteSet] = useNetworkingBgpAnnounceSetDeleteMutation()
  const rowActions = useCallback(
    (set: Revived<BgpAnnounceSet>) => [
      { id: 'edit', label: 'Edit', href: pb.bgpAnnounceSetEdit({ announceSet: set.name }) },
      deleteAction({
        kind: 'announce set',
        name: set.name,
        consequence:
          'Its prefixes are withdrawn from every peer: traffic from outside the rack to addresses in them stops arriving.',
        run: () => deleteSet({ announceSet: set.name }).unwrap(),
      }),
    ],
    [deleteSet],
  )
  return (
    <QueryTableSection
      title="Announce sets"
      query={query}
      items={sets}
      columns={announceSetColumns}
      rowActions={rowActions}
      empty={{ title: 'No announce sets', body: 'The rack announces no prefixes.' }}
    >
      <CreateLink
        variant="secondary"
        label="New announce set"
        href={pb.bgpAnnounceSetsNew()}
        requires="system.networking.update"
      />
    </QueryTableSection>
  )
}

export default function BgpTab() {
  return (
    <>
      <Peers />
      <ExportedRoutes />
      <Configurations />
      <AnnounceSets />
    </>
  )
}
