/** The instance page's tabs (SPEC §2), each inside the instance layout. */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { EDIT_CONFLICT } from '@/components/form/changed-fields'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import {
  TargetNote,
  targetChoices,
  targetNote,
  targetNoteId,
} from '@/components/form/TargetPickerField'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingBarTrigger } from '@/components/LoadingBar'
import { Lookup, LookupNotices, LookupPending, lookupPhase } from '@/components/Lookup'
import { ResourceTable, type RowAction, type TableColumn } from '@/components/ResourceTable'
import { mutateWithToast } from '@/components/row-actions'
import { queryFailure } from '@/hooks/use-resource-list'
import { lazyWithPreload } from '@/lazy-with-preload'
import { pb } from '@/paths'
import { diskAction, useDiskMachine } from '@/resources/disk-actions'
import {
  DiskPanel,
  diskColumns,
  diskTargets,
  diskTargetWords,
  useDiskSourceNames,
} from '@/resources/disk-ui'
import { instanceSettingPlan, instanceSettingsBody } from '@/resources/instance-settings'
import { FINGERPRINT_MIN_WIDTH, SshKeyFingerprint } from '@/resources/ssh-keys'
import { attachableDiskListArgs, instanceScope } from '@/util/query-args'
import { whenIdle } from '~/lib/when-idle'
import { wholeListArgs } from '~/lib/whole-list'
import { diskRules } from '~/machines/disk-rules'
import { instanceRules } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import {
  type ApiError,
  api,
  type Disk,
  FRESH_READ,
  type Revived,
  reviveDates,
  type SshKey,
} from '~/store/api'
import { useDiskListQuery } from '~/store/api/disks'
import {
  useInstanceDiskAttachMutation,
  useInstanceDiskListQuery,
  useInstanceExternalIpListQuery,
  useInstanceSshPublicKeyListQuery,
  useInstanceUpdateMutation,
} from '~/store/api/instances'
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

const DISK_NOTE_ID = targetNoteId('attach-disk')

export function InstanceStorageTab() {
  const { project, instance, runState } = useInstancePage()
  useEffect(() => whenIdle(() => void InstanceDiskCreateForm.preload()), [])
  const diskList = useInstanceDiskListQuery(instanceScope(project, instance.name))
  const { data, isLoading } = diskList
  const projectDiskList = useDiskListQuery(attachableDiskListArgs(project))
  const { data: projectDisks } = projectDiskList
  const [attach] = useInstanceDiskAttachMutation()
  const diskMachine = useDiskMachine(instance.name)
  const [update] = useInstanceUpdateMutation()
  const dispatch = useAppDispatch()
  const [toAttach, setToAttach] = useState<string | null>(null)
  const [attachError, setAttachError] = useState<string[]>([])
  const [creatingDisk, setCreatingDisk] = useState(false)
  const [openDisk, setOpenDisk] = useState<DiskRow>()
  const disks = useMemo(() => (data?.items ?? []).map((disk) => reviveDates(disk)), [data])
  const sourceNames = useDiskSourceNames(project)
  // the boot disk has its own section; the others follow (SPEC §2 storage tab)
  const bootDisks = disks.filter((disk) => disk.id === instance.bootDiskId)
  const otherDisks = disks.filter((disk) => disk.id !== instance.bootDiskId)
  const attachReason = instanceRules.reason('attachDisk', runState)
  const diskChoices = targetChoices(diskTargets(projectDisks?.items ?? [], instance.id))
  // the instance's own state first: while it refuses, no disk's count matters
  const diskNote =
    attachReason || !projectDisks ? undefined : targetNote(diskChoices, diskTargetWords)
  const noDiskToAttach = Boolean(projectDisks) && diskChoices.pickable.length === 0

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
      diskAction(diskMachine, disk, project, 'detach', {
        instance: instance.name,
        blockedBy: instanceRules.reason('detachDisk', runState),
      }),
      // as on the disks page: the disk machine names the snapshot, creates it and toasts
      diskAction(diskMachine, disk, project, 'snapshot'),
      {
        id: 'boot',
        label: 'Set as boot disk',
        disabledReason: bootReason,
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
        <p id="attach-disk-reason" className="action-reason">
          {attachReason}
        </p>
      )}
      <LookupNotices lookups={[['project disks', projectDiskList]]} />
      <div className="inline-form">
        <Picker
          label="Attach existing disk"
          placeholder={noDiskToAttach ? diskTargetWords.none : 'Choose a detached disk'}
          selectedKey={toAttach}
          onSelectionChange={(key) => setToAttach(key === null ? null : String(key))}
          isDisabled={Boolean(attachReason) || noDiskToAttach}
          aria-describedby={
            attachReason ? 'attach-disk-reason' : diskNote ? DISK_NOTE_ID : undefined
          }
        >
          {diskChoices.pickable.map((disk) => (
            <PickerItem key={disk.value} id={disk.value}>
              {disk.label}
            </PickerItem>
          ))}
        </Picker>
        <Button
          variant="secondary"
          isDisabled={Boolean(attachReason) || !toAttach}
          aria-describedby={noDiskToAttach && diskNote ? DISK_NOTE_ID : undefined}
          onPress={async () => {
            if (!toAttach) return
            setAttachError([])
            try {
              await attach({
                project,
                instance: instance.name,
                diskPath: { disk: toAttach },
              }).unwrap()
              addToast({ content: `Disk ${toAttach} attached` })
              setToAttach(null)
            } catch (error) {
              setAttachError([(error as { message: string }).message])
            }
          }}
        >
          Attach disk
        </Button>
        <Button
          variant="secondary"
          isDisabled={Boolean(attachReason)}
          onPress={() => setCreatingDisk(true)}
        >
          Create disk
        </Button>
      </div>
      <TargetNote id={DISK_NOTE_ID} text={diskNote} />
      <ErrorSummary messages={attachError} />
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

