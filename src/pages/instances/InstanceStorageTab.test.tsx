/**
 * The Storage tab's Snapshot goes through the disk machine, as the disks page's does
 * (docs/architecture.md, Machines: the UI asks the machine, the machine runs the request): one
 * default name, one toast, and the machine's rollback and error toast when the server refuses.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { inspectRelay } from '~/machines/inspect'
import { captureToasts } from '~/machines/toast-capture'
import type { MockFault } from '~/mirage/conditions'
import { startTestServer, stopTestServer } from '~/mirage/testing'

const toasts = captureToasts()

/** The events the disk machines received, as the inspector sees them. */
const diskEvents: string[] = []
inspectRelay()?.attach((inspection) => {
  if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('disk.')) {
    diskEvents.push(inspection.event.type)
  }
})

// The Storage tab loads the disk form's code once idle and the attach form's as it loads; loaded
// here first, those imports are not still in flight when the file's environment is torn down (an
// unhandled error failed a CI run)
beforeAll(async () => {
  await Promise.all([import('@/forms/instance-disk-create'), import('./InstanceDiskAttach')])
})

beforeEach(() => {
  diskEvents.length = 0
})

afterEach(() => {
  stopTestServer()
  vi.restoreAllMocks()
})

/** Opens db1's Storage tab and picks Snapshot from its boot disk's row. */
async function snapshotBootDisk(faults: MockFault[] = []) {
  const mock = startTestServer({ faults })
  renderRoute('/projects/mock-project/instances/db1/storage')
  const menu = await screen.findByRole(
    'button',
    { name: /^Actions for db1-boot/ },
    { timeout: 30_000 },
  )
  await act(async () => {
    fireEvent.pointerDown(menu, { pointerType: 'mouse', button: 0 })
    fireEvent.pointerUp(menu, { pointerType: 'mouse', button: 0 })
    fireEvent.click(menu)
  })
  const item = await screen.findByRole('menuitem', { name: /^Snapshot/ })
  await act(async () => {
    fireEvent.click(item)
  })
  return mock
}

/** The snapshots of db1-boot the mock holds under a generated name (the seeds have none). */
const generatedSnapshots = (mock: ReturnType<typeof startTestServer>) => {
  const disk = mock.db.disks.findBy((row) => row.name === 'db1-boot')
  return mock.db.snapshots
    .where((row) => row.disk_id === disk?.id && /^db1-boot-snapshot-[0-9a-f]{6}$/.test(row.name))
    .map((row) => row.name)
}

it('snapshots a disk through the disk machine, under the generated name, with its toast', async () => {
  const mock = await snapshotBootDisk()
  await vi.waitFor(() => expect(toasts).toHaveLength(1), { timeout: 10_000 })
  expect(diskEvents).toContain('disk.snapshot')
  const made = generatedSnapshots(mock)
  expect(made).toHaveLength(1)
  expect(toasts).toEqual([
    {
      title: 'Success',
      content: `Snapshot ${made[0]} of disk db1-boot created`,
      variant: 'success',
    },
  ])
}, 60_000)

it('says why when the server refuses the snapshot', async () => {
  // every failed call is logged (SPEC §8); this one fails on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const mock = await snapshotBootDisk([{ method: 'POST', path: '/v1/snapshots', status: 500 }])
  await vi.waitFor(() => expect(toasts).toHaveLength(1), { timeout: 10_000 })
  expect(diskEvents).toContain('disk.snapshot')
  expect(generatedSnapshots(mock)).toEqual([])
  expect(toasts).toEqual([
    { title: 'Could not snapshot disk', content: 'Internal Server Error', variant: 'error' },
  ])
}, 60_000)
