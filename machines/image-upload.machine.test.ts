// @vitest-environment node
import { createActor, waitFor } from 'xstate'
import {
  CHUNK_BYTES,
  diskSizeFor,
  GiB,
  imageUploadMachine,
  stepLabels,
  toBase64,
  type UploadApi,
  type UploadRequest,
  type UploadStep,
  uploadFailureMessage,
} from './image-upload.machine'

type Call = string

/** A fake server: records calls, fails the named step, holds chunk writes when asked. */
function fakeApi(options: { failAt?: UploadStep | 'cleanup'; holdWrites?: boolean } = {}) {
  const calls: Call[] = []
  let diskState = 'none'
  const held: (() => void)[] = []
  const failed = new Set<UploadStep>()
  /** Each step fails once, like a transient server error; cleanup's retry then works. */
  const failIf = (step: UploadStep) => {
    if (options.failAt === step && !failed.has(step)) {
      failed.add(step)
      throw { message: `${step} broke` }
    }
  }
  const api: UploadApi = {
    createDisk: async ({ name, size, blockSize }) => {
      calls.push(`createDisk ${name} ${size} ${blockSize}`)
      failIf('createDisk')
      diskState = 'import_ready'
    },
    startImport: async () => {
      calls.push('startImport')
      failIf('startImport')
      diskState = 'importing_from_bulk_writes'
    },
    writeChunk: async (_disk, offset, base64) => {
      calls.push(`write ${offset} ${atob(base64).length}`)
      if (options.holdWrites) await new Promise<void>((resolve) => held.push(resolve))
      failIf('upload')
    },
    stopImport: async () => {
      calls.push('stopImport')
      failIf('stopImport')
      diskState = 'import_ready'
    },
    finalize: async (_disk, snapshot) => {
      calls.push(`finalize ${snapshot}`)
      if (snapshot) failIf('finalize')
      diskState = 'detached'
    },
    createImage: async ({ name, snapshotName }) => {
      calls.push(`createImage ${name} from ${snapshotName}`)
      failIf('createImage')
      return { id: 'image-id', name }
    },
    diskState: async () => diskState,
    deleteDisk: async () => {
      calls.push('deleteDisk')
      if (options.failAt === 'cleanup') throw { message: 'disk is busy' }
    },
    deleteSnapshot: async (name) => {
      calls.push(`deleteSnapshot ${name}`)
    },
  }
  const releaseWrites = () => {
    for (const release of held.splice(0)) release()
  }
  return { api, calls, releaseWrites }
}

/** 1.25 chunks of non-zero bytes, so there are two writes, the last one short. */
const fileBytes = CHUNK_BYTES + CHUNK_BYTES / 4
const file = new Blob([new Uint8Array(fileBytes).fill(7)])

const request: UploadRequest = {
  file,
  imageName: 'my-image',
  description: 'uploaded',
  os: 'debian',
  version: '12',
  blockSize: 512,
  diskName: 'my-image-upload-abc123',
  snapshotName: 'my-image-snapshot-abc123',
}

const finished = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (snapshot) => ['done', 'failed', 'cancelled'].includes(snapshot.value as string))

function start(api: UploadApi) {
  const actor = createActor(imageUploadMachine, { input: { api } }).start()
  actor.send({ type: 'upload.start', request })
  return actor
}

const happyCalls = [
  `createDisk my-image-upload-abc123 ${GiB} 512`,
  'startImport',
  'write 0 524288',
  'write 524288 131072',
  'stopImport',
  'finalize my-image-snapshot-abc123',
  'createImage my-image from my-image-snapshot-abc123',
  'deleteDisk',
  'deleteSnapshot my-image-snapshot-abc123',
]

