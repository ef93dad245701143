// @vitest-environment node
import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor } from 'xstate'
import type { DiskState } from '~/store/api'
import {
  actionEvents,
  type DiskEvent,
  type DiskPath,
  type DiskRequest,
  diskActorOptions,
  diskMachine,
  diskRequestActors,
  diskRequestNames,
  diskSnapshotAt,
  requestDiskAction,
} from './disk.machine'
import {
  type DiskAction,
  type DiskStateName,
  diskRules,
  diskStates,
  isTransitionalDiskState,
  listStates,
} from './disk-rules'
import { toaster } from './toast.machine'
import { captureToasts } from './toast-capture'

const INSTANCE = '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f'

/** Actor options for a disk named 'data' of 'mock-project' in `state`. */
const actorAt = (state: DiskStateName) =>
  diskActorOptions({ name: 'data', state: wireState(state) }, 'mock-project')

/** A contract DiskState for a state name (the instance states carry an instance id). */
const wireState = (state: DiskStateName): DiskState =>
  state === 'attaching' || state === 'attached' || state === 'detaching'
    ? { state, instance: INSTANCE }
    : ({ state } as DiskState)

// SPEC §4 "Disk states", written out cell by cell: ✓ allowed, · not allowed.
// Columns:                      delete snapshot attach detach setBootDisk
const spec: Record<DiskStateName, string> = {
  creating: /*                */ '·      ·        ✓      ·      ·',
  detached: /*                */ '✓      ✓        ✓      ·      ·',
  import_ready: /*            */ '·      ·        ·      ·      ·',
  importing_from_url: /*      */ '·      ·        ·      ·      ·',
  importing_from_bulk_writes: /**/ '·      ·        ·      ·      ·',
  finalizing: /*              */ '·      ·        ·      ·      ·',
  maintenance: /*             */ '·      ·        ·      ·      ·',
  attaching: /*               */ '·      ·        ·      ·      ·',
  attached: /*                */ '·      ✓        ·      ✓      ✓',
  detaching: /*               */ '·      ·        ·      ·      ·',
  destroyed: /*               */ '·      ·        ·      ·      ·',
  faulted: /*                 */ '✓      ·        ·      ·      ·',
}
const columns: DiskAction[] = ['delete', 'snapshot', 'attach', 'detach', 'setBootDisk']

const cells = diskStates.flatMap((state) => {
  const marks = spec[state].trim().split(/\s+/)
  expect(marks).toHaveLength(columns.length)
  return columns.map((action, i) => [action, state, marks[i] === '✓'] as const)
})

const reasons: Record<DiskAction, string> = {
  delete: 'Only detached or faulted disks can be deleted',
  snapshot: 'Only attached or detached disks can be snapshotted',
  attach: 'Only creating or detached disks can be attached',
  detach: 'Only attached disks can be detached',
  setBootDisk: 'Only attached disks can be set as boot disk',
}

/** The actions the machine drives; the table's other rows only enable the page's own controls. */
const isMachineAction = (action: DiskAction): action is DiskRequest =>
  (diskRequestNames as readonly string[]).includes(action)

describe('disk actions (SPEC §4), one case per action × state', () => {
  it.each(cells)('%s in %s: allowed %s', (action, state, allowed) => {
    if (isMachineAction(action)) {
      expect(diskSnapshotAt(wireState(state)).can(actionEvents[action])).toBe(allowed)
    }
    expect(diskRules.can(action, state)).toBe(allowed)
    expect(diskRules.reason(action, state)).toBe(allowed ? undefined : reasons[action])
  })
})

describe('transitional states (SPEC §4)', () => {
  it.each(diskStates.map((state) => [state] as const))('%s', (state) => {
    const transitional = ['attaching', 'creating', 'detaching', 'finalizing'].includes(state)
    expect(isTransitionalDiskState(state)).toBe(transitional)
    expect(diskSnapshotAt(wireState(state)).hasTag('transitional')).toBe(transitional)
  })
})

