import {
  createdColumn,
  descriptionColumn,
  nameColumn,
  sizeColumn,
  textColumn,
} from '@/components/columns'
import { ResourceTable, type RowAction } from '@/components/ResourceTable'
import type { ResourceList } from '@/hooks/use-resource-list'
import type { images } from '~/store/entities/images'

export type ImageRow = NonNullable<ReturnType<typeof images.selectors.byId>>

/** The one images table, for project images and silo images alike. */
export function ImagesTable({
  list,
  ...props
}: {
  label: string
  list: ResourceList<ImageRow>
  editHref: (image: ImageRow) => string
  rowActions: (image: ImageRow) => RowAction[]
  empty: { title: string; body: string }
}) {
  return (
    <ResourceTable
      {...list}
      label={props.label}
      columns={[
        nameColumn(props.editHref),
        descriptionColumn(),
        textColumn<ImageRow>('os', 'OS', (image) => image.os),
        textColumn<ImageRow>('version', 'Version', (image) => image.version),
        sizeColumn(),
        createdColumn(),
      ]}
      empty={props.empty}
      rowActions={props.rowActions}
    />
  )
}
