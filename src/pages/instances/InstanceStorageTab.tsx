/**
 * The instance's Storage tab (SPEC §2), where an instance opens: its boot disk and its other
 * disks, with attach, create, detach, snapshot and Set as boot disk.
 */
import { Suspense, useEffect, useMemo, useState } from 'react'
import { EDIT_CONFLICT } from '@/components/form/changed-fields'
import { LoadingBarTrigger } from '@/components/LoadingBar'
import { LookupNotices } from '@/components/Lookup'
import { ResourceTable, type RowAction } from '@/components/ResourceTable'
import { mutateWithToast } from '@/components/row-actions'
import { useCan } from '@/hooks/use-permissions'
import { queryFailure } from '@/hooks/use-resource-list'
import { lazyWithPreload } from '@/lazy-with-preload'
import { diskAction, useDiskMachine } from '@/resources/disk-actions'
import { DiskPanel, diskColumns, useDiskSourceNames } from '@/resources/disk-ui'
import { instanceSettingPlan, instanceSettingsBody } from '@/resources/instance-settings'
import { attachableDiskListArgs, instanceScope } from '@/util/query-args'
import { whenIdle } from '~/lib/when-idle'
import { diskRules } from '~/machines/disk-rules'
import { instanceRules } from '~/machines/instance-rules'
import { useAppDispatch } from '~/store'
import { type ApiError, api, type Disk, FRESH_READ, type Revived, reviveDates } from '~/store/api'
import { useDiskListQuery } from '~/store/api/disks'
import { useInstanceDiskListQuery, useInstanceUpdateMutation } from '~/store/api/instances'
import { useInstancePage } from './InstanceLayout'

/**
 * The form's code (formik, yup, the source pickers: about a tenth of the instance page's) loads
 * after the Storage tab, where an instance opens, has shown: in the first idle time after, so it
 * is there by the time Create disk is pressed.
 */
const InstanceDiskCreateForm = lazyWithPreload(async () => ({
  default: (await import('@/forms/instance-disk-create')).InstanceDiskCreateForm,
}))

type DiskRow = Revived<Disk>

const ATTACH_REASON_ID = 'attach-disk-reason'

/**
 * The attach form's code comes beside the tab's first rows, not before them: its import starts
 * when this module runs, with the navigation, and the tables render without it.
 */
const InstanceDiskAttach = lazyWithPreload(async () => ({
  default: (await import('./InstanceDiskAttach')).InstanceDiskAttach,
}))
void InstanceDiskAttach.preload()

