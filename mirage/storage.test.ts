import { createDb } from './db'
import { DISK_SETTLE_MS, settleDisks } from './disk-steps'
import { diskFactory, liveContext, projectFactory } from './factories'
import { importedByteCount } from './handlers/disks'
import { seedDefault } from './seeds/seeds'
import { STORAGE_SEED } from './seeds/storage-seeds'
import { MAX_MOCK_STEP_MS } from './settings'
import { call, startTestServer, stopTestServer } from './testing'

afterEach(stopTestServer)

describe('disks change state over time', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z')
  const at = (ms: number) => new Date(now + ms).toISOString()

  it.each([
    ['creating', 'detached'],
    ['attaching', 'attached'],
    ['detaching', 'detached'],
    ['finalizing', 'detached'],
  ] as const)('%s settles to %s after the settle time, not before', (from, to) => {
    const db = createDb()
    const project = db.projects.insert(projectFactory(liveContext, { name: 'p' }))
    const instance = '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f'
    const state =
      from === 'attaching' || from === 'detaching' ? { state: from, instance } : { state: from }
    const disk = db.disks.insert(
      diskFactory(liveContext, {
        project_id: project.id,
        name: 'd',
        state: state as never,
        time_modified: at(0),
      }),
    )
    settleDisks(db, now + DISK_SETTLE_MS - 1)
    expect(db.disks.find(disk.id)?.state.state).toBe(from)
    settleDisks(db, now + DISK_SETTLE_MS)
    expect(db.disks.find(disk.id)?.state).toEqual(
      to === 'attached' ? { state: to, instance } : { state: to },
    )
  })

  // `?mock-disk-step=MS` (settings.ts) paces disks as `?mock-instance-step` paces instances
  it.each([
    [undefined, DISK_SETTLE_MS],
    [500, 500],
    [20_000, 20_000],
    [MAX_MOCK_STEP_MS, MAX_MOCK_STEP_MS],
  ])('with diskStepMs %j a new disk is creating until %i ms, then detached', (step, settleMs) => {
    const db = createDb()
    db.timing.diskStepMs = step
    const project = db.projects.insert(projectFactory(liveContext, { name: 'p' }))
    const creating = (name: string) =>
      db.disks.insert(
        diskFactory(liveContext, {
          project_id: project.id,
          name,
          state: { state: 'creating' },
          time_modified: at(0),
        }),
      ).id
    const state = (id: string) => db.disks.find(id)?.state
    const onTime = creating('on-time')
    settleDisks(db, now + settleMs - 1)
    expect(state(onTime)).toEqual({ state: 'creating' })
    settleDisks(db, now + settleMs)
    expect(state(onTime)).toEqual({ state: 'detached' })
    // first read well after its step (nothing polled meanwhile): it settles then
    const late = creating('late')
    settleDisks(db, now + settleMs + 30_000)
    expect(state(late)).toEqual({ state: 'detached' })
  })

  it('a disk of a server started with a 20 s disk step is still creating after 1.5 s', async () => {
    const db = seedDefault()
    startTestServer({ db, diskStepMs: 20_000 })
    const created = await call('POST', '/v1/disks?project=mock-project', {
      name: 'slow-disk',
      description: '',
      size: 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    })
    expect(created.status).toBe(201)
    const { id, time_modified } = created.body as { id: string; time_modified: string }
    const since = Date.parse(time_modified)
    const state = () => db.disks.find(id)?.state.state
    settleDisks(db, since + DISK_SETTLE_MS)
    expect(state()).toBe('creating')
    settleDisks(db, since + 20_000 - 1)
    expect(state()).toBe('creating')
    settleDisks(db, since + 20_000)
    expect(state()).toBe('detached')
  })

  it.each([undefined, MAX_MOCK_STEP_MS])(
    'seeded disks keep their state so every state stays visible (diskStepMs %j)',
    (step) => {
      const db = seedDefault()
      db.timing.diskStepMs = step
      const states = () =>
        db.disks
          .all()
          .map((disk) => disk.state.state)
          .sort()
      const before = states()
      for (const later of [0, step ?? DISK_SETTLE_MS, MAX_MOCK_STEP_MS]) {
        settleDisks(db, Date.now() + later)
      }
      expect(states()).toEqual(before)
      expect(new Set(before)).toEqual(new Set(Object.keys(STORAGE_SEED.diskByState)))
    },
  )
})

describe('the bulk-write import through the mock', () => {
  it('runs the whole protocol and counts the bytes written', async () => {
    const db = seedDefault()
    startTestServer({ db })
    const P = '?project=mock-project'
    const created = await call('POST', `/v1/disks${P}`, {
      name: 'upload-target',
      description: '',
      size: 1024 ** 3,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    })
    expect(created.status).toBe(201)
    const id = (created.body as { id: string }).id
    expect((await call('POST', `/v1/disks/upload-target/bulk-write-start${P}`)).status).toBe(204)
    const data = btoa(String.fromCharCode(...new Uint8Array(1024).fill(1)))
    for (const offset of [0, 1024]) {
      const reply = await call('POST', `/v1/disks/upload-target/bulk-write${P}`, {
        offset,
        base64_encoded_data: data,
      })
      expect(reply.status, reply.text).toBe(204)
    }
    expect(importedByteCount(db, id)).toBe(2048)
    expect((await call('POST', `/v1/disks/upload-target/bulk-write-stop${P}`)).status).toBe(204)
    const finalized = await call('POST', `/v1/disks/upload-target/finalize${P}`, {
      snapshot_name: 'upload-snap',
    })
    expect(finalized.status).toBe(204)
    expect(db.disks.find(id)?.state.state).toBe('finalizing')
    expect(db.snapshots.findBy((row) => row.name === 'upload-snap')?.disk_id).toBe(id)
    // finalizing is transitional: the disk cannot be deleted until it settles
    expect((await call('DELETE', `/v1/disks/upload-target${P}`)).status).toBe(400)
  })

  it.each([
    ['fail-import-start', 'bulk-write-start'],
    ['fail-import-stop', 'bulk-write-stop'],
  ])('a disk named %s fails %s with a 500', async (name, step) => {
    startTestServer()
    const P = '?project=mock-project'
    await call('POST', `/v1/disks${P}`, {
      name: `${name}-upload-abc123`,
      description: '',
      size: 1024 ** 3,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    })
    if (step === 'bulk-write-stop') {
      await call('POST', `/v1/disks/${name}-upload-abc123/bulk-write-start${P}`)
    }
    expect((await call('POST', `/v1/disks/${name}-upload-abc123/${step}${P}`)).status).toBe(500)
  })
})
