/**
 * `system/networking/switch-ports`: every port of both switches (SwitchPort), its link as the
 * switch reports it (one status request per port shown: the contract has no list of them) and
 * the settings applied to it, each a link to the port's page; below, the port settings there
 * are, created in a side form and deleted from their rows (the server refuses while a port
 * carries them).
 */
import { Link } from '@react-spectrum/s2/Link'
import { useCallback, useMemo } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { QueryTableSection } from '@/components/TableSection'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { LinkBadge, portLinkOf, switchLabel } from '@/resources/rack-networking'
import { wholeListArgs } from '~/lib/whole-list'
import {
  type Revived,
  reviveDates,
  type SwitchLinkState,
  type SwitchPort,
  type SwitchPortSettingsIdentity,
} from '~/store/api'
import {
  switchPortKey,
  useNetworkingSwitchPortListQuery,
  useSwitchPortLinksQuery,
} from '~/store/api/system-hardware'
import {
  useNetworkingSwitchPortSettingsDeleteMutation,
  useNetworkingSwitchPortSettingsListQuery,
} from '~/store/api/system-networking'

type Settings = Revived<SwitchPortSettingsIdentity>

const settingsColumns: TableColumn<Settings>[] = [
  nameColumn(),
  descriptionColumn(),
  createdColumn(),
]

function PortSettings() {
  const query = useNetworkingSwitchPortSettingsListQuery(wholeListArgs({}))
  const items = useMemo(
    () => (query.data?.items ?? []).map((row) => reviveDates(row)),
    [query.data],
  )
  const [deleteSettings] = useNetworkingSwitchPortSettingsDeleteMutation()
  const rowActions = useCallback(
    (settings: Settings) => [
      deleteAction({
        kind: 'port settings',
        name: settings.name,
        consequence:
          'No port’s traffic changes: settings a port carries cannot be deleted until they are cleared from it.',
        run: () => deleteSettings({ portSettings: settings.name }).unwrap(),
      }),
    ],
    [deleteSettings],
  )
  return (
    <QueryTableSection
      title="Port settings"
      query={query}
      items={items}
      columns={settingsColumns}
      rowActions={rowActions}
      empty={{ title: 'No port settings', body: 'Create settings to apply to a port.' }}
    >
      <CreateLink
        variant="secondary"
        label="New port settings"
        href={pb.switchPortSettingsNew()}
        requires="system.networking.update"
      />
    </QueryTableSection>
  )
}

type Port = Revived<SwitchPort>

/** `linksFailed`: the links could not be read; the cells say so rather than wait for ever. */
function columnsFor(
  links: Record<string, SwitchLinkState> | undefined,
  linksFailed: boolean,
  settingsNames: Map<string, string>,
): TableColumn<Port>[] {
  return [
    {
      id: 'port',
      name: 'Port',
      isRowHeader: true,
      minWidth: 110,
      sortValue: (port) => port.portName,
      cell: (port) => (
        <Link href={pb.switchPort({ switchSlot: port.switchSlot, port: port.portName })}>
          {port.portName}
        </Link>
      ),
    },
    textColumn('switch', 'Switch', (port) => switchLabel[port.switchSlot], { width: 110 }),
    {
      id: 'link',
      name: 'Link',
      minWidth: 110,
      sortValue: (port) => (links ? portLinkOf(links[switchPortKey(port)]).status : ''),
      cell: (port) =>
        links ? (
          <LinkBadge
            link={portLinkOf(links[switchPortKey(port)])}
            configured={Boolean(port.portSettingsId)}
          />
        ) : linksFailed ? (
          'Could not load'
        ) : (
          '…'
        ),
    },
    textColumn(
      'settings',
      'Settings',
      (port) =>
        port.portSettingsId ? (settingsNames.get(port.portSettingsId) ?? port.portSettingsId) : '—',
      { minWidth: 140 },
    ),
  ]
}

export default function SwitchPortsTab() {
  const list = useResourceList(useNetworkingSwitchPortListQuery, {})
  const ports = useMemo(
    () => list.items.map(({ rackId, switchSlot, portName }) => ({ rackId, switchSlot, portName })),
    [list.items],
  )
  const { data: links, isError: linksFailed } = useSwitchPortLinksQuery(
    { ports },
    { skip: ports.length === 0 },
  )
  const { data: settings } = useNetworkingSwitchPortSettingsListQuery(wholeListArgs({}))
  const columns = useMemo(
    () =>
      columnsFor(
        links,
        linksFailed,
        new Map((settings?.items ?? []).map((row) => [row.id, row.name] as const)),
      ),
    [links, linksFailed, settings],
  )
  return (
    <>
      <SectionHeader intro="The switches’ ports. A port carries traffic once settings are applied to it and its link is up." />
      <ResourceTable
        label="Switch ports"
        {...list}
        columns={columns}
        empty={{
          title: 'No switch ports',
          body: 'Ports appear here once the rack’s switches have been initialized.',
        }}
      />
      <PortSettings />
    </>
  )
}
