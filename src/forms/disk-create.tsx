import { useFormikContext } from 'formik'
import { useEffect, useMemo } from 'react'
import { useLocation } from 'wouter'
import { mixed, number, object, string } from 'yup'
import { addToast } from '~/machines/toaster'
import {
  type BlockSize,
  type DiskSource,
  useDiskCreateMutation,
  useImageListQuery,
  useSnapshotListQuery,
} from '~/store/api'
import { NumberField } from '../components/form/NumberField'
import { PickerField, type PickerOption } from '../components/form/PickerField'
import { RadioField } from '../components/form/RadioField'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { pb } from '../paths'
import { useRouteParams } from '../routes'
import { MAX_DISK_SIZE_GiB, MIN_DISK_SIZE_GiB } from '../util/constants'
import { formatBytes, GiB } from '../util/units'
import { nameSchema, requiredMessage } from '../util/validation'

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

const BLOCK_SIZES: BlockSize[] = [512, 2048, 4096]

export const diskSizeMessages = {
  whole: 'Must be a whole number of GiB',
  min: `Must be at least ${MIN_DISK_SIZE_GiB} GiB`,
  max: `Can be at most ${MAX_DISK_SIZE_GiB} GiB`,
  belowSource: (gib: number, source: 'image' | 'snapshot') =>
    `Must be at least ${gib} GiB, the size of the ${source}`,
}

/** The smallest whole number of GiB that holds `bytes`. */
export const minimumGiB = (bytes: number) => Math.max(MIN_DISK_SIZE_GiB, Math.ceil(bytes / GiB))

/** A field the form needs only for one kind of source. */
const requiredFor = (kind: DiskSourceKind, label: string) =>
  string().test(
    'required',
    requiredMessage(label),
    (value, context) => (context.parent as DiskFormValues).source !== kind || Boolean(value),
  )

/**
 * SPEC §9 disk limits (1–1023 GiB, whole GiB) and, with a source, not below its size.
 * `sourceSize` gives the size in bytes of the picked image or snapshot.
 */
export function diskFormSchema(
  sourceSize: (kind: DiskSourceKind, id: string) => number | undefined,
) {
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

/** The request body for the form's values (form values follow the UI, DESIGN.md). */
export function diskSourceOf(values: DiskFormValues): DiskSource {
  switch (values.source) {
    case 'image':
      return { type: 'image', imageId: values.imageId }
    case 'snapshot':
      return { type: 'snapshot', snapshotId: values.snapshotId }
    default:
      return { type: 'blank', blockSize: Number(values.blockSize) as BlockSize }
  }
}

/** Picking a bigger source raises the size to fit it, as an operator would expect. */
function FitSizeToSource({
  sizeOf,
}: {
  sizeOf: (kind: DiskSourceKind, id: string) => number | undefined
}) {
  const { values, setFieldValue } = useFormikContext<DiskFormValues>()
  const id = values.source === 'image' ? values.imageId : values.snapshotId
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the source changes, not on every keystroke in the size field
  useEffect(() => {
    if (values.source === 'blank' || !id) return
    const bytes = sizeOf(values.source, id)
    if (bytes === undefined) return
    const minimum = minimumGiB(bytes)
    if (Number.isNaN(values.size) || values.size < minimum) setFieldValue('size', minimum)
  }, [values.source, id])
  return null
}

function SourceFields({
  imageOptions,
  snapshotOptions,
  isLoading,
}: {
  imageOptions: PickerOption[]
  snapshotOptions: PickerOption[]
  isLoading: boolean
}) {
  const { values } = useFormikContext<DiskFormValues>()
  if (values.source === 'image') {
    return (
      <PickerField
        name="imageId"
        label="Image"
        isRequired
        options={imageOptions}
        placeholder="Choose an image"
        isLoading={isLoading}
      />
    )
  }
  if (values.source === 'snapshot') {
    return (
      <PickerField
        name="snapshotId"
        label="Snapshot"
        isRequired
        options={snapshotOptions}
        placeholder="Choose a snapshot"
        isLoading={isLoading}
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

export default function DiskCreateForm() {
  const { project } = useRouteParams('project')
  const [, navigate] = useLocation()
  const [createDisk] = useDiskCreateMutation()
  const projectImages = useImageListQuery({ project })
  const siloImages = useImageListQuery({})
  const snapshots = useSnapshotListQuery({ project })
  const close = () => navigate(pb.disks({ project }))

  const images = useMemo(
    () => [
      ...(projectImages.data?.items ?? []).map((image) => ({ image, scope: 'project' })),
      ...(siloImages.data?.items ?? []).map((image) => ({ image, scope: 'silo' })),
    ],
    [projectImages.data, siloImages.data],
  )
  const readySnapshots = useMemo(
    () => (snapshots.data?.items ?? []).filter((snapshot) => snapshot.state === 'ready'),
    [snapshots.data],
  )
  const sizeOf = (kind: DiskSourceKind, id: string) =>
    kind === 'image'
      ? images.find(({ image }) => image.id === id)?.image.size
      : readySnapshots.find((snapshot) => snapshot.id === id)?.size
  const schema = diskFormSchema(sizeOf)

  return (
    <SideModalForm<DiskFormValues>
      title="Create disk"
      submitLabel="Create disk"
      initialValues={{
        name: '',
        description: '',
        size: 10,
        source: 'blank',
        blockSize: '4096',
        imageId: '',
        snapshotId: '',
      }}
      validationSchema={schema}
      fieldForError={(error) =>
        error.errorCode === 'ObjectAlreadyExists'
          ? 'name'
          : /size/i.test(error.message)
            ? 'size'
            : undefined
      }
      onDismiss={close}
      onSubmit={async (values) => {
        const disk = await createDisk({
          project,
          diskCreate: {
            name: values.name,
            description: values.description,
            size: values.size * GiB,
            diskBackend: { type: 'distributed', diskSource: diskSourceOf(values) },
          },
        }).unwrap()
        addToast({ content: `Disk ${disk.name} created` })
        close()
      }}
    >
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
      <RadioField<DiskSourceKind>
        name="source"
        label="Source"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'image', label: 'Image' },
          { value: 'snapshot', label: 'Snapshot' },
        ]}
      />
      <SourceFields
        imageOptions={images.map(({ image, scope }) => ({
          value: image.id,
          label: `${image.name} (${scope}, ${formatBytes(image.size)})`,
        }))}
        snapshotOptions={readySnapshots.map((snapshot) => ({
          value: snapshot.id,
          label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
        }))}
        isLoading={projectImages.isLoading || siloImages.isLoading || snapshots.isLoading}
      />
      <FitSizeToSource sizeOf={sizeOf} />
      <NumberField name="size" label="Size" unit="GiB" isRequired step={1} />
    </SideModalForm>
  )
}
