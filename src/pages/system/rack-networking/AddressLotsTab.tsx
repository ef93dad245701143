/**
 * `system/networking/address-lots`: the address lots the rack's uplinks, loopback addresses and
 * BGP announcements draw from (AddressLot), each a link to its blocks; created in a side form,
 * deleted from a row (the server keeps a lot whose addresses are in use and says so).
 */
import { useCallback } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { lotKindLabel } from '@/resources/rack-networking'
import type { AddressLot, Revived } from '~/store/api'
import {
  useNetworkingAddressLotDeleteMutation,
  useNetworkingAddressLotListQuery,
} from '~/store/api/system-networking'

type Lot = Revived<AddressLot>

const columns: TableColumn<Lot>[] = [
  nameColumn((lot) => pb.addressLot({ addressLot: lot.name })),
  descriptionColumn(),
  textColumn('kind', 'Kind', (lot) => lotKindLabel[lot.kind], { width: 140 }),
  createdColumn(),
]

export default function AddressLotsTab() {
  const list = useResourceList(useNetworkingAddressLotListQuery, {})
  const [deleteLot] = useNetworkingAddressLotDeleteMutation()
  const rowActions = useCallback(
    (lot: Lot) => [
      deleteAction({
        kind: 'address lot',
        name: lot.name,
        consequence: 'Its blocks go with it. A lot whose addresses are in use is kept.',
        run: () => deleteLot({ addressLot: lot.name }).unwrap(),
      }),
    ],
    [deleteLot],
  )
  return (
    <>
      <SectionHeader intro="Ranges of addresses set aside for the rack’s own use: infrastructure lots for uplinks and loopback addresses, pool lots for the addresses BGP announces.">
        <CreateLink
          variant="accent"
          label="New address lot"
          href={pb.addressLotsNew()}
          requires="system.networking.update"
        />
      </SectionHeader>
      <ResourceTable
        label="Address lots"
        {...list}
        columns={columns}
        rowActions={rowActions}
        empty={{ title: 'No address lots', body: 'Create a lot for the rack’s uplink addresses.' }}
      />
    </>
  )
}