export function InstanceConnectTab() {
  const { project, instance, runState } = useInstancePage()
  const ipQuery = useInstanceExternalIpListQuery({ project, instance: instance.name })
  const ipPhase = lookupPhase(ipQuery)
  const external = ipQuery.data?.items.find((ip) => ip.kind !== 'snat')
  const consoleReason = instanceRules.reason('serialConsole', runState)
  return (
    <section aria-label="Connect">
      <h2 className="section-title">Serial console</h2>
      {consoleReason ? (
        <p>{consoleReason}.</p>
      ) : (
        <Link href={pb.serialConsole({ project, instance: instance.name })}>
          Open the serial console
        </Link>
      )}
      <h2 className="section-title">SSH</h2>
      {ipPhase === 'failed' ? (
        // the address to connect to is not known, which is not the same as there being none
        <LoadFailedAlert
          title="Could not load external IPs"
          error={ipQuery.error}
          level={3}
          onRetry={ipQuery.refetch}
        />
      ) : ipPhase === 'loading' ? (
        <LookupPending what="external IPs" />
      ) : external ? (
        <pre className="cli-command">ssh {external.ip}</pre>
      ) : (
        <p>
          This instance has no external IP. Attach one on the Networking tab to reach it by SSH.
        </p>
      )}
      <InstanceSshKeys project={project} instance={instance.name} />
    </section>
  )
}

type SshKeyRow = Revived<SshKey>

const sshKeyColumns: TableColumn<SshKeyRow>[] = [
  nameColumn(),
  descriptionColumn(),
  {
    id: 'fingerprint',
    name: 'Fingerprint',
    // the whole fingerprint, 'SHA256:' and 43 characters, with its type: a cut one tells no key apart
    minWidth: FINGERPRINT_MIN_WIDTH,
    cell: (key) => <SshKeyFingerprint publicKey={key.publicKey} />,
  },
]

/**
 * The keys cloud-init put on the instance when it was created: the contract's snapshot, which
 * later changes to the user's own keys do not reach.
 */
function InstanceSshKeys({ project, instance }: { project: string; instance: string }) {
  const keys = useInstanceSshPublicKeyListQuery(wholeListArgs(instanceScope(project, instance)))
  const rows = useMemo(() => keys.data?.items.map((key) => reviveDates(key)) ?? [], [keys.data])
  return (
    <>
      <h3 className="section-title">SSH keys</h3>
      <p>
        The keys added when the instance was created. Changes to your keys since do not reach it.
      </p>
      <Lookup query={keys} what="SSH keys">
        {() => (
          <ResourceTable
            label="SSH keys"
            columns={sshKeyColumns}
            items={rows}
            empty={{ title: 'No SSH keys', body: 'This instance was created without SSH keys.' }}
          />
        )}
      </Lookup>
    </>
  )
}

// the tabs of the instance frame (InstanceLayout, mounted once by the route table)