describe('image upload', () => {
  it('runs every step in order, reports progress to 100% and removes the temporaries', async () => {
    const { api, calls } = fakeApi()
    const actor = start(api)
    const progress: number[] = []
    actor.subscribe((snapshot) => progress.push(snapshot.context.bytesSent))
    const end = await finished(actor)
    expect(end.value).toBe('done')
    expect(end.context.image).toEqual({ id: 'image-id', name: 'my-image' })
    expect(calls).toEqual(happyCalls)
    expect(end.context.bytesSent).toBe(fileBytes)
    expect(end.context.totalBytes).toBe(fileBytes)
    expect(progress).toContain(CHUNK_BYTES)
  })

  // a failure at each step: what ran, then exactly the cleanup that step calls for
  it.each<[UploadStep, Call[]]>([
    ['createDisk', [happyCalls[0]]],
    ['startImport', [happyCalls[0], 'startImport', 'finalize null', 'deleteDisk']],
    [
      'upload',
      [
        happyCalls[0],
        'startImport',
        'write 0 524288',
        'write 524288 131072',
        'stopImport',
        'finalize null',
        'deleteDisk',
      ],
    ],
    // the stop that failed is tried once more: the disk must leave importing before it can go
    [
      'stopImport',
      [...happyCalls.slice(0, 4), 'stopImport', 'stopImport', 'finalize null', 'deleteDisk'],
    ],
    [
      'finalize',
      [
        ...happyCalls.slice(0, 5),
        'finalize my-image-snapshot-abc123',
        'finalize null',
        'deleteDisk',
      ],
    ],
    [
      'createImage',
      [...happyCalls.slice(0, 7), 'deleteDisk', 'deleteSnapshot my-image-snapshot-abc123'],
    ],
  ])('a failure at %s cleans up and names the step', async (failAt, expected) => {
    const { api, calls } = fakeApi({ failAt })
    const end = await finished(start(api))
    expect(end.value).toBe('failed')
    expect(end.context.failedStep).toBe(failAt)
    expect(calls).toEqual(expected)
    expect(uploadFailureMessage(end.context)).toBe(
      `${stepLabels[failAt]} failed: ${failAt} broke.${failAt === 'createDisk' ? '' : ' The temporary disk and snapshot were removed.'}`,
    )
  })

  it('cancel while uploading stops sending chunks and removes the disk', async () => {
    const { api, calls, releaseWrites } = fakeApi({ holdWrites: true })
    const actor = start(api)
    await waitFor(actor, (snapshot) => snapshot.matches('uploading'))
    await vi.waitFor(() => expect(calls.some((call) => call.startsWith('write'))).toBe(true))
    expect(actor.getSnapshot().hasTag('cancellable')).toBe(true)
    actor.send({ type: 'upload.cancel' })
    releaseWrites()
    const end = await finished(actor)
    expect(end.value).toBe('cancelled')
    expect(calls.filter((call) => call.startsWith('createImage'))).toEqual([])
    expect(calls.slice(-3)).toEqual(['stopImport', 'finalize null', 'deleteDisk'])
  })

  it('cancel while the disk is being created waits for it, then deletes it', async () => {
    const { api, calls } = fakeApi()
    const actor = start(api)
    expect(actor.getSnapshot().value).toBe('creatingDisk')
    actor.send({ type: 'upload.cancel' })
    const end = await finished(actor)
    expect(end.value).toBe('cancelled')
    expect(calls).toEqual([happyCalls[0], 'finalize null', 'deleteDisk'])
  })

  it('cannot be cancelled once the image is being made', async () => {
    const { api } = fakeApi()
    const actor = start(api)
    await waitFor(actor, (snapshot) => snapshot.matches('creatingImage'))
    expect(actor.getSnapshot().can({ type: 'upload.cancel' })).toBe(false)
    expect((await finished(actor)).value).toBe('done')
  })

  it('says what cleanup could not remove', async () => {
    const { api } = fakeApi({ failAt: 'cleanup' })
    const actor = createActor(imageUploadMachine, { input: { api } }).start()
    actor.send({ type: 'upload.start', request })
    const end = await finished(actor)
    // the image exists, so the upload counts as done; the leftover is reported
    expect(end.value).toBe('done')
    expect(end.context.cleanupError).toBe('delete temporary disk: disk is busy')
  })

  it('skips blocks of zeros (a new disk reads as zeros) but counts them as sent', async () => {
    const { api, calls } = fakeApi()
    const actor = createActor(imageUploadMachine, { input: { api } }).start()
    actor.send({
      type: 'upload.start',
      request: { ...request, file: new Blob([new Uint8Array(2 * CHUNK_BYTES)]) },
    })
    const end = await finished(actor)
    expect(end.value).toBe('done')
    expect(calls.filter((call) => call.startsWith('write'))).toEqual([])
    expect(end.context.bytesSent).toBe(2 * CHUNK_BYTES)
  })

  it('a reset after a failure allows another try', async () => {
    const { api } = fakeApi({ failAt: 'createDisk' })
    const actor = start(api)
    await finished(actor)
    actor.send({ type: 'upload.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it.each([
    [1, GiB],
    [GiB, GiB],
    [GiB + 512, 2 * GiB],
  ])('a %i-byte file gets a disk of %i bytes', (bytes, disk) => {
    expect(diskSizeFor(bytes)).toBe(disk)
  })

  it('encodes base64 in slices', () => {
    expect(toBase64(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(atob(toBase64(new Uint8Array(100_000).fill(65))).length).toBe(100_000)
  })
})