export function InstanceStorageTab() {
  const { project, instance, runState } = useInstancePage()
  useEffect(() => whenIdle(() => void InstanceDiskCreateForm.preload()), [])
  const diskList = useInstanceDiskListQuery(instanceScope(project, instance.name))
  const { data, isLoading } = diskList
  const projectDiskList = useDiskListQuery(attachableDiskListArgs(project))
  const { data: projectDisks } = projectDiskList
  const diskMachine = useDiskMachine(instance.name)
  const [update] = useInstanceUpdateMutation()
  const dispatch = useAppDispatch()
  const [creatingDisk, setCreatingDisk] = useState(false)
  const [openDisk, setOpenDisk] = useState<DiskRow>()
  const disks = useMemo(() => (data?.items ?? []).map((disk) => reviveDates(disk)), [data])
  const sourceNames = useDiskSourceNames(project)
  // the boot disk has its own section; the others follow (SPEC §2 storage tab)
  const bootDisks = disks.filter((disk) => disk.id === instance.bootDiskId)
  const otherDisks = disks.filter((disk) => disk.id !== instance.bootDiskId)
  // the role first (docs/architecture.md, Permissions), then the instance's state
  const can = useCan()
  const attachReason = can('disk.attach') ?? instanceRules.reason('attachDisk', runState)

  // InstanceUpdate replaces every setting: the instance is read fresh right before the write, so
  // a resize or policy someone else saved since the page loaded stays (docs/architecture.md,
  // "Pages and forms"). The read also brings the page up to date, so after a conflict the second
  // press replaces the boot disk the message named.
  const setBootDisk = async (disk: DiskRow) => {
    const latest = await dispatch(
      api.endpoints.instanceView.initiate({ project, instance: instance.name }, FRESH_READ),
    ).unwrap()
    const plan = instanceSettingPlan(instance, { bootDisk: disk.id }, latest)
    if (plan.kind === 'conflict') {
      const theirs = latest.bootDiskId
      const name = disks.find((other) => other.id === theirs)?.name ?? theirs
      const now = theirs ? `it is now "${name}"` : 'the instance now has none'
      const refusal: ApiError = {
        message: `The boot disk was changed by someone else since this page showed it: ${now}. Set ${disk.name} as boot disk again to replace it.`,
        errorCode: EDIT_CONFLICT,
      }
      throw refusal
    }
    if (plan.kind === 'send') {
      await update({
        project,
        instance: instance.name,
        instanceUpdate: instanceSettingsBody(plan.values),
      }).unwrap()
    }
  }

  const diskRowActions = (disk: DiskRow): RowAction[] => {
    // the instance's state first, then the disk's own (SPEC §4, both tables)
    const bootReason =
      instanceRules.reason('updateBootDisk', runState) ??
      diskRules.reason('setBootDisk', disk.state.state) ??
      (disk.id === instance.bootDiskId ? 'Already the boot disk' : undefined)
    return [
      {
        ...diskAction(diskMachine, disk, project, 'detach', {
          instance: instance.name,
          blockedBy: instanceRules.reason('detachDisk', runState),
        }),
        requires: 'disk.detach',
      },
      // as on the disks page: the disk machine names the snapshot, creates it and toasts
      { ...diskAction(diskMachine, disk, project, 'snapshot'), requires: 'snapshot.create' },
      {
        id: 'boot',
        label: 'Set as boot disk',
        disabledReason: bootReason,
        requires: 'instance.update',
        onAction: () =>
          void mutateWithToast({
            run: () => setBootDisk(disk),
            success: `${disk.name} is the boot disk`,
            errorTitle: 'Could not set the boot disk',
          }),
      },
    ]
  }

  /** The boot disk's table and the other disks' table are the same table of other rows. */
  // the same columns across renders, so the table keeps its rendered rows (StaticTableView)
  const columns = useMemo(() => diskColumns({ onOpen: setOpenDisk, sourceNames }), [sourceNames])
  const diskTable = (label: string, items: DiskRow[], empty: { title: string; body: string }) => (
    <ResourceTable
      label={label}
      columns={columns}
      items={items}
      isLoading={isLoading}
      empty={empty}
      rowActions={diskRowActions}
    />
  )
  // the tab's own list: a failed one is SPEC §8's page, not an empty table
  const failure = queryFailure(diskList.error)
  if (failure) throw failure

  return (
    <section aria-label="Storage">
      <h2 className="section-title">Boot disk</h2>
      {diskTable('Boot disk', bootDisks, {
        title: 'No boot disk',
        body: 'No boot disk is set. Set an attached disk as the boot disk, or choose one in Settings.',
      })}
      <h2 className="section-title">Other disks</h2>
      {attachReason && (
        // in page text, not the disabled field's description, which S2 greys below legible contrast
        <p id={ATTACH_REASON_ID} className="action-reason">
          {attachReason}
        </p>
      )}
      <LookupNotices lookups={[['project disks', projectDiskList]]} />
      <Suspense fallback={<div className="instance-disk-attach-pending" />}>
        <InstanceDiskAttach
          project={project}
          instance={instance}
          projectDisks={projectDisks?.items}
          attachReason={attachReason}
          attachReasonId={ATTACH_REASON_ID}
          onCreateDisk={() => setCreatingDisk(true)}
        />
      </Suspense>
      {diskTable('Attached disks', otherDisks, {
        title: 'No other disks',
        body: 'Attach a disk to give this instance more storage.',
      })}
      {openDisk && (
        <DiskPanel disk={openDisk} project={project} onClose={() => setOpenDisk(undefined)} />
      )}
      {creatingDisk && (
        // the tab stays while the form's code comes, with the loading bar
        <Suspense fallback={<LoadingBarTrigger />}>
          <InstanceDiskCreateForm
            project={project}
            instance={instance.name}
            onDismiss={() => setCreatingDisk(false)}
          />
        </Suspense>
      )}
    </section>
  )
}
