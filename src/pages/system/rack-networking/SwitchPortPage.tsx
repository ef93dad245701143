/**
 * `system/networking/switch-ports/{switchSlot}/{port}`: one port of a switch: its link as the
 * switch reports it, the settings applied to it (links, addresses, routes), what LLDP sees on
 * the other end of its link and its own LLDP service, edited in a side form. Clearing its settings takes its link down,
 * and an uplink's with it: the port's name is typed to confirm (ConfirmOptions.typeToConfirm).
 */
import { useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { CreateLink } from '@/components/PageHeader'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import type { TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { QueryTableSection } from '@/components/TableSection'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { LinkBadge, portLinkOf, switchLabel } from '@/resources/rack-networking'
import { areaInfo } from '@/util/docs'
import { wholeListArgs } from '~/lib/whole-list'
import type { LldpNeighbor, SwitchPort } from '~/store/api'
import {
  useNetworkingSwitchPortClearSettingsMutation,
  useNetworkingSwitchPortListQuery,
  useNetworkingSwitchPortStatusQuery,
} from '~/store/api/system-hardware'
import {
  useNetworkingSwitchPortLldpConfigViewQuery,
  useNetworkingSwitchPortLldpNeighborsQuery,
  useNetworkingSwitchPortSettingsViewQuery,
} from '~/store/api/system-networking'

type PortArgs = Pick<SwitchPort, 'rackId' | 'switchSlot'> & { port: string }

function AppliedSettings({ settingsId }: { settingsId: string }) {
  const { data, error, refetch } = useNetworkingSwitchPortSettingsViewQuery({ port: settingsId })
  if (error) {
    return (
      <LoadFailedAlert
        title="Could not load the port’s settings"
        error={error}
        level={3}
        onRetry={refetch}
      />
    )
  }
  if (!data) return <LoadingText what="settings" />
  return (
    <Properties label="Applied settings">
      <Property label="Name">{data.name}</Property>
      <Property label="Geometry">{data.port.geometry}</Property>
      <Property label="Links">
        {data.links.map((link) => `${link.linkName}: ${link.speed}, MTU ${link.mtu}`).join('; ') ||
          '—'}
      </Property>
      <Property label="Addresses">
        {data.addresses
          .map(
            (row) =>
              `${row.address} (lot ${row.addressLotName})${row.vlanId ? `, VLAN ${row.vlanId}` : ''}`,
          )
          .join('; ') || '—'}
      </Property>
      <Property label="Routes">
        {data.routes.map((route) => `${route.dst} via ${route.gw}`).join('; ') || '—'}
      </Property>
      <Property label="BGP peers">{data.bgpPeers.length}</Property>
    </Properties>
  )
}

type Neighbor = LldpNeighbor & { id: string }

const neighborColumns: TableColumn<Neighbor>[] = [
  {
    id: 'system',
    name: 'System',
    isRowHeader: true,
    minWidth: 160,
    sortValue: (row) => row.systemName ?? row.chassisId,
    cell: (row) => row.systemName ?? row.chassisId,
  },
  textColumn('link', 'Their port', (row) => row.linkName, { minWidth: 120 }),
  textColumn('chassis', 'Chassis', (row) => row.chassisId, { minWidth: 160 }),
  textColumn('description', 'Description', (row) => row.systemDescription ?? '—', {
    minWidth: 160,
  }),
  {
    id: 'last-seen',
    name: 'Last seen',
    minWidth: 120,
    sortValue: (row) => row.lastSeen,
    cell: (row) => <RelativeTime date={new Date(row.lastSeen)} />,
  },
]

function LldpNeighbors(args: PortArgs) {
  const query = useNetworkingSwitchPortLldpNeighborsQuery(args)
  const neighbors = useMemo(
    () =>
      (query.data?.items ?? []).map((row) => ({ ...row, id: `${row.chassisId}/${row.linkName}` })),
    [query.data],
  )
  return (
    <QueryTableSection
      title="LLDP neighbors"
      query={query}
      items={neighbors}
      columns={neighborColumns}
      empty={{ title: 'No LLDP neighbors', body: 'Nothing on this port’s link announces itself.' }}
    />
  )
}

function LldpConfig(args: PortArgs) {
  const { data, error, refetch } = useNetworkingSwitchPortLldpConfigViewQuery(args)
  return (
    <section aria-labelledby="lldp-config-title">
      <SectionHeader title="LLDP configuration" titleId="lldp-config-title">
        {data && (
          <CreateLink
            variant="secondary"
            label="Edit LLDP"
            href={pb.switchPortLldpEdit({ switchSlot: args.switchSlot, port: args.port })}
            requires="system.networking.update"
          />
        )}
      </SectionHeader>
      {error ? (
        <LoadFailedAlert
          title="Could not load the LLDP configuration"
          error={error}
          level={3}
          onRetry={refetch}
        />
      ) : data ? (
        <Properties label="LLDP configuration">
          <Property label="LLDP">{data.enabled ? 'Enabled' : 'Disabled'}</Property>
          <Property label="System name">{data.systemName ?? '—'}</Property>
          <Property label="Link name">{data.linkName ?? '—'}</Property>
          <Property label="Management IP">{data.managementIp ?? '—'}</Property>
        </Properties>
      ) : (
        <LoadingText what="LLDP configuration" />
      )}
    </section>
  )
}

export default function SwitchPortPage() {
  const { switchSlot, port: portName } = useRouteParams('switchSlot', 'port')
  const ports = useNetworkingSwitchPortListQuery(wholeListArgs({}))
  const failure = queryFailure(ports.error)
  if (failure) throw failure
  const port = ports.data?.items.find(
    (row) => row.switchSlot === switchSlot && row.portName === portName,
  )
  if (!ports.data) return <LoadingText what="switch port" />
  if (!port) throw new NotFoundError(`No port ${portName} on ${switchSlot}`)
  return <PortDetails port={port} />
}

function PortDetails({ port }: { port: SwitchPort }) {
  const args: PortArgs = { rackId: port.rackId, switchSlot: port.switchSlot, port: port.portName }
  const status = useNetworkingSwitchPortStatusQuery(args)
  const [clearSettings] = useNetworkingSwitchPortClearSettingsMutation()
  const link = portLinkOf(status.data)
  const configured = Boolean(port.portSettingsId)
  const clear = confirmedAction({
    id: 'clear-settings',
    label: 'Clear settings',
    title: 'Clear port settings',
    content: `Clearing ${port.portName}’s settings takes its link down: traffic through ${switchLabel[port.switchSlot]} ${port.portName}, and any uplink or BGP session on it, stops. Type the port’s name to confirm.`,
    actionLabel: 'Clear settings',
    variant: 'destructive',
    errorTitle: 'Could not clear port settings',
    success: `Settings of ${port.portName} cleared`,
    typeToConfirm: port.portName,
    disabledReason: configured ? undefined : 'No settings are applied to this port',
    run: () => clearSettings(args).unwrap(),
  })
  return (
    <>
      <ResourceHeader
        kind="switch port"
        title={`${switchLabel[port.switchSlot]} ${port.portName}`}
        info={areaInfo.rackNetworking}
        badge={
          status.error ? undefined : status.data ? (
            <LinkBadge link={link} configured={configured} />
          ) : undefined
        }
        primary={[clear]}
        extra={
          <CreateLink
            variant="secondary"
            label="Apply settings"
            href={pb.switchPortApplySettings({ switchSlot: port.switchSlot, port: port.portName })}
            requires="system.networking.update"
          />
        }
        properties={[
          { label: 'Port', value: port.portName },
          { label: 'Switch', value: switchLabel[port.switchSlot] },
          { label: 'Speed', value: link.speed ?? '—' },
          { label: 'Error correction', value: link.fec ?? '—' },
          { label: 'Media', value: link.media ?? '—' },
          { label: 'ID', value: port.id, copy: port.id },
        ]}
      />
      {status.error && (
        <LoadFailedAlert
          title="Could not load the port’s link"
          error={status.error}
          level={2}
          onRetry={status.refetch}
        />
      )}
      <section aria-labelledby="port-settings-title">
        <SectionHeader title="Settings" titleId="port-settings-title" />
        {port.portSettingsId ? (
          <AppliedSettings settingsId={port.portSettingsId} />
        ) : (
          <p>No settings are applied to this port: it carries no traffic.</p>
        )}
      </section>
      <LldpNeighbors {...args} />
      <LldpConfig {...args} />
    </>
  )
}
