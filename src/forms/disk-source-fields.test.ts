import { diskCreateBody, diskFormDefaults } from './disk-source-fields'

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
