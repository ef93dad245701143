/**
 * Create a blank disk and attach it to the instance in one go, from the instance's Storage tab.
 * Same rules as the disks page's form (its schema is reused); a side modal the tab opens and
 * closes, with no route of its own (SPEC §2 lists none).
 */
import { useRef } from 'react'
import { addToast } from '~/machines/toaster'
import { useDiskCreateMutation, useInstanceDiskAttachMutation } from '~/store/api'
import { NumberField } from '../components/form/NumberField'
import { PickerField } from '../components/form/PickerField'
import { SideModalForm } from '../components/form/SideModalForm'
import { TextField } from '../components/form/TextField'
import { GiB } from '../util/units'
import { type DiskFormValues, diskFormSchema, diskSourceOf } from './disk-create'

const BLOCK_SIZES = ['512', '2048', '4096']

/** Blank disks only: the size rule has no image or snapshot to compare with. */
export const instanceDiskSchema = diskFormSchema(() => undefined)

export function InstanceDiskCreateForm({
  project,
  instance,
  onDismiss,
}: {
  project: string
  instance: string
  onDismiss: () => void
}) {
  const [createDisk] = useDiskCreateMutation()
  const [attachDisk] = useInstanceDiskAttachMutation()
  // when the disk was made but attaching it failed, a retry only attaches it
  const created = useRef<string | null>(null)
  return (
    <SideModalForm<DiskFormValues>
      title="Create disk"
      submitLabel="Create and attach disk"
      initialValues={{
        name: '',
        description: '',
        size: 10,
        source: 'blank',
        blockSize: '4096',
        imageId: '',
        snapshotId: '',
      }}
      validationSchema={instanceDiskSchema}
      fieldForError={(error) =>
        error.errorCode === 'ObjectAlreadyExists'
          ? 'name'
          : /size/i.test(error.message)
            ? 'size'
            : undefined
      }
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        if (created.current !== values.name) {
          await createDisk({
            project,
            diskCreate: {
              name: values.name,
              description: values.description,
              size: values.size * GiB,
              diskBackend: { type: 'distributed', diskSource: diskSourceOf(values) },
            },
          }).unwrap()
          created.current = values.name
        }
        await attachDisk({ project, instance, diskPath: { disk: values.name } }).unwrap()
        addToast({ content: `Disk ${values.name} created and attached` })
        onDismiss()
      }}
    >
      <TextField name="name" label="Name" isRequired autoFocus />
      <TextField name="description" label="Description" multiline />
      <PickerField
        name="blockSize"
        label="Block size"
        isRequired
        options={BLOCK_SIZES.map((size) => ({ value: size, label: `${size} bytes` }))}
      />
      <NumberField name="size" label="Size" unit="GiB" isRequired step={1} />
    </SideModalForm>
  )
}
