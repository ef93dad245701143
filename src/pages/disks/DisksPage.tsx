import { Link } from '@react-spectrum/s2/Link'
import { useMemo, useState } from 'react'
import { diskRules, isTransitionalDiskState } from '~/machines/disk-rules'
import {
  useDiskDeleteMutation,
  useDiskListQuery,
  useInstanceListQuery,
  useSnapshotCreateMutation,
} from '~/store/api'
import { disks } from '~/store/entities/disks'
import { CopyButton } from '../../components/CopyButton'
import { createdColumn, nameColumn, sizeColumn } from '../../components/columns'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable } from '../../components/ResourceTable'
import { deleteAction, mutateWithToast } from '../../components/row-actions'
import { Properties, Property, SidePanel } from '../../components/SidePanel'
import { useResourceList } from '../../hooks/use-resource-list'
import { useProjectParams } from '../../hooks/use-route'
import { pb } from '../../paths'
import { generateName } from '../../util/generated-name'
import { formatBytes } from '../../util/units'
import { DiskStateBadge, diskStateLabel } from './DiskStateBadge'

type Row = NonNullable<ReturnType<typeof disks.selectors.byId>>

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
  const { project } = useProjectParams()
  const list = useResourceList(
    disks,
    useDiskListQuery,
    { project },
    // while a disk is on its way somewhere (SPEC §4 transitional states), the list follows it
    { isMoving: (disk) => isTransitionalDiskState(disk.state.state) },
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
  const selectedDisk = list.items.find((disk) => disk.id === selected)

  const snapshot = (disk: Row) => {
    const name = generateName(disk.name, 'snapshot')
    return mutateWithToast({
      run: () =>
        createSnapshot({
          project,
          snapshotCreate: { name, description: `Snapshot of ${disk.name}`, disk: disk.id },
        }).unwrap(),
      success: `Snapshot ${name} of disk ${disk.name} created`,
      cta: { text: 'View snapshots', link: pb.snapshots({ project }) },
      errorTitle: 'Could not snapshot disk',
    })
  }

  return (
    <>
      <PageHeader title="Disks" create={{ label: 'New disk', href: pb.disksNew({ project }) }} />
      <ResourceTable
        label="Disks"
        {...list}
        columns={[
          {
            ...nameColumn<Row>(),
            // the disk has no page of its own: its name opens the details panel
            cell: (disk) => (
              <Link onPress={() => setSelected(disk.id)} aria-label={`${disk.name} details`}>
                {disk.name}
              </Link>
            ),
          },
          sizeColumn(),
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
          createdColumn(),
        ]}
        empty={{ title: 'No disks', body: 'Create a disk to store data for your instances.' }}
        rowActions={(disk) => {
          // SPEC §4's disk table (the disk machine's guards read it): enablement and reasons
          const reason = (action: 'snapshot' | 'delete') =>
            diskRules.reason(action, disk.state.state)
          return [
            {
              id: 'snapshot',
              label: 'Snapshot',
              disabledReason: reason('snapshot'),
              onAction: () => void snapshot(disk),
            },
            deleteAction({
              kind: 'disk',
              name: disk.name,
              consequence: 'Its data is lost for good.',
              disabledReason: reason('delete'),
              run: () => deleteDisk({ project, disk: disk.name }).unwrap(),
            }),
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
