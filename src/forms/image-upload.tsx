import { Button } from '@react-spectrum/s2/Button'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { useActorRef, useSelector } from '@xstate/react'
import { useField } from 'formik'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useShowsOwnError } from '@/components/form/shown-errors'
import { fieldLabel, TextField } from '@/components/form/TextField'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { docGuides } from '@/util/docs'
import { generateName } from '@/util/generated-name'
import { formatBytes, GiB } from '@/util/units'
import { nameSchema, requiredMessage, requiredText } from '@/util/validation'
import { BOOT_MARKER_BYTES, bootMarker } from '~/lib/boot-marker'
import { MAX_DISK_SIZE_GiB } from '~/lib/constants'
import { confirmAction } from '~/machines/confirm-dialog'
import {
  imageUploadMachine,
  stepLabels,
  type UploadApi,
  uploadFailureMessage,
} from '~/machines/image-upload.machine'
import { type StageState, uploadStages } from '~/machines/image-upload-stages'
import { inspectOption } from '~/machines/inspect'
import { addToast } from '~/machines/toaster'
import type { BlockSize } from '~/store/api'
import {
  useDiskBulkWriteImportMutation,
  useDiskBulkWriteImportStartMutation,
  useDiskBulkWriteImportStopMutation,
  useDiskCreateMutation,
  useDiskDeleteMutation,
  useDiskFinalizeImportMutation,
  useLazyDiskViewQuery,
} from '~/store/api/disks'
import { useImageCreateMutation } from '~/store/api/images'
import { useLazySnapshotViewQuery, useSnapshotDeleteMutation } from '~/store/api/snapshots'

export const uploadFileMessages = {
  empty: 'The file is empty',
  blocks: (blockSize: number) =>
    `The file size must be a multiple of the block size (${blockSize} bytes)`,
  tooBig: `The file is larger than the largest disk (${MAX_DISK_SIZE_GiB} GiB)`,
}

interface UploadValues {
  name: string
  description: string
  os: string
  version: string
  blockSize: string
  file: File | null
}

/** Block size and size checks before anything is sent (the server would refuse later). */
export const uploadFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  os: requiredText('OS'),
  version: requiredText('Version'),
  blockSize: string().required(requiredMessage('Block size')),
  file: mixed<File>()
    .nullable()
    .test('file', (file, context) => {
      if (!file) return context.createError({ message: requiredMessage('Image file') })
      const blockSize = Number((context.parent as UploadValues).blockSize)
      if (file.size === 0) return context.createError({ message: uploadFileMessages.empty })
      if (file.size > MAX_DISK_SIZE_GiB * GiB) {
        return context.createError({ message: uploadFileMessages.tooBig })
      }
      if (blockSize && file.size % blockSize !== 0) {
        return context.createError({ message: uploadFileMessages.blocks(blockSize) })
      }
      return true
    }),
})

