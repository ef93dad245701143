/**
 * What every page that lists disks shares (the disks page, the instance's storage tab, the
 * snapshots' disk column): the disk table's columns, the attached instance's link, where a disk
 * came from, the disk's details panel, which a disk's name opens (a disk has no page of its own,
 * SPEC §2), and which disks an instance can take.
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo } from 'react'
import {
  createdColumn,
  nameColumn,
  sizeColumn,
  stateColumn,
  textColumn,
} from '@/components/columns'
import type { TargetWords } from '@/components/form/TargetPickerField'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import type { TableColumn } from '@/components/ResourceTable'
import { SidePanel } from '@/components/SidePanel'
import { pb } from '@/paths'
import { namesById } from '@/util/names-by-id'
import { formatBytes } from '@/util/units'
import { countOf } from '~/lib/count-of'
import { diskRules } from '~/machines/disk-rules'
import { useImageListQuery } from '~/store/api/images'
import type { Disk, Revived } from '~/store/api/index'
import { useInstanceListQuery } from '~/store/api/instances'
import { useSnapshotListQuery } from '~/store/api/snapshots'
import { DiskStateBadge } from './DiskStateBadge'

type DiskFacts = Pick<Disk, 'name' | 'state' | 'imageId' | 'snapshotId'>

export const attachedInstance = (disk: Pick<Disk, 'state'>) =>
  'instance' in disk.state ? disk.state.instance : null

/**
 * The disks an instance's attach picker weighs: the project's, but the instance's own, each with
 * why the disk table's attach row (SPEC §4) refuses it now.
 */
export const diskTargets = (disks: readonly Disk[], instanceId: string) =>
  disks
    .filter((disk) => attachedInstance(disk) !== instanceId)
    .map((disk) => ({
      value: disk.name,
      label: disk.name,
      disabledReason: diskRules.reason('attach', disk.state.state),
    }))

export const diskTargetWords: TargetWords = {
  heldBack: (count) =>
    `${countOf(count, { one: 'other disk', other: 'other disks' })} cannot be attached now. ${diskRules.rules.attach.reason}.`,
  none: 'No disk can be attached now',
}

/** Instance names by id, for the project: links read names, not ids, once they are known. */
export function useInstanceNames(project: string) {
  const { data } = useInstanceListQuery({ project })
  return useMemo(() => namesById(data), [data])
}

/** The instance a disk is attached to, by name when the project's instances are known. */
export function InstanceLink({
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

/** Names of what disks are made from: the project's and the silo's images, the snapshots. */
export function useDiskSourceNames(project: string) {
  const { data: projectImages } = useImageListQuery({ project })
  const { data: siloImages } = useImageListQuery({})
  const { data: snapshots } = useSnapshotListQuery({ project })
  return useMemo(
    () => namesById(projectImages, siloImages, snapshots),
    [projectImages, siloImages, snapshots],
  )
}

/** 'Image debian-12', 'Snapshot db-snap', 'Blank'; an id while names load or once deleted. */
export function diskSource(disk: DiskFacts, names: Map<string, string>) {
  if (disk.imageId) return `Image ${names.get(disk.imageId) ?? disk.imageId}`
  if (disk.snapshotId) return `Snapshot ${names.get(disk.snapshotId) ?? disk.snapshotId}`
  return 'Blank'
}

/** A disk's name as a link that opens its details panel. */
export function DiskNameLink({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Link onPress={onOpen} aria-label={`${name} details`}>
      {name}
    </Link>
  )
}

type DiskRow = Revived<Disk>

/**
 * A disk table's columns, the disks page's and the instance's storage tab's: the name (which opens
 * the disk's panel), size and state, then the table's `own` columns, then the type, where the disk
 * came from (`sourceNames`: useDiskSourceNames) and when it was created.
 */
export function diskColumns({
  onOpen,
  sourceNames,
  own = [],
}: {
  onOpen: (disk: DiskRow) => void
  sourceNames: Map<string, string>
  own?: TableColumn<DiskRow>[]
}): TableColumn<DiskRow>[] {
  return [
    {
      ...nameColumn<DiskRow>(),
      cell: (disk) => <DiskNameLink name={disk.name} onOpen={() => onOpen(disk)} />,
    },
    sizeColumn(),
    stateColumn<DiskRow>(
      (disk) => disk.state.state,
      (disk) => <DiskStateBadge state={disk.state.state} />,
    ),
    ...own,
    textColumn<DiskRow>('type', 'Type', (disk) => disk.diskType, { minWidth: 110 }),
    textColumn<DiskRow>('source', 'Source', (disk) => diskSource(disk, sourceNames)),
    createdColumn(),
  ]
}

/** The disk's details, read-only, in the side panel. */
export function DiskPanel({
  disk,
  project,
  onClose,
}: {
  disk: Revived<Disk>
  project: string
  onClose: () => void
}) {
  const instanceNames = useInstanceNames(project)
  const sourceNames = useDiskSourceNames(project)
  const instance = attachedInstance(disk)
  return (
    <SidePanel title={`Disk ${disk.name}`} onClose={onClose}>
      <Properties>
        <Property label="Name">{disk.name}</Property>
        <Property label="ID" copy={disk.id}>
          {disk.id}
        </Property>
        <Property label="Description">{disk.description || '—'}</Property>
        <Property label="State">
          <DiskStateBadge state={disk.state.state} />
        </Property>
        <Property label="Attached to">
          {instance ? <InstanceLink project={project} id={instance} names={instanceNames} /> : '—'}
        </Property>
        <Property label="Size">{formatBytes(disk.size)}</Property>
        <Property label="Type">{disk.diskType}</Property>
        <Property label="Source">{diskSource(disk, sourceNames)}</Property>
        <Property label="Block size">{disk.blockSize} bytes</Property>
        <Property label="Read only">{disk.readOnly ? 'Yes' : 'No'}</Property>
        <Property label="Device path">{disk.devicePath}</Property>
        <Property label="Created">
          <RelativeTime date={disk.timeCreated} />
        </Property>
        <Property label="Modified">
          <RelativeTime date={disk.timeModified} />
        </Property>
      </Properties>
    </SidePanel>
  )
}
