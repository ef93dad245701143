import { useCallback, useMemo, useState } from 'react'
import { createdColumn, nameColumn, sizeColumn, stateColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type RowAction, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { StateBadge, type StateTone } from '@/components/StateBadge'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { DiskNameLink, DiskPanel } from '@/resources/disk-ui'
import { areaInfo } from '@/util/docs'
import { isTransitionalSnapshotState, snapshotRules } from '~/machines/snapshot-rules'
import { reviveDates, type SnapshotState } from '~/store/api'
import { useDiskListQuery } from '~/store/api/disks'
import { useSnapshotDeleteMutation, useSnapshotListQuery } from '~/store/api/snapshots'
import { snapshots } from '~/store/entities/snapshots'

const tones: Record<SnapshotState, StateTone> = {
  creating: 'informative',
  ready: 'positive',
  faulted: 'negative',
  destroyed: 'neutral',
}

type SnapshotRow = NonNullable<ReturnType<typeof snapshots.selectors.byId>>

export default function SnapshotsPage() {
  const { project } = useProjectParams()
  // while a snapshot is being made the list follows it
  const list = useResourceList(
    useSnapshotListQuery,
    { project },
    { entities: snapshots, isMoving: (snapshot) => isTransitionalSnapshotState(snapshot.state) },
  )
  // the disks for the disk column; a deleted disk shows as such
  const diskList = useDiskListQuery({ project })
  const { data: diskPage } = diskList
  const disksById = useMemo(
    () => new Map((diskPage?.items ?? []).map((disk) => [disk.id, disk])),
    [diskPage],
  )
  const [openDisk, setOpenDisk] = useState<string>()
  const openedDisk = openDisk ? disksById.get(openDisk) : undefined
  const [deleteSnapshot] = useSnapshotDeleteMutation()
  // made once: new columns or row actions would render every row again on each poll
  // (docs/architecture.md, Pages and forms)
  const columns = useMemo<TableColumn<SnapshotRow>[]>(
    () => [
      nameColumn(),
      {
        id: 'disk',
        name: 'Disk',
        sortValue: (snapshot) => disksById.get(snapshot.diskId)?.name ?? '',
        cell: (snapshot) => {
          const disk = disksById.get(snapshot.diskId)
          return lookedUp(
            diskList,
            disk && <DiskNameLink name={disk.name} onOpen={() => setOpenDisk(disk.id)} />,
            'Deleted disk',
          )
        },
      },
      sizeColumn(),
      stateColumn<SnapshotRow>(
        (snapshot) => snapshot.state,
        (snapshot) => (
          <StateBadge
            state={snapshot.state}
            tone={tones[snapshot.state]}
            inProgress={isTransitionalSnapshotState(snapshot.state)}
          />
        ),
      ),
      createdColumn(),
    ],
    [disksById, diskList],
  )
  const rowActions = useCallback(
    (snapshot: SnapshotRow): RowAction[] => [
      {
        id: 'create-image',
        label: 'Create image',
        disabledReason: snapshotRules.reason('createImage', snapshot.state),
        requires: 'image.create',
        href: pb.snapshotImagesNew({ project, snapshot: snapshot.name }),
      },
      deleteAction({
        kind: 'snapshot',
        name: snapshot.name,
        disabledReason: snapshotRules.reason('delete', snapshot.state),
        requires: 'snapshot.delete',
        run: () => deleteSnapshot({ project, snapshot: snapshot.name }).unwrap(),
      }),
    ],
    [project, deleteSnapshot],
  )

  return (
    <>
      <PageHeader
        title="Snapshots"
        info={areaInfo.snapshots}
        create={{
          label: 'New snapshot',
          href: pb.snapshotsNew({ project }),
          requires: 'snapshot.create',
        }}
      />
      <LookupNotices lookups={[['disks', diskList]]} />
      <ResourceTable
        label="Snapshots"
        {...list}
        columns={columns}
        empty={{
          title: 'No snapshots',
          body: 'Snapshot a disk to keep a point-in-time copy of its data.',
        }}
        rowActions={rowActions}
      />
      {openedDisk && (
        <DiskPanel
          disk={reviveDates(openedDisk)}
          project={project}
          onClose={() => setOpenDisk(undefined)}
        />
      )}
    </>
  )
}
