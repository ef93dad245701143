/** The instance page's side-modal forms: each bad input and the exact message it gets. */
import { schemaMessages } from '@/testing/schema-problems'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { diskFormDefaults, diskFormSchema } from './disk-source-fields'
import { nicCreateSchema } from './instance-nic-create'
import { nicEditSchema } from './instance-nic-edit'

const nic = { name: 'net1', description: '', vpcName: 'default', subnetName: 'default' }

describe('add network interface', () => {
  it.each([
    [{}, []],
    [{ name: '' }, ['Name is required']],
    [{ name: 'Net1' }, ['Must start with a lowercase letter']],
    [{ name: 'net 1' }, ['Can only contain lower-case letters, numbers, and dashes']],
    [{ name: 'net1-' }, ['Must end with a letter or number']],
    [{ name: `n${'x'.repeat(63)}` }, ['Can be at most 63 characters']],
    [{ vpcName: '' }, ['VPC is required']],
    [{ subnetName: '' }, ['Subnet is required']],
    [
      { name: '', vpcName: '', subnetName: '' },
      ['Name is required', 'VPC is required', 'Subnet is required'],
    ],
  ])('%o → %o', async (change, messages) => {
    expect(await schemaMessages(nicCreateSchema, { ...nic, ...change })).toEqual(messages)
  })
})

describe('edit network interface', () => {
  it.each([
    [{ name: 'net1', description: 'uplink' }, []],
    [{ name: '', description: '' }, ['Name is required']],
    [{ name: '1net', description: '' }, ['Must start with a lowercase letter']],
  ])('%o → %o', async (values, messages) => {
    expect(await schemaMessages(nicEditSchema, values)).toEqual(messages)
  })
})

describe('create and attach disk', () => {
  const GiB = 1024 ** 3
  // a 3 GiB image and a 100.5 GiB snapshot; unknown ids are lists that have not arrived
  const sizes: Record<string, number> = { 'image-3': 3 * GiB, 'snapshot-100': 100.5 * GiB }
  const schema = diskFormSchema((_kind, id) => sizes[id])
  const disk = { ...diskFormDefaults, name: 'scratch' }
  const fromImage = { source: 'image', imageId: 'image-3' }
  const fromSnapshot = { source: 'snapshot', snapshotId: 'snapshot-100' }
  it.each([
    [{}, []],
    [{ name: '' }, ['Name is required']],
    [{ size: Number.NaN }, ['Size is required']],
    [{ size: 0 }, ['Must be at least 1 GiB']],
    [{ size: 1024 }, ['Can be at most 1023 GiB']],
    [{ size: 1.5 }, ['Must be a whole number of GiB']],
    [{ blockSize: '' }, ['Block size is required']],
    [{ ...fromImage, blockSize: '' }, []],
    [{ ...fromImage, size: 3 }, []],
    [{ ...fromImage, size: 2 }, ['Must be at least 3 GiB, the size of the image']],
    [{ ...fromImage, imageId: '' }, ['Image is required']],
    [{ ...fromSnapshot, size: 101 }, []],
    [{ ...fromSnapshot, size: 100 }, ['Must be at least 101 GiB, the size of the snapshot']],
    [{ ...fromSnapshot, snapshotId: '' }, ['Snapshot is required']],
    [{ ...fromSnapshot, snapshotId: 'not-listed-yet', size: 1 }, []],
  ])('%o → %o', async (change, messages) => {
    expect(await schemaMessages(schema, { ...disk, ...change })).toEqual(messages)
  })
})

describe('hostile input on the storage tab’s forms', () => {
  const disk = { ...diskFormDefaults, name: 'scratch' }
  const typed = (value: string) => (value === '' ? Number.NaN : Number(value))
  it.each([
    ...hostileValues('name', 'Name').map((row) => ({ field: 'name', ...row })),
    ...hostileValues('diskSize', 'Size').map((row) => ({ field: 'size', ...row })),
  ])('create and attach disk, $field, $why: $message', async ({ field, value, message }) => {
    const change = { [field]: field === 'size' ? typed(value) : value }
    // formik shows a field's first problem
    const [first] = await schemaMessages(
      diskFormSchema(() => undefined),
      { ...disk, ...change },
    )
    expect(first).toBe(message)
  })
})
