/**
 * A disk's row actions, driven by the disk machine (machines/disk.machine.ts): each runs a
 * short-lived actor at the row's state, visible in the inspector, which moves optimistically,
 * calls the request provided here, toasts, and rolls back on failure.
 */

import { useMemo } from 'react'
import type { RowAction } from '@/components/ResourceTable'
import { machineAction } from '@/components/row-actions'
import { pb } from '@/paths'
import { generateName } from '@/util/generated-name'
import {
  diskActorOptions,
  diskMachine,
  diskRequestActors,
  requestDiskAction,
} from '~/machines/disk.machine'
import { type DiskAction, diskRules } from '~/machines/disk-rules'
import { withActor } from '~/machines/requests'
import { useDiskDeleteMutation } from '~/store/api/disks'
import type { Disk } from '~/store/api/index'
import { useInstanceDiskDetachMutation } from '~/store/api/instances'
import { useSnapshotCreateMutation } from '~/store/api/snapshots'

export type ProvidedDiskMachine = typeof diskMachine

/**
 * The disk machine with its requests from the RTK triggers. `instance`: the instance page's
 * instance, by name (the detach path names the instance; a disk's state only has its id).
 */
export function useDiskMachine(instance?: string): ProvidedDiskMachine {
  const [deleteDisk] = useDiskDeleteMutation()
  const [createSnapshot] = useSnapshotCreateMutation()
  const [detachDisk] = useInstanceDiskDetachMutation()
  // RTK Query's triggers are stable, so the provided machine is too: rows rendered with it keep
  // their actions across the page's renders (docs/architecture.md, Pages and forms)
  return useMemo(
    () =>
      diskMachine.provide({
        actors: diskRequestActors({
          delete: ({ project, disk }) => deleteDisk({ project, disk }).unwrap(),
          snapshot: ({ project, disk }) =>
            createSnapshot({
              project,
              snapshotCreate: {
                // says what it is beside the disk's own name in lists (SPEC §5 generated names)
                name: generateName(disk, 'snapshot'),
                description: `Snapshot of ${disk}`,
                disk,
              },
            }).unwrap(),
          detach: ({ project, disk }) => {
            if (!instance)
              return Promise.reject(new Error('Detach the disk from its instance page'))
            return detachDisk({ project, instance, diskPath: { disk } }).unwrap()
          },
        }),
      }),
    [deleteDisk, createSnapshot, detachDisk, instance],
  )
}

type DiskRow = Pick<Disk, 'name' | 'state'>

const confirms = {
  delete: (disk: string) => ({
    title: 'Delete disk',
    content: `Are you sure you want to delete the disk ${disk}? Its data is lost for good.`,
    actionLabel: 'Delete',
  }),
  detach: (disk: string, instance: string) => ({
    title: 'Detach disk',
    content: `Are you sure you want to detach the disk ${disk} from ${instance}?`,
    actionLabel: 'Detach',
  }),
}

const labels = { delete: 'Delete', snapshot: 'Snapshot', detach: 'Detach' } as const

/**
 * One of the machine-driven actions for a disk row; `blockedBy` is a reason from elsewhere that
 * comes first (the instance's own state, for a detach).
 */
export function diskAction(
  machine: ProvidedDiskMachine,
  disk: DiskRow,
  project: string,
  action: keyof typeof labels,
  options: { instance?: string; blockedBy?: string } = {},
): RowAction {
  const confirm =
    action === 'delete'
      ? confirms.delete(disk.name)
      : action === 'detach'
        ? confirms.detach(disk.name, options.instance ?? '')
        : undefined
  return machineAction({
    id: action,
    label: labels[action],
    disabledReason:
      options.blockedBy ?? diskRules.reason(action satisfies DiskAction, disk.state.state),
    confirm,
    request: () =>
      withActor(machine, diskActorOptions(disk, project, pb.snapshots({ project })), (actor) =>
        requestDiskAction(actor, action),
      ),
  })
}
