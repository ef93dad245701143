/**
 * The Storage tab's inline form: attach one of the project's detached disks, or create one. Its
 * own chunk (S2's picker brings its list virtualizer), loaded beside the tab's first rows rather
 * than before them: the tables show without waiting for it.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { useState } from 'react'
import { ErrorSummary } from '@/components/form/ErrorSummary'
import {
  TargetNote,
  targetChoices,
  targetNote,
  targetNoteId,
} from '@/components/form/TargetPickerField'
import { diskTargets, diskTargetWords } from '@/resources/disk-ui'
import { addToast } from '~/machines/toaster'
import type { Disk } from '~/store/api'
import { useInstanceDiskAttachMutation } from '~/store/api/instances'

const DISK_NOTE_ID = targetNoteId('attach-disk')

export function InstanceDiskAttach({
  project,
  instance,
  projectDisks,
  attachReason,
  attachReasonId,
  onCreateDisk,
}: {
  project: string
  instance: { id: string; name: string }
  /** The disks the picker offers; undefined while they load. */
  projectDisks: Disk[] | undefined
  /** Why the instance's state refuses attaching now, shown by the tab under `attachReasonId`. */
  attachReason: string | undefined
  attachReasonId: string
  onCreateDisk: () => void
}) {
  const [attach] = useInstanceDiskAttachMutation()
  const [toAttach, setToAttach] = useState<string | null>(null)
  const [attachError, setAttachError] = useState<string[]>([])
  const diskChoices = targetChoices(diskTargets(projectDisks ?? [], instance.id))
  // the instance's own state first: while it refuses, no disk's count matters
  const diskNote =
    attachReason || !projectDisks ? undefined : targetNote(diskChoices, diskTargetWords)
  const noDiskToAttach = Boolean(projectDisks) && diskChoices.pickable.length === 0
  return (
    <>
      <div className="inline-form">
        <Picker
          label="Attach existing disk"
          placeholder={noDiskToAttach ? diskTargetWords.none : 'Choose a detached disk'}
          selectedKey={toAttach}
          onSelectionChange={(key) => setToAttach(key === null ? null : String(key))}
          isDisabled={Boolean(attachReason) || noDiskToAttach}
          aria-describedby={attachReason ? attachReasonId : diskNote ? DISK_NOTE_ID : undefined}
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
        <Button variant="secondary" isDisabled={Boolean(attachReason)} onPress={onCreateDisk}>
          Create disk
        </Button>
      </div>
      <TargetNote id={DISK_NOTE_ID} text={diskNote} />
      <ErrorSummary messages={attachError} />
    </>
  )
}
