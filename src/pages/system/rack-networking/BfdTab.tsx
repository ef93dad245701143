/**
 * `system/networking/bfd`: the switches' BFD sessions and their state (BfdStatus), enabled with
 * a side form and disabled from a row. Disabling a session stops the fast detection that takes a
 * failed path's routes away, so its BGP session's routes stay until BGP's own hold timer ends:
 * the peer's address is typed to confirm.
 */
import { useCallback } from 'react'
import { textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { unpagedList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { BfdStateBadge, bfdModeLabel, switchLabel } from '@/resources/rack-networking'
import { IDLE_LIST_POLL_MS } from '~/lib/constants'
import type { BfdStatus } from '~/store/api'
import {
  useNetworkingBfdDisableMutation,
  useNetworkingBfdStatusQuery,
} from '~/store/api/system-networking'

/** `name` is its peer on its switch: what its actions menu is named by (ResourceTable). */
type Session = BfdStatus & { id: string; name: string }

const columns: TableColumn<Session>[] = [
  {
    id: 'peer',
    name: 'Peer',
    isRowHeader: true,
    minWidth: 150,
    sortValue: (session) => session.peer,
    cell: (session) => session.peer,
  },
  textColumn('switch', 'Switch', (session) => switchLabel[session.switchSlot], { width: 110 }),
  {
    id: 'state',
    name: 'State',
    minWidth: 120,
    sortValue: (session) => session.state,
    cell: (session) => <BfdStateBadge state={session.state} />,
  },
  textColumn('mode', 'Mode', (session) => bfdModeLabel[session.mode], { width: 120 }),
  textColumn('local', 'Local address', (session) => session.local ?? 'Any', { minWidth: 130 }),
  textColumn('threshold', 'Detection threshold', (session) => session.detectionThreshold, {
    width: 170,
  }),
  textColumn('rx', 'Required RX (µs)', (session) => session.requiredRx, { width: 150 }),
]

export default function BfdTab() {
  const query = useNetworkingBfdStatusQuery(undefined, {
    pollingInterval: IDLE_LIST_POLL_MS,
    skipPollingIfUnfocused: true,
  })
  const list = unpagedList(query, (sessions) =>
    sessions.map((session) => ({
      ...session,
      id: `${session.switchSlot}/${session.peer}`,
      name: `${session.peer} on ${switchLabel[session.switchSlot]}`,
    })),
  )
  const [disable] = useNetworkingBfdDisableMutation()
  const rowActions = useCallback(
    (session: Session) => [
      confirmedAction({
        id: 'disable',
        label: 'Disable',
        title: 'Disable BFD session',
        content: `Disabling the session with ${session.name} stops BFD’s fast failure detection: if the path to this peer fails, traffic keeps going to it until BGP’s hold timer runs out. Type the peer’s address to confirm.`,
        variant: 'destructive',
        errorTitle: 'Could not disable BFD session',
        success: `BFD session with ${session.peer} disabled`,
        typeToConfirm: session.peer,
        run: () =>
          disable({
            bfdSessionDisable: { remote: session.peer, switchSlot: session.switchSlot },
          }).unwrap(),
      }),
    ],
    [disable],
  )
  return (
    <>
      <SectionHeader intro="Bidirectional Forwarding Detection: each session watches the path to one peer and takes its routes away within milliseconds when it fails.">
        <CreateLink
          variant="accent"
          label="Enable session"
          href={pb.bfdNew()}
          requires="system.networking.update"
        />
      </SectionHeader>
      <ResourceTable
        label="BFD sessions"
        {...list}
        columns={columns}
        rowActions={rowActions}
        empty={{
          title: 'No BFD sessions',
          body: 'Enable a session to detect a failed path to a peer quickly.',
        }}
      />
    </>
  )
}