describe('transitions', () => {
  it.each<[DiskStateName, DiskEvent, DiskStateName]>([
    ['attached', { type: 'disk.detach' }, 'detaching'],
    ['attached', { type: 'disk.snapshot' }, 'attached'],
    ['attached', { type: 'disk.delete' }, 'attached'],
    ['detached', { type: 'disk.delete' }, 'destroyed'],
    ['faulted', { type: 'disk.delete' }, 'destroyed'],
    ['attached', { type: 'disk.sync', state: { state: 'maintenance' } }, 'maintenance'],
    ['faulted', { type: 'disk.sync', state: { state: 'detached' } }, 'detached'],
  ])('%s + %j → %s', (from, event, to) => {
    const actor = createActor(diskMachine, actorAt(from)).start()
    actor.send(event)
    expect(actor.getSnapshot().value).toBe(to)
  })

  // the server may report any of SPEC §4's disk states: each is a state the machine syncs into
  it.each(diskStates.map((state) => [state] as const))('syncs into %s', (state) => {
    const actor = createActor(diskMachine, actorAt(state === 'attached' ? 'detached' : 'attached'))
    actor.start()
    actor.send({ type: 'disk.sync', state: wireState(state) })
    expect(actor.getSnapshot().value).toBe(state)
    expect(actor.getSnapshot().context.reported).toBe(state)
  })

  it('remembers the instance the server reports, and forgets it once detached', () => {
    const actor = createActor(diskMachine, actorAt('detached'))
    actor.start()
    actor.send({ type: 'disk.sync', state: { state: 'attached', instance: 'other' } })
    expect(actor.getSnapshot().context.instance).toBe('other')
    actor.send({ type: 'disk.sync', state: { state: 'detached' } })
    expect(actor.getSnapshot().context.instance).toBeNull()
  })

  it('a destroyed disk takes no action', () => {
    const actor = createActor(diskMachine, actorAt('detached'))
    actor.start()
    actor.send({ type: 'disk.delete' })
    expect(actor.getSnapshot().value).toBe('destroyed')
    for (const event of Object.values(actionEvents)) {
      expect(actor.getSnapshot().can(event)).toBe(false)
    }
  })

  it('lists states the way reasons read them', () => {
    expect(listStates(['attached'])).toBe('attached')
    expect(listStates(['creating', 'detached'])).toBe('creating or detached')
    expect(listStates(['import_ready', 'attached', 'faulted'])).toBe(
      'import ready, attached or faulted',
    )
  })
})

/** Every event the lifecycle knows except `disk.sync`, which jumps anywhere by definition. */
const lifecycleEvents: DiskEvent[] = Object.values(actionEvents)

const byValue = (snapshot: { value: unknown }) => String(snapshot.value)

describe('model-based paths (@xstate/graph)', () => {
  // the machine's own actions from each state a row offers them in; the server moves it on
  const starts: [DiskStateName, DiskStateName[]][] = [
    ['attached', ['attached', 'detaching']],
    ['detached', ['detached', 'destroyed']],
    ['faulted', ['faulted', 'destroyed']],
  ]

  it.each(starts)('from %s the lifecycle reaches exactly the expected states', (start, live) => {
    const paths = getShortestPaths(diskMachine, {
      fromState: diskSnapshotAt(wireState(start)),
      events: lifecycleEvents,
      serializeState: byValue,
    })
    const reached = new Set(paths.map((path) => byValue(path.state)))
    expect([...reached].sort()).toEqual([...live].sort())
  })

  it.each(starts)(
    'from %s, replaying every simple path, every step keeps the SPEC §4 table',
    (start) => {
      const paths = getSimplePaths(diskMachine, {
        fromState: diskSnapshotAt(wireState(start)),
        events: lifecycleEvents,
        serializeState: byValue,
      })
      expect(paths.length).toBeGreaterThan(1)
      for (const path of paths) {
        const actor = createActor(diskMachine, actorAt(start))
        actor.start()
        for (const step of path.steps) {
          const before = actor.getSnapshot()
          const state = before.value as DiskStateName
          for (const [action, cellState, allowed] of cells) {
            if (cellState === state && isMachineAction(action)) {
              expect(before.can(actionEvents[action]), action).toBe(allowed)
            }
          }
          actor.send(step.event)
          expect(byValue(actor.getSnapshot())).toBe(byValue(step.state))
          // deleting is only ever the way out of a detached or faulted disk
          if (actor.getSnapshot().value === 'destroyed') {
            expect(['detached', 'faulted']).toContain(state)
          }
        }
      }
    },
  )
})

