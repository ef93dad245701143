/** `system/networking/address-lots/{addressLot}`: one address lot and its blocks (AddressLotViewResponse). */
import { textColumn } from '@/components/columns'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { lotKindLabel } from '@/resources/rack-networking'
import { areaInfo } from '@/util/docs'
import { type AddressLotBlock, reviveDates } from '~/store/api'
import { useNetworkingAddressLotViewQuery } from '~/store/api/system-networking'

const blockColumns: TableColumn<AddressLotBlock>[] = [
  {
    id: 'first',
    name: 'First address',
    isRowHeader: true,
    minWidth: 160,
    sortValue: (block) => block.firstAddress,
    cell: (block) => block.firstAddress,
  },
  textColumn('last', 'Last address', (block) => block.lastAddress, { minWidth: 160 }),
  textColumn('id', 'ID', (block) => block.id, { minWidth: 280 }),
]

export default function AddressLotPage() {
  const { addressLot } = useRouteParams('addressLot')
  const { data, error } = useNetworkingAddressLotViewQuery({ addressLot })
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="address lot" />
  const lot = reviveDates(data.lot)
  return (
    <>
      <ResourceHeader
        kind="address lot"
        title={lot.name}
        info={areaInfo.rackNetworking}
        properties={[
          { label: 'Kind', value: lotKindLabel[lot.kind] },
          { label: 'Description', value: lot.description || '—' },
          { label: 'Created', value: <RelativeTime date={lot.timeCreated} /> },
          { label: 'ID', value: lot.id, copy: lot.id },
        ]}
      />
      <section aria-labelledby="lot-blocks-title">
        <SectionHeader title="Blocks" titleId="lot-blocks-title" />
        <ResourceTable
          label="Blocks"
          items={data.blocks}
          columns={blockColumns}
          empty={{ title: 'No blocks', body: 'This lot holds no addresses.' }}
        />
      </section>
    </>
  )
}
