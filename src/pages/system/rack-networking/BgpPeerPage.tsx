/**
 * `system/networking/bgp/peers/{switchSlot}/{peer}`: one BGP session, its state and how long it
 * has been in it, the routes its switch imported through it and its recent messages. The
 * contract answers imported routes and message history per ASN (the session's local one):
 * a route is this peer's when its switch is the session's and its next hop is the peer's address;
 * the history is keyed by switch, then peer address. The history's entries are free-form in the
 * contract (BgpMessageHistory); they are read as the rack's routing daemon sends them,
 * `{ received, sent }` lists of `{ timestamp, message: { type } }`, and what does not read that
 * way is left out rather than guessed at.
 */
import { useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import type { TableColumn } from '@/components/ResourceTable'
import { StateBadge } from '@/components/StateBadge'
import { QueryTableSection } from '@/components/TableSection'
import { unpagedList } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { bgpStateTone, routerIdText, stateDuration, switchLabel } from '@/resources/rack-networking'
import { areaInfo } from '@/util/docs'
import { IDLE_LIST_POLL_MS } from '~/lib/constants'
import { type BgpImported, type BgpPeerStatus, reviveDates, type SwitchSlot } from '~/store/api'
import {
  useNetworkingBgpImportedQuery,
  useNetworkingBgpMessageHistoryQuery,
  useNetworkingBgpStatusQuery,
} from '~/store/api/system-networking'

const POLL = { pollingInterval: IDLE_LIST_POLL_MS, skipPollingIfUnfocused: true }

/** An imported route; `originId` is the originating router's BGP identifier (BgpImported.id). */
type Route = Omit<BgpImported, 'id'> & { id: string; originId: number }

const routeColumns: TableColumn<Route>[] = [
  {
    id: 'prefix',
    name: 'Prefix',
    isRowHeader: true,
    minWidth: 160,
    sortValue: (route) => route.prefix,
    cell: (route) => route.prefix,
  },
  textColumn('nexthop', 'Next hop', (route) => route.nexthop, { minWidth: 140 }),
  textColumn('origin', 'Originating router', (route) => routerIdText(route.originId), {
    minWidth: 160,
  }),
]

function ImportedRoutes({ peer }: { peer: BgpPeerStatus }) {
  const query = useNetworkingBgpImportedQuery({ asn: peer.localAsn }, POLL)
  const routes = useMemo(
    () =>
      (query.data ?? [])
        .filter((route) => route.switch === peer.switch && route.nexthop === peer.addr)
        .map(({ id, ...route }) => ({ ...route, id: route.prefix, originId: id })),
    [query.data, peer.switch, peer.addr],
  )
  return (
    <QueryTableSection
      title="Imported routes"
      query={query}
      items={routes}
      columns={routeColumns}
      empty={{ title: 'No imported routes', body: 'This peer has sent no route its switch took.' }}
    />
  )
}

interface Message {
  id: string
  direction: 'Received' | 'Sent'
  time: Date
  type: string
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

/**
 * An entry of the history once revived (reviveDates): a `timestamp` in ISO time is a Date, and
 * one that is not stays as sent, which no Date check passes, so it is left out.
 */
type RevivedEntry = { timestamp?: Date | null; message?: unknown } | undefined

/** One direction's entries that read as the routing daemon's `{ timestamp, message: { type } }`. */
function messagesOf(history: unknown, key: 'received' | 'sent'): Message[] {
  const entries = record(reviveDates(history))?.[key]
  if (!Array.isArray(entries)) return []
  const direction = key === 'received' ? 'Received' : 'Sent'
  return entries.flatMap((entry: unknown, index) => {
    const time = (record(entry) as RevivedEntry)?.timestamp
    const type = record(record(entry)?.message)?.type
    if (!(time instanceof Date) || typeof type !== 'string') return []
    return [{ id: `${key}-${index}`, direction, time, type }]
  })
}

const messageColumns: TableColumn<Message>[] = [
  {
    id: 'time',
    name: 'Time',
    isRowHeader: true,
    minWidth: 160,
    sortValue: (message) => message.time.getTime(),
    cell: (message) => <RelativeTime date={message.time} />,
  },
  textColumn('direction', 'Direction', (message) => message.direction, { width: 120 }),
  textColumn('type', 'Message', (message) => message.type, { minWidth: 140 }),
]

function MessageHistory({ peer }: { peer: BgpPeerStatus }) {
  const query = useNetworkingBgpMessageHistoryQuery({ asn: peer.localAsn }, POLL)
  const messages = useMemo(() => {
    const history = query.data?.switchHistories.find((row) => row.switch === peer.switch)?.history[
      peer.addr
    ]
    return [...messagesOf(history, 'received'), ...messagesOf(history, 'sent')].sort(
      (a, b) => b.time.getTime() - a.time.getTime(),
    )
  }, [query.data, peer.switch, peer.addr])
  return (
    <QueryTableSection
      title="Message history"
      query={query}
      items={messages}
      columns={messageColumns}
      empty={{ title: 'No messages', body: 'No message with this peer is on record.' }}
    />
  )
}

export default function BgpPeerPage() {
  const { switchSlot, peer: addr } = useRouteParams('switchSlot', 'peer')
  const status = useNetworkingBgpStatusQuery(undefined, POLL)
  const { items, isLoading } = unpagedList(status, (peers) => peers)
  const peer = items.find((row) => row.switch === switchSlot && row.addr === addr)
  if (isLoading) return <LoadingText what="BGP peer" />
  if (!peer) throw new NotFoundError(`No BGP peer ${addr} on ${switchSlot}`)
  return (
    <>
      <ResourceHeader
        kind="BGP peer"
        title={peer.addr}
        info={areaInfo.rackNetworking}
        badge={<StateBadge state={peer.state} tone={bgpStateTone(peer.state)} />}
        properties={[
          { label: 'Switch', value: switchLabel[peer.switch as SwitchSlot] },
          { label: 'In state for', value: stateDuration(peer.stateDurationMillis) },
          { label: 'Local ASN', value: String(peer.localAsn) },
          { label: 'Remote ASN', value: String(peer.remoteAsn) },
          { label: 'Interface', value: peer.peerId },
        ]}
      />
      <ImportedRoutes peer={peer} />
      <MessageHistory peer={peer} />
    </>
  )
}
