import type { ValidationError } from 'yup'
import {
  diskCreateBody,
  diskFormDefaults,
  diskFormSchema,
  diskSizeMessages,
} from './disk-source-fields'

const GiB = 1024 ** 3
const disk = { ...diskFormDefaults, name: 'data', description: 'logs', size: 20 }

describe('the disk create request for each source', () => {
  it.each([
    ['blank', {}, { type: 'blank', blockSize: 4096 }],
    ['blank, 512-byte blocks', { blockSize: '512' }, { type: 'blank', blockSize: 512 }],
    ['image', { source: 'image', imageId: 'i-1' }, { type: 'image', imageId: 'i-1' }],
    [
      'snapshot',
      { source: 'snapshot', snapshotId: 's-1' },
      { type: 'snapshot', snapshotId: 's-1' },
    ],
  ] as const)('%s', (_name, change, diskSource) => {
    expect(diskCreateBody({ ...disk, ...change })).toEqual({
      name: 'data',
      description: 'logs',
      size: 20 * GiB,
      diskBackend: { type: 'distributed', diskSource },
    })
  })
})

describe('the disk size (SPEC §9: 1-1023 whole GiB, never rounded)', () => {
  const schema = diskFormSchema(() => undefined)
  it.each([
    [10, undefined],
    [1, undefined],
    [1023, undefined],
    [2.5, diskSizeMessages.whole],
    [10.0001, diskSizeMessages.whole],
    [0, diskSizeMessages.min],
    [1024, diskSizeMessages.max],
    [Number.NaN, 'Size is required'],
  ])('%d GiB: %s', (size, message) => {
    const errors = (() => {
      try {
        schema.validateSync({ ...disk, size }, { abortEarly: false })
        return []
      } catch (error) {
        return (error as ValidationError).errors
      }
    })()
    expect(errors).toEqual(message ? [message] : [])
  })
})
