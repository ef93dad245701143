import { Link } from '@react-spectrum/s2/Link'
import { shallowEqual } from 'react-redux'
import { useAppSelector } from '~/store'
import type { Image } from '~/store/api'
import { images } from '~/store/entities/images'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type RowAction, type TableColumn } from '../../components/ResourceTable'
import type { Pagination } from '../../hooks/use-pagination'
import { formatBytes } from '../../util/units'

export type ImageRow = NonNullable<ReturnType<typeof images.selectors.byId>>

/** Rows from the normalized store, so promotions, demotions and deletes show at once. */
export function useImageRows(items: Image[] | undefined) {
  return useAppSelector(
    (state) =>
      (items ?? [])
        .map((item) => images.selectors.byId(state, item.id))
        .filter((row): row is ImageRow => row !== undefined),
    shallowEqual,
  )
}

/** The one images table, for project images and silo images alike. */
export function ImagesTable(props: {
  label: string
  rows: ImageRow[]
  isLoading: boolean
  editHref: (image: ImageRow) => string
  rowActions: (image: ImageRow) => RowAction[]
  pagination: { state: Pagination; nextPage: string | null | undefined }
  empty: { title: string; body: string }
}) {
  const columns: TableColumn<ImageRow>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      sortValue: (image) => image.name,
      cell: (image) => <Link href={props.editHref(image)}>{image.name}</Link>,
    },
    {
      id: 'description',
      name: 'Description',
      sortValue: (image) => image.description,
      cell: (image) => image.description,
    },
    { id: 'os', name: 'OS', sortValue: (image) => image.os, cell: (image) => image.os },
    {
      id: 'version',
      name: 'Version',
      sortValue: (image) => image.version,
      cell: (image) => image.version,
    },
    {
      id: 'size',
      name: 'Size',
      sortValue: (image) => image.size,
      cell: (image) => formatBytes(image.size),
    },
    {
      id: 'created',
      name: 'Created',
      sortValue: (image) => image.timeCreated.getTime(),
      cell: (image) => <RelativeTime date={image.timeCreated} />,
    },
  ]
  return (
    <ResourceTable
      label={props.label}
      columns={columns}
      items={props.rows}
      isLoading={props.isLoading}
      empty={props.empty}
      pagination={props.pagination}
      rowActions={props.rowActions}
    />
  )
}
