/**
 * What every form that creates a disk shares (the disks page's form and the instance Storage
 * tab's create-and-attach): the values, the rules, the request body and the fields, with a blank,
 * image (project or silo) or snapshot source and a size that is never below the source's.
 */

import { useFormikContext } from 'formik'
import { useEffect, useMemo } from 'react'
import { mixed, number, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { NumberField } from '@/components/form/NumberField'
import { PickerField, type PickerOption } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { formatBytes, GiB } from '@/util/units'
import { nameSchema, requiredMessage } from '@/util/validation'
import { MAX_DISK_SIZE_GiB, MIN_DISK_SIZE_GiB } from '~/lib/constants'
import { snapshotRules } from '~/machines/snapshot-rules'
import type { ApiError, BlockSize, DiskCreate, DiskSource } from '~/store/api'
import { useImageListQuery } from '~/store/api/images'
import { useSnapshotListQuery } from '~/store/api/snapshots'
import { minimumGiB, suggestedDiskGiB } from './instance-create-schema'

export type DiskSourceKind = 'blank' | 'image' | 'snapshot'

export interface DiskFormValues {
  name: string
  description: string
  /** GiB; NaN while empty. */
  size: number
  source: DiskSourceKind
  blockSize: string
  imageId: string
  snapshotId: string
}

export const diskFormDefaults: DiskFormValues = {
  name: '',
  description: '',
  size: 10,
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
}

const BLOCK_SIZES: BlockSize[] = [512, 2048, 4096]

export const diskSizeMessages = {
  whole: 'Must be a whole number of GiB',
  min: `Must be at least ${MIN_DISK_SIZE_GiB} GiB`,
  max: `Can be at most ${MAX_DISK_SIZE_GiB} GiB`,
  belowSource: (gib: number, source: 'image' | 'snapshot') =>
    `Must be at least ${gib} GiB, the size of the ${source}`,
}

/** The size in bytes of the picked image or snapshot, once the lists have arrived. */
export type SourceSize = (kind: DiskSourceKind, id: string) => number | undefined

/** A field the form needs only for one kind of source. */
const requiredFor = (kind: DiskSourceKind, label: string) =>
  string().test(
    'required',
    requiredMessage(label),
    (value, context) => (context.parent as DiskFormValues).source !== kind || Boolean(value),
  )

/** SPEC §9 disk limits (1–1023 GiB, whole GiB) and, with a source, not below its size. */
export function diskFormSchema(sourceSize: SourceSize) {
  return object({
    name: nameSchema('Name'),
    description: string().trim().default(''),
    source: mixed<DiskSourceKind>().oneOf(['blank', 'image', 'snapshot']).required(),
    blockSize: requiredFor('blank', 'Block size'),
    imageId: requiredFor('image', 'Image'),
    snapshotId: requiredFor('snapshot', 'Snapshot'),
    size: number()
      .transform((value) => (Number.isNaN(value) ? undefined : value))
      .required(requiredMessage('Size'))
      .integer(diskSizeMessages.whole)
      .min(MIN_DISK_SIZE_GiB, diskSizeMessages.min)
      .max(MAX_DISK_SIZE_GiB, diskSizeMessages.max)
      .test('source', (size, context) => {
        const values = context.parent as DiskFormValues
        if (values.source === 'blank' || size === undefined) return true
        const id = values.source === 'image' ? values.imageId : values.snapshotId
        const bytes = sourceSize(values.source, id)
        if (bytes === undefined || size * GiB >= bytes) return true
        return context.createError({
          message: diskSizeMessages.belowSource(minimumGiB(bytes), values.source),
        })
      }),
  })
}

function diskSourceOf(values: DiskFormValues): DiskSource {
  switch (values.source) {
    case 'image':
      return { type: 'image', imageId: values.imageId }
    case 'snapshot':
      return { type: 'snapshot', snapshotId: values.snapshotId }
    default:
      return { type: 'blank', blockSize: Number(values.blockSize) as BlockSize }
  }
}

/** The request body for the form's values (form values follow the UI, DESIGN.md). */
export const diskCreateBody = (values: DiskFormValues): DiskCreate => ({
  name: values.name,
  description: values.description,
  size: values.size * GiB,
  diskBackend: { type: 'distributed', diskSource: diskSourceOf(values) },
})

/** A taken name belongs on the name field, a size the server refuses on the size field. */
export const diskFieldForError = (error: ApiError): keyof DiskFormValues | undefined =>
  error.errorCode === 'ObjectAlreadyExists'
    ? 'name'
    : /size/i.test(error.message)
      ? 'size'
      : undefined

export interface DiskSources {
  sizeOf: SourceSize
  imageOptions: PickerOption[]
  snapshotOptions: PickerOption[]
  isLoading: boolean
}

/** The project's and the silo's images, and the project's ready snapshots, to make a disk from. */
export function useDiskSources(project: string): DiskSources {
  const projectImages = useImageListQuery({ project })
  const siloImages = useImageListQuery({})
  const snapshots = useSnapshotListQuery({ project })
  const images = useMemo(
    () => [
      ...(projectImages.data?.items ?? []).map((image) => ({ image, scope: 'project' })),
      ...(siloImages.data?.items ?? []).map((image) => ({ image, scope: 'silo' })),
    ],
    [projectImages.data, siloImages.data],
  )
  const readySnapshots = useMemo(
    () =>
      (snapshots.data?.items ?? []).filter((snapshot) =>
        snapshotRules.can('createDisk', snapshot.state),
      ),
    [snapshots.data],
  )
  return {
    sizeOf: (kind, id) =>
      kind === 'image'
        ? images.find(({ image }) => image.id === id)?.image.size
        : readySnapshots.find((snapshot) => snapshot.id === id)?.size,
    imageOptions: images.map(({ image, scope }) => ({
      value: image.id,
      label: `${image.name} (${scope}, ${formatBytes(image.size)})`,
    })),
    snapshotOptions: readySnapshots.map((snapshot) => ({
      value: snapshot.id,
      label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
    })),
    isLoading: projectImages.isLoading || siloImages.isLoading || snapshots.isLoading,
  }
}

/**
 * Picking a bigger source raises the size to fit it, rounded up in tens of GiB (SPEC §9) like
 * the new-instance form's boot disk, as an operator would expect.
 */
function FitSizeToSource({ sizeOf }: { sizeOf: SourceSize }) {
  const { values, setFieldValue } = useFormikContext<DiskFormValues>()
  const id = values.source === 'image' ? values.imageId : values.snapshotId
  const bytes = values.source === 'blank' || !id ? undefined : sizeOf(values.source, id)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the source (or its size, once the lists arrive) changes, not on every keystroke in the size field
  useEffect(() => {
    if (bytes === undefined) return
    const suggested = suggestedDiskGiB(bytes)
    if (Number.isNaN(values.size) || values.size < suggested) setFieldValue('size', suggested)
  }, [values.source, id, bytes])
  return null
}

function SourcePicker({ sources }: { sources: DiskSources }) {
  const { values } = useFormikContext<DiskFormValues>()
  if (values.source === 'image') {
    return (
      <PickerField
        name="imageId"
        label="Image"
        isRequired
        options={sources.imageOptions}
        placeholder="Choose an image"
        isLoading={sources.isLoading}
      />
    )
  }
  if (values.source === 'snapshot') {
    return (
      <PickerField
        name="snapshotId"
        label="Snapshot"
        isRequired
        options={sources.snapshotOptions}
        placeholder="Choose a snapshot"
        isLoading={sources.isLoading}
      />
    )
  }
  return (
    <PickerField
      name="blockSize"
      label="Block size"
      isRequired
      options={BLOCK_SIZES.map((size) => ({ value: String(size), label: `${size} bytes` }))}
    />
  )
}

/** The fields of a new disk, inside a formik form of `DiskFormValues`. */
export function DiskFields({ sources }: { sources: DiskSources }) {
  return (
    <>
      <NameField autoFocus />
      <DescriptionField />
      <RadioField<DiskSourceKind>
        name="source"
        label="Source"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'image', label: 'Image' },
          { value: 'snapshot', label: 'Snapshot' },
        ]}
      />
      <SourcePicker sources={sources} />
      <FitSizeToSource sizeOf={sources.sizeOf} />
      <NumberField name="size" label="Size" unit="GiB" isRequired step={1} />
    </>
  )
}

/**
 * The side modal that creates a disk, wherever it opens (the disks page, an instance's Storage
 * tab): its fields, rules and where a server error lands; `onSubmit` sends what the place needs.
 */
export function DiskCreateSideModal({
  project,
  submitLabel,
  onDismiss,
  onSubmit,
}: {
  project: string
  submitLabel?: string
  onDismiss: () => void
  onSubmit: (values: DiskFormValues) => Promise<void>
}) {
  const sources = useDiskSources(project)
  return (
    <SideModalForm<DiskFormValues>
      resource="disk"
      kind="create"
      requires="disk.create"
      submitLabel={submitLabel}
      initialValues={diskFormDefaults}
      validationSchema={diskFormSchema(sources.sizeOf)}
      fieldForError={diskFieldForError}
      onDismiss={onDismiss}
      onSubmit={onSubmit}
    >
      <DiskFields sources={sources} />
    </SideModalForm>
  )
}
