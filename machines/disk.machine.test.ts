import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor } from 'xstate'
import type { DiskState } from '~/store/api'
import {
  actionEvents,
  type DiskEvent,
  diskMachine,
  diskSnapshotAt,
  importEvents,
} from './disk.machine'
import {
  type DiskAction,
  type DiskImportStep,
  type DiskStateName,
  diskImportRules,
  diskRules,
  diskStates,
  isTransitionalDiskState,
  listStates,
} from './disk-rules'

const INSTANCE = '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f'

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

describe('disk actions (SPEC §4), one case per action × state', () => {
  it.each(cells)('%s in %s: allowed %s', (action, state, allowed) => {
    const snapshot = diskSnapshotAt(wireState(state))
    expect(snapshot.can(actionEvents[action])).toBe(allowed)
    expect(diskRules.can(action, state)).toBe(allowed)
    expect(diskRules.reason(action, state)).toBe(allowed ? undefined : reasons[action])
  })
})

describe('the bulk-write import steps (SPEC §7), one case per step × state', () => {
  const allowedIn: Record<DiskImportStep, DiskStateName[]> = {
    importStart: ['import_ready'],
    importWrite: ['importing_from_bulk_writes'],
    importStop: ['importing_from_bulk_writes'],
    finalize: ['import_ready'],
  }
  const importCells = diskStates.flatMap((state) =>
    (Object.keys(allowedIn) as DiskImportStep[]).map(
      (step) => [step, state, allowedIn[step].includes(state)] as const,
    ),
  )
  it.each(importCells)('%s in %s: allowed %s', (step, state, allowed) => {
    expect(diskSnapshotAt(wireState(state)).can(importEvents[step])).toBe(allowed)
    expect(diskImportRules.can(step, state)).toBe(allowed)
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
    ['creating', { type: 'disk.attach', instance: INSTANCE }, 'attaching'],
    ['creating', { type: 'disk.settle' }, 'detached'],
    ['detached', { type: 'disk.attach', instance: INSTANCE }, 'attaching'],
    ['attaching', { type: 'disk.settle' }, 'attached'],
    ['attached', { type: 'disk.detach' }, 'detaching'],
    ['attached', { type: 'disk.snapshot' }, 'attached'],
    ['attached', { type: 'disk.delete' }, 'attached'],
    ['detaching', { type: 'disk.settle' }, 'detached'],
    ['detached', { type: 'disk.delete' }, 'destroyed'],
    ['faulted', { type: 'disk.delete' }, 'destroyed'],
    ['import_ready', { type: 'disk.importStart' }, 'importing_from_bulk_writes'],
    ['importing_from_bulk_writes', { type: 'disk.importWrite' }, 'importing_from_bulk_writes'],
    ['importing_from_bulk_writes', { type: 'disk.importStop' }, 'import_ready'],
    ['import_ready', { type: 'disk.finalize' }, 'finalizing'],
    ['finalizing', { type: 'disk.settle' }, 'detached'],
    ['importing_from_url', { type: 'disk.settle' }, 'import_ready'],
    ['maintenance', { type: 'disk.fault' }, 'faulted'],
    ['attached', { type: 'disk.sync', state: { state: 'maintenance' } }, 'maintenance'],
    ['faulted', { type: 'disk.sync', state: { state: 'detached' } }, 'detached'],
  ])('%s + %j → %s', (from, event, to) => {
    const actor = createActor(diskMachine, { snapshot: diskSnapshotAt(wireState(from)) }).start()
    actor.send(event)
    expect(actor.getSnapshot().value).toBe(to)
  })

  it('remembers the instance on attach and on sync, and forgets it once detached', () => {
    const actor = createActor(diskMachine, { snapshot: diskSnapshotAt(wireState('detached')) })
    actor.start()
    actor.send({ type: 'disk.attach', instance: INSTANCE })
    expect(actor.getSnapshot().context.instance).toBe(INSTANCE)
    actor.send({ type: 'disk.settle' })
    actor.send({ type: 'disk.detach' })
    actor.send({ type: 'disk.settle' })
    expect(actor.getSnapshot().context).toEqual({ instance: null })
    actor.send({ type: 'disk.sync', state: { state: 'attached', instance: 'other' } })
    expect(actor.getSnapshot().context.instance).toBe('other')
  })

  it('a destroyed disk is final: nothing moves it', () => {
    const actor = createActor(diskMachine, { snapshot: diskSnapshotAt(wireState('detached')) })
    actor.start()
    actor.send({ type: 'disk.delete' })
    expect(actor.getSnapshot().status).toBe('done')
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
const lifecycleEvents: DiskEvent[] = [
  ...Object.values(actionEvents).map((event) =>
    event.type === 'disk.attach' ? { ...event, instance: INSTANCE } : event,
  ),
  ...Object.values(importEvents),
  { type: 'disk.settle' },
  { type: 'disk.fault' },
]

const byValue = (snapshot: { value: unknown }) => String(snapshot.value)

describe('model-based paths (@xstate/graph)', () => {
  // a disk starts as a blank or copied disk (creating) or as an import target (import_ready)
  const starts: [DiskStateName, DiskStateName[]][] = [
    ['creating', ['creating', 'detached', 'attaching', 'attached', 'detaching', 'faulted']],
    [
      'import_ready',
      [
        'import_ready',
        'importing_from_bulk_writes',
        'finalizing',
        'detached',
        'attaching',
        'attached',
        'detaching',
        'faulted',
      ],
    ],
  ]

  it.each(starts)('from %s the lifecycle reaches exactly the expected states', (start, live) => {
    const paths = getShortestPaths(diskMachine, {
      fromState: diskSnapshotAt(wireState(start)),
      events: lifecycleEvents,
      serializeState: byValue,
    })
    const reached = new Set(paths.map((path) => byValue(path.state)))
    expect([...reached].sort()).toEqual([...live, 'destroyed'].sort())
  })

  it.each(starts)(
    'from %s, replaying every simple path, every step keeps the SPEC §4 table',
    (start) => {
      const paths = getSimplePaths(diskMachine, {
        fromState: diskSnapshotAt(wireState(start)),
        events: lifecycleEvents,
        serializeState: byValue,
      })
      expect(paths.length).toBeGreaterThan(5)
      for (const path of paths) {
        const actor = createActor(diskMachine, { snapshot: diskSnapshotAt(wireState(start)) })
        actor.start()
        for (const step of path.steps) {
          const before = actor.getSnapshot()
          const state = before.value as DiskStateName
          for (const [action, cellState, allowed] of cells) {
            if (cellState === state) expect(before.can(actionEvents[action]), action).toBe(allowed)
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