/** The machine drives delete, snapshot and detach: request actor, settle, roll back. */
describe('disk requests', () => {
  const toasts = captureToasts()

  type Call = { action: DiskRequest; path: DiskPath }

  /** A disk actor whose requests are fakes: each call waits for the test to settle it. */
  function harness(state: DiskStateName) {
    const calls: (Call & { resolve(value: unknown): void; reject(error: unknown): void })[] = []
    const call = (action: DiskRequest) => (path: DiskPath) =>
      new Promise((resolve, reject) => calls.push({ action, path, resolve, reject }))
    const machine = diskMachine.provide({
      actors: diskRequestActors({
        delete: call('delete'),
        snapshot: call('snapshot'),
        detach: call('detach'),
      }),
    })
    const options = diskActorOptions(
      { name: 'data', state: wireState(state) },
      'mock-project',
      '/projects/mock-project/snapshots',
    )
    const actor = createActor(machine, options).start()
    return { actor, calls }
  }

  test.each([
    ['delete', 'detached', 'destroyed', undefined, 'Disk data deleted'],
    ['detach', 'attached', 'detaching', undefined, 'Disk data detached'],
    [
      'snapshot',
      'attached',
      'attached',
      { name: 'data-snap' },
      'Snapshot data-snap of disk data created',
    ],
  ] as const)('%s from %s: moves to %s, calls, toasts', async (action, from, to, answer, text) => {
    const { actor, calls } = harness(from)
    const outcome = requestDiskAction(actor, action)
    expect(actor.getSnapshot().value).toBe(to)
    expect(actor.getSnapshot().context.pending).toEqual([action])
    expect(calls.map(({ action, path }) => ({ action, path }))).toEqual([
      {
        action,
        path: { project: 'mock-project', disk: 'data' },
      },
    ])
    calls[0].resolve(answer)
    expect(await outcome).toBe('done')
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(toasts).toEqual([{ title: 'Success', content: text, variant: 'success' }])
  })

  test('the snapshot toast links to the snapshots', async () => {
    const { actor, calls } = harness('detached')
    const outcome = requestDiskAction(actor, 'snapshot')
    calls[0].resolve({ name: 'data-snap' })
    await outcome
    const [toast] = toaster.getSnapshot().context.toasts.slice(-1)
    expect(toast.cta).toEqual({ text: 'View snapshots', link: '/projects/mock-project/snapshots' })
  })

  test.each([
    ['delete', 'faulted'],
    ['detach', 'attached'],
    ['snapshot', 'detached'],
  ] as const)('a failed %s rolls back to %s with the error toast', async (action, from) => {
    const { actor, calls } = harness(from)
    const outcome = requestDiskAction(actor, action)
    calls[0].reject({ message: 'Disk is busy' })
    expect(await outcome).toBe('failed')
    expect(actor.getSnapshot().value).toBe(from)
    expect(toasts).toEqual([
      { title: `Could not ${action} disk`, content: 'Disk is busy', variant: 'error' },
    ])
  })

  test('rolls back to what the server reported last', async () => {
    const { actor, calls } = harness('attached')
    const outcome = requestDiskAction(actor, 'detach')
    actor.send({ type: 'disk.sync', state: { state: 'faulted' } })
    calls[0].reject(new Error('gone wrong'))
    expect(await outcome).toBe('failed')
    expect(actor.getSnapshot().value).toBe('faulted')
  })

  test('an action the state does not allow is ignored: no call, no toast', async () => {
    const { actor, calls } = harness('attached')
    expect(await requestDiskAction(actor, 'delete')).toBe('ignored')
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
  })

  test('unprovided, a request fails and rolls back', async () => {
    const actor = createActor(diskMachine, actorAt('detached')).start()
    expect(await requestDiskAction(actor, 'delete')).toBe('failed')
    expect(actor.getSnapshot().value).toBe('detached')
  })
})