/** A native file input: S2 has no file field, and this one is labelled and keyboard-reachable. */
function FileField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<File | null>(name)
  const error = meta.touched ? meta.error : undefined
  const showsError = useShowsOwnError(name, label)
  const id = `field-${name}`
  return (
    <div className="form-field file-field">
      <label htmlFor={id}>{fieldLabel(label, true)}</label>
      <input
        ref={showsError}
        id={id}
        type="file"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
        onChange={(event) => {
          helpers.setValue(event.currentTarget.files?.[0] ?? null)
          helpers.setTouched(true, false)
        }}
      />
      {field.value && (
        <span>
          {field.value.name}, {formatBytes(field.value.size)}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}

/** The upload's API calls, from the generated RTK Query mutations (DESIGN "Machines"). */
function useUploadApi(project: string): UploadApi {
  const [createDisk] = useDiskCreateMutation()
  const [startImport] = useDiskBulkWriteImportStartMutation()
  const [writeChunk] = useDiskBulkWriteImportMutation()
  const [stopImport] = useDiskBulkWriteImportStopMutation()
  const [finalize] = useDiskFinalizeImportMutation()
  const [createImage] = useImageCreateMutation()
  const [deleteDisk] = useDiskDeleteMutation()
  const [deleteSnapshot] = useSnapshotDeleteMutation()
  const [viewDisk] = useLazyDiskViewQuery()
  const [viewSnapshot] = useLazySnapshotViewQuery()
  return useMemo(
    () => ({
      createDisk: ({ name, size, blockSize }) =>
        createDisk({
          project,
          diskCreate: {
            name,
            description: 'Temporary disk for an image upload',
            size,
            diskBackend: {
              type: 'distributed',
              diskSource: { type: 'importing_blocks', blockSize: blockSize as BlockSize },
            },
          },
        }).unwrap(),
      startImport: (disk) => startImport({ project, disk }).unwrap(),
      writeChunk: (disk, offset, base64) =>
        writeChunk({
          project,
          disk,
          importBlocksBulkWrite: { offset, base64EncodedData: base64 },
        }).unwrap(),
      stopImport: (disk) => stopImport({ project, disk }).unwrap(),
      finalize: (disk, snapshotName) =>
        finalize({ project, disk, finalizeDisk: { snapshotName } }).unwrap(),
      createImage: async ({ snapshotName, ...image }) => {
        const snapshot = await viewSnapshot({ project, snapshot: snapshotName }).unwrap()
        return createImage({
          project,
          imageCreate: { ...image, source: { type: 'snapshot', id: snapshot.id } },
        }).unwrap()
      },
      diskState: async (disk) => (await viewDisk({ project, disk }).unwrap()).state.state,
      deleteDisk: (disk) => deleteDisk({ project, disk }).unwrap(),
      deleteSnapshot: (snapshot) => deleteSnapshot({ project, snapshot }).unwrap(),
    }),
    [
      project,
      createDisk,
      startImport,
      writeChunk,
      stopImport,
      finalize,
      createImage,
      deleteDisk,
      deleteSnapshot,
      viewDisk,
      viewSnapshot,
    ],
  )
}

/** How a stage's state reads beside its name, and its light. */
const STAGE_WORDS: Record<StageState, string> = {
  waiting: 'waiting',
  active: 'under way',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  skipped: 'skipped',
}
const STAGE_TONES: Record<StageState, 'neutral' | 'informative' | 'positive' | 'negative'> = {
  waiting: 'neutral',
  active: 'informative',
  done: 'positive',
  failed: 'negative',
  cancelled: 'neutral',
  skipped: 'neutral',
}

/**
 * Whether to go on with `file`: at once when it carries a boot marker (lib/boot-marker.ts); else
 * only once the user, warned that an instance may not boot from it, uploads it anyway.
 */
async function bootableOrPassed(file: Blob) {
  const leading = new Uint8Array(await file.slice(0, BOOT_MARKER_BYTES).arrayBuffer())
  if (bootMarker(leading)) return true
  const outcome = await confirmAction({
    title: 'Upload a file that may not boot',
    content:
      'The file has neither a GUID partition table nor an ISO 9660 header, so an instance will ' +
      'probably not boot from it. Disk images made for UEFI and installer ISOs have one. ' +
      'Upload it anyway?',
    actionLabel: 'Upload anyway',
    // a caution, not a deletion: the accent button
    variant: 'confirmation',
    action: () => Promise.resolve(),
  })
  return outcome === 'confirmed'
}

const phaseLabels: Record<string, string> = {
  creatingDisk: stepLabels.createDisk,
  startingImport: stepLabels.startImport,
  uploading: stepLabels.upload,
  stoppingImport: stepLabels.stopImport,
  finalizing: stepLabels.finalize,
  creatingImage: stepLabels.createImage,
  removingTemporaries: 'Removing the temporary disk and snapshot',
  cleaningUp: 'Cleaning up',
  cancelled: 'Upload cancelled',
  done: 'Upload complete',
}

/**
 * `images-new`: upload an image file through the upload machine. Its words ('Upload image',
 * 'Upload') are not the create pattern, so it names them; a taken name lands on Name by default.
 */
export default function ImageUploadForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const api = useUploadApi(project)
  const upload = useActorRef(imageUploadMachine, { input: { api }, inspect: inspectOption() })
  const phase = useSelector(upload, (snapshot) => String(snapshot.value))
  const busy = useSelector(upload, (snapshot) => snapshot.hasTag('busy'))
  const cancellable = useSelector(upload, (snapshot) => snapshot.can({ type: 'upload.cancel' }))
  const bytesSent = useSelector(upload, (snapshot) => snapshot.context.bytesSent)
  const totalBytes = useSelector(upload, (snapshot) => snapshot.context.totalBytes)
  const cleanupError = useSelector(upload, (snapshot) => snapshot.context.cleanupError)
  const stages = useSelector(
    upload,
    (snapshot) => uploadStages(String(snapshot.value), snapshot.context),
    // a new list only when a stage's state changed, not on every chunk's progress
    (before, after) => before.every((stage, index) => stage.state === after[index].state),
  )
  const close = () => navigate(pb.projectImages({ project }))
  const percent = totalBytes > 0 ? Math.round((bytesSent / totalBytes) * 100) : 0

  return (
    <SideModalForm<UploadValues>
      requires="image.create"
      title="Upload image"
      docs={[docGuides.imageImport, docGuides.images]}
      submitLabel="Upload"
      initialValues={{
        name: '',
        description: '',
        os: '',
        version: '',
        blockSize: '512',
        file: null,
      }}
      validationSchema={uploadFormSchema}
      // leaving mid-upload would strand the temporary disk: cancel (and clean up) instead
      onDismiss={() => (busy ? upload.send({ type: 'upload.cancel' }) : close())}
      onSubmit={async (values) => {
        if (!values.file) return
        if (!(await bootableOrPassed(values.file))) return
        upload.send({ type: 'upload.reset' })
        upload.send({
          type: 'upload.start',
          request: {
            file: values.file,
            imageName: values.name,
            description: values.description,
            os: values.os,
            version: values.version,
            blockSize: Number(values.blockSize),
            diskName: generateName(values.name, 'upload'),
            snapshotName: generateName(values.name, 'snapshot'),
          },
        })
        const end = await new Promise<ReturnType<typeof upload.getSnapshot>>((resolve) => {
          const subscription = upload.subscribe((snapshot) => {
            if (['done', 'failed', 'cancelled'].includes(String(snapshot.value))) {
              subscription.unsubscribe()
              resolve(snapshot)
            }
          })
        })
        if (end.matches('failed')) throw { message: uploadFailureMessage(end.context) }
        if (end.matches('done') && end.context.image) {
          addToast({
            content: `Image ${end.context.image.name} uploaded`,
            ...(end.context.cleanupError
              ? { variant: 'info' as const, title: 'Uploaded, with leftovers' }
              : {}),
          })
          close()
        }
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField name="os" label="OS" isRequired description="e.g. ubuntu, debian, windows" />
      <TextField name="version" label="Version" isRequired description="e.g. 22.04" />
      <PickerField
        name="blockSize"
        label="Block size"
        isRequired
        options={[512, 2048, 4096].map((size) => ({ value: String(size), label: `${size} bytes` }))}
      />
      <FileField name="file" label="Image file" />
      {phase !== 'idle' && (
        <div className="upload-progress">
          <ol className="upload-stages" aria-label="Upload steps">
            {stages.map((stage) => (
              <li key={stage.id}>
                <StatusLight variant={STAGE_TONES[stage.state]}>
                  {stage.label}: {STAGE_WORDS[stage.state]}
                </StatusLight>
              </li>
            ))}
          </ol>
          {phase !== 'failed' && (
            <ProgressBar
              label={phaseLabels[phase] ?? 'Uploading'}
              value={percent}
              valueLabel={`${formatBytes(bytesSent)} of ${formatBytes(totalBytes)} (${percent}%)`}
            />
          )}
          {phase === 'cancelled' && (
            <p role="status">
              Upload cancelled.{' '}
              {cleanupError
                ? `Cleanup was incomplete (${cleanupError}).`
                : 'The temporary disk and snapshot were removed.'}
            </p>
          )}
          {cancellable && (
            <Button variant="secondary" onPress={() => upload.send({ type: 'upload.cancel' })}>
              Cancel upload
            </Button>
          )}
        </div>
      )}
    </SideModalForm>
  )
}
