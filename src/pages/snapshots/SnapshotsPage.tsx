import { Badge } from '@react-spectrum/s2/Badge'
import { useMemo } from 'react'
import { isTransitionalSnapshotState, snapshotRules } from '~/machines/snapshot-rules'
import {
  type SnapshotState,
  useDiskListQuery,
  useSnapshotDeleteMutation,
  useSnapshotListQuery,
} from '~/store/api'
import { snapshots } from '~/store/entities/snapshots'
import { createdColumn, nameColumn, sizeColumn } from '../../components/columns'
import { PageHeader } from '../../components/PageHeader'
import { ResourceTable } from '../../components/ResourceTable'
import { deleteAction } from '../../components/row-actions'
import { useResourceList } from '../../hooks/use-resource-list'
import { useProjectParams } from '../../hooks/use-route'
import { pb } from '../../paths'

const stateVariants: Record<SnapshotState, 'positive' | 'informative' | 'negative' | 'neutral'> = {
  creating: 'informative',
  ready: 'positive',
  faulted: 'negative',
  destroyed: 'neutral',
}

export default function SnapshotsPage() {
  const { project } = useProjectParams()
  // while a snapshot is being made the list follows it
  const list = useResourceList(
    snapshots,
    useSnapshotListQuery,
    { project },
    { isMoving: (snapshot) => isTransitionalSnapshotState(snapshot.state) },
  )
  // disk names for the disk column; a deleted disk shows as such
  const { data: diskPage } = useDiskListQuery({ project })
  const diskNames = useMemo(
    () => new Map((diskPage?.items ?? []).map((disk) => [disk.id, disk.name])),
    [diskPage],
  )
  const [deleteSnapshot] = useSnapshotDeleteMutation()

  return (
    <>
      <PageHeader
        title="Snapshots"
        create={{ label: 'New snapshot', href: pb.snapshotsNew({ project }) }}
      />
      <ResourceTable
        label="Snapshots"
        {...list}
        columns={[
          nameColumn(),
          {
            id: 'disk',
            name: 'Disk',
            sortValue: (snapshot) => diskNames.get(snapshot.diskId) ?? '',
            cell: (snapshot) => diskNames.get(snapshot.diskId) ?? 'Deleted disk',
          },
          sizeColumn(),
          {
            id: 'state',
            name: 'State',
            sortValue: (snapshot) => snapshot.state,
            cell: (snapshot) => (
              <Badge variant={stateVariants[snapshot.state]} size="S">
                {snapshot.state}
              </Badge>
            ),
          },
          createdColumn(),
        ]}
        empty={{
          title: 'No snapshots',
          body: 'Snapshot a disk to keep a point-in-time copy of its data.',
        }}
        rowActions={(snapshot) => [
          {
            id: 'create-image',
            label: 'Create image',
            disabledReason: snapshotRules.reason('createImage', snapshot.state),
            href: pb.snapshotImagesNew({ project, snapshot: snapshot.name }),
          },
          deleteAction({
            kind: 'snapshot',
            name: snapshot.name,
            disabledReason: snapshotRules.reason('delete', snapshot.state),
            run: () => deleteSnapshot({ project, snapshot: snapshot.name }).unwrap(),
          }),
        ]}
      />
    </>
  )
}
