import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useMemo, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import { diskActionAvailability } from '~/machines/disk.machine'
import { isTransitionalDiskState } from '~/machines/disk-rules'
import { addToast } from '~/machines/toaster'
import { useAppSelector } from '~/store'
import {
  type Disk,
  useDiskDeleteMutation,
  useDiskListQuery,
  useInstanceListQuery,
  useSnapshotCreateMutation,
} from '~/store/api'
import { disks } from '~/store/entities/disks'
import { CopyButton } from '../../components/CopyButton'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { Properties, Property, SidePanel } from '../../components/SidePanel'
import { usePagination } from '../../hooks/use-pagination'
import { pb } from '../../paths'
import { useRouteParams } from '../../routes'
import { errorMessage } from '../../util/error-message'
import { generateName } from '../../util/generated-name'
import { formatBytes } from '../../util/units'
import { DiskStateBadge, diskStateLabel } from './DiskStateBadge'

type Row = NonNullable<ReturnType<typeof disks.selectors.byId>>

/** While a disk is on its way somewhere (SPEC §4 transitional states), the list follows it. */
const POLL_MS = 1000

const attachedInstance = (disk: Row) => ('instance' in disk.state ? disk.state.instance : null)

/** The instance a disk is attached to, by name when the project's instances are known. */
function InstanceLink({
  project,
  id,
  names,
}: {
  project: string
  id: string
  names: Map<string, string>
}) {
  const name = names.get(id)
  // without its name, the lookup route finds the instance's project and name from its id (SPEC §2)
  const href = name ? pb.instance({ project, instance: name }) : pb.instanceLookup({ instance: id })
  return <Link href={href}>{name ?? id}</Link>
}

export default function DisksPage() {
  const { project } = useRouteParams('project')
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const [polling, setPolling] = useState(false)
  const { data, isLoading } = useDiskListQuery(
    { project, limit: pagination.limit, pageToken: pagination.pageToken },
    { pollingInterval: polling ? POLL_MS : 0 },
  )
  // instance names for the attached-to column; the column falls back to ids without them
  const { data: instances } = useInstanceListQuery({ project })
  const instanceNames = useMemo(
    () => new Map((instances?.items ?? []).map((instance) => [instance.id, instance.name])),
    [instances],
  )
  const [deleteDisk] = useDiskDeleteMutation()
  const [createSnapshot] = useSnapshotCreateMutation()
  const [selected, setSelected] = useState<string>()

  const rows = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item: Disk) => disks.selectors.byId(state, item.id))
        .filter((row): row is Row => row !== undefined),
    shallowEqual,
  )
  const anyTransitional = rows.some((disk) => isTransitionalDiskState(disk.state.state))
  if (anyTransitional !== polling) setPolling(anyTransitional)
  const selectedDisk = rows.find((disk) => disk.id === selected)

  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      sortValue: (disk) => disk.name,
      cell: (disk) => (
        <Link onPress={() => setSelected(disk.id)} aria-label={`${disk.name} details`}>
          {disk.name}
        </Link>
      ),
    },
    {
      id: 'size',
      name: 'Size',
      sortValue: (disk) => disk.size,
      cell: (disk) => formatBytes(disk.size),
    },
    {
      id: 'state',
      name: 'State',
      sortValue: (disk) => disk.state.state,
      cell: (disk) => <DiskStateBadge state={disk.state.state} />,
    },
    {
      id: 'attachedTo',
      name: 'Attached to',
      sortValue: (disk) => attachedInstance(disk) ?? '',
      cell: (disk) => {
        const instance = attachedInstance(disk)
        return instance ? (
          <InstanceLink project={project} id={instance} names={instanceNames} />
        ) : (
          '—'
        )
      },
    },
    {
      id: 'created',
      name: 'Created',
      sortValue: (disk) => disk.timeCreated.getTime(),
      cell: (disk) => <RelativeTime date={disk.timeCreated} />,
    },
  ]

  const snapshot = async (disk: Row) => {
    const name = generateName(disk.name, 'snapshot')
    try {
      await createSnapshot({
        project,
        snapshotCreate: { name, description: `Snapshot of ${disk.name}`, disk: disk.id },
      }).unwrap()
      addToast({
        content: `Snapshot ${name} of disk ${disk.name} created`,
        cta: { text: 'View snapshots', link: pb.snapshots({ project }) },
      })
    } catch (error) {
      addToast({
        title: 'Could not snapshot disk',
        content: errorMessage(error),
        variant: 'error',
      })
    }
  }

  return (
    <>
      <PageHeader
        title="Disks"
        actions={
          <Button variant="accent" onPress={() => navigate(pb.disksNew({ project }))}>
            New disk
          </Button>
        }
      />
      <ResourceTable
        label="Disks"
        columns={columns}
        items={rows}
        isLoading={isLoading}
        empty={{ title: 'No disks', body: 'Create a disk to store data for your instances.' }}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        rowActions={(disk) => {
          // SPEC §4 through the disk machine: enablement and reasons come from its rule table
          const can = diskActionAvailability(disk.state)
          return [
            {
              id: 'snapshot',
              label: 'Snapshot',
              disabledReason: can.snapshot.reason,
              onAction: () => snapshot(disk),
            },
            {
              id: 'delete',
              label: 'Delete',
              disabledReason: can.delete.reason,
              onAction: () =>
                confirmAction({
                  title: 'Delete disk',
                  content: `Are you sure you want to delete the disk ${disk.name}? Its data is lost for good.`,
                  actionLabel: 'Delete',
                  errorTitle: 'Could not delete disk',
                  action: async () => {
                    await deleteDisk({ project, disk: disk.name }).unwrap()
                    addToast({ content: `Disk ${disk.name} deleted` })
                  },
                }),
            },
          ]
        }}
      />
      {selectedDisk && (
        <SidePanel title={`Disk ${selectedDisk.name}`} onClose={() => setSelected(undefined)}>
          <DiskProperties disk={selectedDisk} project={project} instanceNames={instanceNames} />
        </SidePanel>
      )}
    </>
  )
}

function DiskProperties({
  disk,
  project,
  instanceNames,
}: {
  disk: Row
  project: string
  instanceNames: Map<string, string>
}) {
  const instance = attachedInstance(disk)
  return (
    <Properties>
      <Property label="Name">{disk.name}</Property>
      <Property label="ID">
        {disk.id} <CopyButton text={disk.id} label="Copy ID" />
      </Property>
      <Property label="Description">{disk.description || '—'}</Property>
      <Property label="State">{diskStateLabel(disk.state.state)}</Property>
      <Property label="Attached to">
        {instance ? <InstanceLink project={project} id={instance} names={instanceNames} /> : '—'}
      </Property>
      <Property label="Size">{formatBytes(disk.size)}</Property>
      <Property label="Block size">{disk.blockSize} bytes</Property>
      <Property label="Read only">{disk.readOnly ? 'Yes' : 'No'}</Property>
      <Property label="Device path">{disk.devicePath}</Property>
      <Property label="Source image">{disk.imageId ?? '—'}</Property>
      <Property label="Source snapshot">{disk.snapshotId ?? '—'}</Property>
      <Property label="Created">
        <RelativeTime date={disk.timeCreated} />
      </Property>
      <Property label="Modified">
        <RelativeTime date={disk.timeModified} />
      </Property>
    </Properties>
  )
}
