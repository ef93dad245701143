import { Badge } from '@react-spectrum/s2/Badge'
import { Button } from '@react-spectrum/s2/Button'
import { useMemo, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import {
  isTransitionalSnapshotState,
  snapshotActionDisabledReason,
} from '~/machines/snapshot-rules'
import { addToast } from '~/machines/toaster'
import { useAppSelector } from '~/store'
import {
  type Snapshot,
  type SnapshotState,
  useDiskListQuery,
  useSnapshotDeleteMutation,
  useSnapshotListQuery,
} from '~/store/api'
import { snapshots } from '~/store/entities/snapshots'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { usePagination } from '../../hooks/use-pagination'
import { pb } from '../../paths'
import { useRouteParams } from '../../routes'
import { formatBytes } from '../../util/units'

type Row = NonNullable<ReturnType<typeof snapshots.selectors.byId>>

const stateVariants: Record<SnapshotState, 'positive' | 'informative' | 'negative' | 'neutral'> = {
  creating: 'informative',
  ready: 'positive',
  faulted: 'negative',
  destroyed: 'neutral',
}

/** While a snapshot is being made the list follows it. */
const POLL_MS = 2000

export default function SnapshotsPage() {
  const { project } = useRouteParams('project')
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const [polling, setPolling] = useState(false)
  const { data, isLoading } = useSnapshotListQuery(
    { project, limit: pagination.limit, pageToken: pagination.pageToken },
    { pollingInterval: polling ? POLL_MS : 0 },
  )
  // disk names for the disk column; a deleted disk shows as such
  const { data: diskPage } = useDiskListQuery({ project })
  const diskNames = useMemo(
    () => new Map((diskPage?.items ?? []).map((disk) => [disk.id, disk.name])),
    [diskPage],
  )
  const [deleteSnapshot] = useSnapshotDeleteMutation()
  const rows = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item: Snapshot) => snapshots.selectors.byId(state, item.id))
        .filter((row): row is Row => row !== undefined),
    shallowEqual,
  )
  const creating = rows.some((row) => isTransitionalSnapshotState(row.state))
  if (creating !== polling) setPolling(creating)

  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      sortValue: (snapshot) => snapshot.name,
      cell: (snapshot) => snapshot.name,
    },
    {
      id: 'disk',
      name: 'Disk',
      sortValue: (snapshot) => diskNames.get(snapshot.diskId) ?? '',
      cell: (snapshot) => diskNames.get(snapshot.diskId) ?? 'Deleted disk',
    },
    {
      id: 'size',
      name: 'Size',
      sortValue: (snapshot) => snapshot.size,
      cell: (snapshot) => formatBytes(snapshot.size),
    },
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
    {
      id: 'created',
      name: 'Created',
      sortValue: (snapshot) => snapshot.timeCreated.getTime(),
      cell: (snapshot) => <RelativeTime date={snapshot.timeCreated} />,
    },
  ]

  return (
    <>
      <PageHeader
        title="Snapshots"
        actions={
          <Button variant="accent" onPress={() => navigate(pb.snapshotsNew({ project }))}>
            New snapshot
          </Button>
        }
      />
      <ResourceTable
        label="Snapshots"
        columns={columns}
        items={rows}
        isLoading={isLoading}
        empty={{
          title: 'No snapshots',
          body: 'Snapshot a disk to keep a point-in-time copy of its data.',
        }}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        rowActions={(snapshot) => [
          {
            id: 'create-image',
            label: 'Create image',
            disabledReason: snapshotActionDisabledReason('createImage', snapshot.state),
            onAction: () => navigate(pb.snapshotImagesNew({ project, snapshot: snapshot.name })),
          },
          {
            id: 'delete',
            label: 'Delete',
            disabledReason: snapshotActionDisabledReason('delete', snapshot.state),
            onAction: () =>
              confirmAction({
                title: 'Delete snapshot',
                content: `Are you sure you want to delete the snapshot ${snapshot.name}? This cannot be undone.`,
                actionLabel: 'Delete',
                errorTitle: 'Could not delete snapshot',
                action: async () => {
                  await deleteSnapshot({ project, snapshot: snapshot.name }).unwrap()
                  addToast({ content: `Snapshot ${snapshot.name} deleted` })
                },
              }),
          },
        ]}
      />
    </>
  )
}
