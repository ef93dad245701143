/**
 * `system/inventory/sleds`: the rack's compute sleds with their baseboard, capacity, the
 * operator's policy (in service, not provisionable or expunged) and their state; each sled opens its page, and can be marked
 * (non-)provisionable through the confirm dialog.
 */
import { Link } from '@react-spectrum/s2/Link'
import { textColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { Truncated } from '@/components/Truncated'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { formatBytes } from '@/util/units'
import type { Revived, Sled } from '~/store/api'
import { useSledListQuery } from '~/store/api/system-hardware'
import { HardwareStateBadge, sledPolicyLabel, useProvisionPolicyAction } from './inventory-ui'

/** The serial is how operators name a sled; the table's row menu is named by it. */
type SledRow = Revived<Sled> & { name: string }

const columns: TableColumn<SledRow>[] = [
  {
    id: 'serial',
    name: 'Serial',
    isRowHeader: true,
    minWidth: 150,
    sortValue: (sled) => sled.name,
    cell: (sled) => <Link href={pb.sled({ sledId: sled.id })}>{sled.name}</Link>,
  },
  textColumn('part', 'Part', (sled) => sled.baseboard.part, { minWidth: 130 }),
  textColumn('revision', 'Revision', (sled) => sled.baseboard.revision, { minWidth: 105 }),
  {
    id: 'rack',
    name: 'Rack',
    minWidth: 100,
    sortValue: (sled) => sled.rackId,
    cell: (sled) => <Truncated text={sled.rackId} maxLength={8} position="middle" />,
  },
  textColumn('threads', 'Threads', (sled) => sled.usableHardwareThreads, { minWidth: 100 }),
  {
    id: 'ram',
    name: 'RAM',
    minWidth: 80,
    sortValue: (sled) => sled.usablePhysicalRam,
    cell: (sled) => formatBytes(sled.usablePhysicalRam),
  },
  textColumn('policy', 'Policy', (sled) => sledPolicyLabel(sled), { minWidth: 165 }),
  {
    id: 'state',
    name: 'State',
    minWidth: 175,
    sortValue: (sled) => sled.state,
    cell: (sled) => <HardwareStateBadge state={sled.state} />,
  },
]

export default function SledsTab() {
  const list = useResourceList(useSledListQuery, {})
  const provisionAction = useProvisionPolicyAction()
  const rows = list.items.map((sled) => ({ ...sled, name: sled.baseboard.serial }))
  return (
    <ResourceTable
      label="Sleds"
      {...list}
      items={rows}
      columns={columns}
      empty={{ title: 'No sleds', body: 'Sleds appear here once the rack has been initialized.' }}
      rowActions={(sled) => [provisionAction(sled)]}
    />
  )
}
