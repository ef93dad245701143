/**
 * `system/networking/loopbacks`: the switches' loopback addresses (LoopbackAddress), the
 * addresses a switch answers on whichever port a packet comes in by; created in a side form,
 * deleted from a row. A BGP session may use one as its source: deleting it says so.
 */
import { useCallback, useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { switchLabel } from '@/resources/rack-networking'
import type { LoopbackAddress, Revived } from '~/store/api'
import {
  useNetworkingLoopbackAddressDeleteMutation,
  useNetworkingLoopbackAddressListQuery,
} from '~/store/api/system-networking'

/** `name` is its address on its switch: what its actions menu is named by (ResourceTable). */
type Loopback = Revived<LoopbackAddress> & { name: string }

const columns: TableColumn<Loopback>[] = [
  {
    id: 'address',
    name: 'Address',
    isRowHeader: true,
    minWidth: 170,
    sortValue: (row) => row.address,
    cell: (row) => row.address,
  },
  textColumn('switch', 'Switch', (row) => switchLabel[row.switchSlot], { width: 110 }),
  textColumn('rack', 'Rack', (row) => row.rackId, { minWidth: 280 }),
]

export default function LoopbacksTab() {
  const list = useResourceList(useNetworkingLoopbackAddressListQuery, {})
  const items = useMemo(
    () =>
      list.items.map((row) => ({
        ...row,
        name: `${row.address} on ${switchLabel[row.switchSlot]}`,
      })),
    [list.items],
  )
  const [deleteLoopback] = useNetworkingLoopbackAddressDeleteMutation()
  const rowActions = useCallback(
    (row: Loopback) => {
      const [address, width] = row.address.split('/')
      return [
        deleteAction({
          kind: 'loopback address',
          name: row.address,
          subject: row.name,
          consequence:
            'The switch stops answering on it: a BGP session or a management tool that reaches the switch by this address loses it.',
          run: () =>
            deleteLoopback({
              rackId: row.rackId,
              switchSlot: row.switchSlot,
              address,
              subnetMask: Number(width),
            }).unwrap(),
        }),
      ]
    },
    [deleteLoopback],
  )
  return (
    <>
      <SectionHeader intro="Addresses a switch answers on whichever port a packet arrives by, drawn from an infrastructure address lot.">
        <CreateLink
          variant="accent"
          label="New loopback address"
          href={pb.loopbacksNew()}
          requires="system.networking.update"
        />
      </SectionHeader>
      <ResourceTable
        label="Loopback addresses"
        {...list}
        items={items}
        columns={columns}
        rowActions={rowActions}
        empty={{ title: 'No loopback addresses', body: 'Create one for a switch to answer on.' }}
      />
    </>
  )
}
