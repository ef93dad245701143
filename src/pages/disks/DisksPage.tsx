import { useCallback, useMemo, useState } from 'react'
import { PageHeader } from '@/components/PageHeader'
import type { RowAction } from '@/components/ResourceTable'
import { ResourceTable } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { diskAction, useDiskMachine } from '@/resources/disk-actions'
import {
  attachedInstance,
  DiskPanel,
  diskColumns,
  InstanceLink,
  useDiskSourceNames,
  useInstanceNames,
} from '@/resources/disk-ui'
import { areaInfo } from '@/util/docs'
import { isTransitionalDiskState } from '~/machines/disk-rules'
import type { Disk, Revived } from '~/store/api'
import { useDiskListQuery } from '~/store/api/disks'
import { disks } from '~/store/entities/disks'

export default function DisksPage() {
  const { project } = useProjectParams()
  const list = useResourceList(
    useDiskListQuery,
    { project },
    // while a disk is on its way somewhere (SPEC §4 transitional states), the list follows it
    { entities: disks, isMoving: (disk) => isTransitionalDiskState(disk.state.state) },
  )
  const instanceNames = useInstanceNames(project)
  const sourceNames = useDiskSourceNames(project)
  const machine = useDiskMachine()
  const [selected, setSelected] = useState<string>()
  const selectedDisk = list.items.find((disk) => disk.id === selected)
  // made once: new columns or row actions would render every row again on each poll
  // (docs/architecture.md, Pages and forms)
  const columns = useMemo(
    () =>
      diskColumns({
        onOpen: (disk) => setSelected(disk.id),
        sourceNames,
        own: [
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
        ],
      }),
    [project, sourceNames, instanceNames],
  )
  const rowActions = useCallback(
    (disk: Revived<Disk>): RowAction[] => [
      { ...diskAction(machine, disk, project, 'snapshot'), requires: 'snapshot.create' },
      { id: 'activity', label: 'Activity', href: pb.diskActivity({ project, disk: disk.name }) },
      { ...diskAction(machine, disk, project, 'delete'), requires: 'disk.delete' },
    ],
    [machine, project],
  )

  return (
    <>
      <PageHeader
        title="Disks"
        info={areaInfo.disks}
        create={{
          label: 'New disk',
          href: pb.disksNew({ project }),
          requires: 'disk.create',
        }}
      />
      <ResourceTable
        label="Disks"
        {...list}
        columns={columns}
        empty={{ title: 'No disks', body: 'Create a disk to store data for your instances.' }}
        rowActions={rowActions}
      />
      {selectedDisk && (
        <DiskPanel disk={selectedDisk} project={project} onClose={() => setSelected(undefined)} />
      )}
    </>
  )
}
