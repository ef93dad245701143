/**
 * `system/inventory/switches`: the rack's switches by baseboard (the contract gives no slot, so
 * none is shown), each with a link to the ports of the switches (Rack Networking's Switch Ports:
 * without a slot, a switch's own ports cannot be told from the other's).
 */
import { Link } from '@react-spectrum/s2/Link'

import { createdColumn, textColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import type { Revived, Switch } from '~/store/api'
import { useSwitchListQuery } from '~/store/api/system-hardware'
import { rackColumn } from './inventory-ui'

type SwitchRow = Revived<Switch>

const columns: TableColumn<SwitchRow>[] = [
  {
    id: 'serial',
    name: 'Serial',
    isRowHeader: true,
    minWidth: 150,
    sortValue: (row) => row.baseboard.serial,
    cell: (row) => row.baseboard.serial,
  },
  textColumn('part', 'Part', (row) => row.baseboard.part, { minWidth: 120 }),
  textColumn('revision', 'Revision', (row) => row.baseboard.revision, { minWidth: 100 }),
  rackColumn(10, 120),
  createdColumn(),
  {
    id: 'ports',
    name: 'Ports',
    width: 130,
    cell: () => <Link href={pb.switchPorts()}>Switch ports</Link>,
  },
]

export default function SwitchesTab() {
  const list = useResourceList(useSwitchListQuery, {})
  return (
    <ResourceTable
      label="Switches"
      {...list}
      columns={columns}
      empty={{
        title: 'No switches',
        body: 'Switches appear here once the rack has been initialized.',
      }}
    />
  )
}
