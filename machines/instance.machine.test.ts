// @vitest-environment node
import { getShortestPaths, getSimplePaths } from '@xstate/graph'
import { createActor } from 'xstate'
import type { InstanceState } from '~/store/api'
import {
  actionEvent,
  actionTargets,
  type InstanceEvent,
  instanceActorOptions,
  instanceMachine,
  instanceSnapshot,
  isBusy,
  type LifecycleAction,
  lifecycleActors,
  requestLifecycleAction,
  runsNewBootSince,
} from './instance.machine'
import {
  type InstanceAction,
  instanceRules,
  instanceRunStates,
  isDueForRestart,
  transitionalRunStates,
} from './instance-rules'
import { captureToasts } from './toast-capture'

/**
 * SPEC §4's table (and the server's external IP rows after it) written out again, independently
 * of instance-rules.ts, as the test's oracle: a row per action, '✓' where the state allows it.
 */
const columns: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
]
const table: Record<InstanceAction, string> = {
  //                       crea star runn stpg stop rebo migr repa fail dest
  start: '                  .    .    .    .    ✓    .    .    .    ✓    .',
  delete: '                 .    .    .    .    ✓    .    .    .    ✓    .',
  resize: '                 ✓    .    .    .    ✓    .    .    .    ✓    .',
  updateBootDisk: '         ✓    .    .    .    ✓    .    .    .    ✓    .',
  reboot: '                 .    .    ✓    .    .    .    .    .    .    .',
  stop: '                   .    ✓    ✓    .    .    ✓    .    .    ✓    .',
  detachDisk: '             ✓    .    .    .    ✓    .    .    .    ✓    .',
  attachDisk: '             ✓    .    .    .    ✓    .    .    .    .    .',
  updateNetworkInterface: ' .    .    .    .    ✓    .    .    .    .    .',
  serialConsole: '          .    .    ✓    .    .    ✓    ✓    ✓    .    .',
  addToAffinityGroup: '     .    .    .    .    ✓    .    .    .    .    .',
  attachExternalIp: '       .    .    ✓    .    ✓    .    .    .    .    .',
  detachExternalIp: '       .    .    ✓    .    ✓    .    .    .    .    .',
}
const cells = instanceRules.actions.flatMap((action) => {
  const marks = table[action].trim().split(/\s+/)
  return columns.map((state, i) => [action, state, marks[i] === '✓'] as const)
})

const facts = (runState: InstanceState) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'db1',
  runState,
  autoRestartEnabled: false,
})

describe('the instance action table (SPEC §4)', () => {
  test('covers every action in every run state of the contract', () => {
    expect(columns).toEqual([...instanceRunStates])
    expect(cells).toHaveLength(13 * 10)
  })

  test.each(cells)('%s in %s: allowed %s', (action, state, allowed) => {
    const snapshot = instanceSnapshot(facts(state))
    expect(snapshot.value).toBe(state)
    expect(snapshot.can(actionEvent(action))).toBe(allowed)
    expect(instanceRules.can(action, state)).toBe(allowed)
    const reason = instanceRules.reason(action, state)
    if (allowed) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/^Only .+ instances can .+/)
  })

  test.each(cells.filter(([, , allowed]) => allowed))(
    '%s in %s moves to its next state and asks for the call',
    (action, state) => {
      const actor = createActor(instanceMachine, instanceActorOptions(facts(state)))
      const requested: InstanceAction[] = []
      actor.on('instance.requested', (event) => requested.push(event.action))
      actor.start()
      actor.send(actionEvent(action))
      expect(actor.getSnapshot().value).toBe(actionTargets[action] ?? state)
      expect(requested).toEqual([action])
    },
  )

  test.each(cells.filter(([, , allowed]) => !allowed))(
    '%s in %s is ignored: no move, no call',
    (action, state) => {
      const actor = createActor(instanceMachine, instanceActorOptions(facts(state)))
      const requested: InstanceAction[] = []
      actor.on('instance.requested', (event) => requested.push(event.action))
      actor.start()
      actor.send(actionEvent(action))
      expect(actor.getSnapshot().value).toBe(state)
      expect(requested).toEqual([])
    },
  )

  test.each([
    ['start', 'running', 'Only stopped or failed instances can be started'],
    ['reboot', 'stopped', 'Only running instances can be rebooted'],
    ['stop', 'stopped', 'Only running, starting, rebooting or failed instances can be stopped'],
    [
      'serialConsole',
      'stopped',
      'Only running, rebooting, migrating or repairing instances can open a serial console',
    ],
    [
      'updateNetworkInterface',
      'running',
      'Only stopped instances can have their network interfaces changed',
    ],
    ['resize', 'running', 'Only stopped, failed or creating instances can be resized'],
    [
      'attachExternalIp',
      'starting',
      'Only running or stopped instances can have external IPs attached',
    ],
    [
      'detachExternalIp',
      'failed',
      'Only running or stopped instances can have external IPs detached',
    ],
  ] as const)('the reason for %s in %s', (action, state, reason) => {
    expect(instanceRules.reason(action, state)).toBe(reason)
  })

  test('every rule says where it comes from: SPEC §4, or the server for external IPs', () => {
    const fromServer: InstanceAction[] = ['attachExternalIp', 'detachExternalIp']
    for (const action of instanceRules.actions) {
      expect(instanceRules.rules[action].source).toBe(
        fromServer.includes(action)
          ? 'server behaviour: instance external IP attach and detach (ephemeral and floating IPs)'
          : 'SPEC §4 Instance run states',
      )
    }
  })
})

describe('transitional states (SPEC §4)', () => {
  test.each(instanceRunStates.map((state) => [state]))('%s', (state) => {
    const expected = ['creating', 'starting', 'rebooting', 'migrating', 'stopping'].includes(state)
    expect(instanceSnapshot(facts(state)).hasTag('transitional')).toBe(expected)
    expect((transitionalRunStates as readonly string[]).includes(state)).toBe(expected)
  })
})

describe('due for restart (SPEC §4)', () => {
  const now = new Date('2024-06-01T12:00:00Z')
  test.each([
    ['failed, auto-restart on, no cooldown', 'failed', true, null, true],
    ['failed, auto-restart on, cooldown absent', 'failed', true, undefined, true],
    ['failed, auto-restart on, cooldown expired', 'failed', true, '2024-06-01T11:00:00Z', true],
    ['failed, auto-restart on, cooldown ends now', 'failed', true, '2024-06-01T12:00:00Z', true],
    ['failed, auto-restart on, cooldown unexpired', 'failed', true, '2024-06-01T13:00:00Z', false],
    ['failed, auto-restart off, no cooldown', 'failed', false, null, false],
    ['failed, auto-restart off, cooldown expired', 'failed', false, '2024-06-01T11:00:00Z', false],
    ['running, auto-restart on, no cooldown', 'running', true, null, false],
    ['stopped, auto-restart on, no cooldown', 'stopped', true, null, false],
  ] as const)('%s: %s', (_, runState, autoRestartEnabled, expiration, due) => {
    expect(
      isDueForRestart(
        { runState, autoRestartEnabled, autoRestartCooldownExpiration: expiration },
        now,
      ),
    ).toBe(due)
  })

  test('accepts the cooldown as a Date', () => {
    const instance = {
      runState: 'failed' as const,
      autoRestartEnabled: true,
      autoRestartCooldownExpiration: new Date('2024-06-01T13:00:00Z'),
    }
    expect(isDueForRestart(instance, now)).toBe(false)
    expect(isDueForRestart(instance, new Date('2024-06-01T14:00:00Z'))).toBe(true)
  })
})

describe('syncing from the server', () => {
  test.each(instanceRunStates.map((state) => [state]))('any state moves to %s', (target) => {
    for (const from of instanceRunStates) {
      const actor = createActor(instanceMachine, instanceActorOptions(facts(from))).start()
      actor.send({
        type: 'instance.sync',
        runState: target,
        autoRestartEnabled: true,
        autoRestartCooldownExpiration: new Date('2024-06-01T13:00:00Z'),
      })
      expect(actor.getSnapshot().value).toBe(target)
      expect(actor.getSnapshot().context.autoRestartEnabled).toBe(true)
      expect(actor.getSnapshot().context.autoRestartCooldownExpiration).toBe(
        '2024-06-01T13:00:00.000Z',
      )
    }
  })

  test('a refused stop is undone by the next sync', () => {
    const actor = createActor(instanceMachine, instanceActorOptions(facts('running'))).start()
    actor.send({ type: 'instance.stop' })
    expect(actor.getSnapshot().value).toBe('stopping')
    actor.send({ type: 'instance.sync', runState: 'running', autoRestartEnabled: false })
    expect(actor.getSnapshot().value).toBe('running')
    expect(actor.getSnapshot().can({ type: 'instance.reboot' })).toBe(true)
  })
})

/**
 * What a serial console whose stream ended waits for (SerialConsolePage): the machine running a
 * boot newer than the one it streamed, read from one sync (run state and its time together).
 */
describe('a new boot, as the machine knows it', () => {
  const streamed = '2024-06-01T12:00:00.000Z'
  const later = '2024-06-01T12:00:30.000Z'
  test.each([
    ['the boot it streamed, still running', 'running', streamed, false],
    ['rebooting since', 'rebooting', later, false],
    ['starting again since', 'starting', later, false],
    ['running since a later time: a new boot', 'running', later, true],
    ['running, the time given as a Date', 'running', new Date(later), true],
    ['stopped since', 'stopped', later, false],
  ] as const)('%s → %s', (_case, runState, runStateSince, newBoot) => {
    const actor = createActor(
      instanceMachine,
      instanceActorOptions({ ...facts('running'), timeRunStateUpdated: streamed }),
    ).start()
    expect(actor.getSnapshot().context.runStateSince).toBe(streamed)
    actor.send({ type: 'instance.sync', runState, autoRestartEnabled: false, runStateSince })
    expect(runsNewBootSince(actor.getSnapshot(), streamed)).toBe(newBoot)
  })

  test('a sync that does not say when keeps the time it knew', () => {
    const actor = createActor(
      instanceMachine,
      instanceActorOptions({ ...facts('rebooting'), timeRunStateUpdated: streamed }),
    ).start()
    actor.send({ type: 'instance.sync', runState: 'running', autoRestartEnabled: false })
    expect(runsNewBootSince(actor.getSnapshot(), streamed)).toBe(false)
  })
})

/** Model-based: walk the machine's graph with the user's actions and the server's syncs. */
describe('paths through the machine (@xstate/graph)', () => {
  const lifecycleEvents: InstanceEvent[] = [
    { type: 'instance.start' },
    { type: 'instance.stop' },
    { type: 'instance.reboot' },
    { type: 'instance.delete' },
    ...(['running', 'stopped', 'failed'] as const).map((runState) => ({
      type: 'instance.sync' as const,
      runState,
      autoRestartEnabled: false,
    })),
  ]
  const options = {
    events: lifecycleEvents,
    fromState: instanceSnapshot(facts('creating')),
    serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value),
  }

  test('every state reachable from creating has a shortest path, each step allowed', () => {
    const paths = getShortestPaths(instanceMachine, options)
    const reached = new Set(paths.map((path) => path.state.value))
    expect([...reached].sort()).toEqual(
      [
        'creating',
        'destroyed',
        'failed',
        'rebooting',
        'running',
        'starting',
        'stopped',
        'stopping',
      ].sort(),
    )
    for (const path of paths) {
      for (const step of path.steps) {
        const type: string = step.event.type
        if (type === 'instance.sync' || type === 'xstate.init') continue
        const action = step.event.type.replace('instance.', '') as InstanceAction
        const previous = path.steps[path.steps.indexOf(step) - 1]?.state ?? options.fromState
        expect(previous.can(step.event)).toBe(true)
        expect(step.state.value).toBe(actionTargets[action])
      }
    }
  })

  test('simple paths replay on a live actor and end where the graph says', () => {
    const paths = getSimplePaths(instanceMachine, options)
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) {
      const actor = createActor(instanceMachine, instanceActorOptions(facts('creating'))).start()
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as InstanceEvent)
        expect(actor.getSnapshot().value).toBe(step.state.value)
      }
      // the server's truth always wins: a destroyed instance never starts again
      if (path.state.value === 'destroyed') {
        expect(actor.getSnapshot().can({ type: 'instance.start' })).toBe(false)
      }
    }
  })

  test('the lifecycle of SPEC §4: create, run, stop, start, reboot, delete', () => {
    const actor = createActor(instanceMachine, instanceActorOptions(facts('creating')))
    const trail: unknown[] = []
    // an ignored event notifies too: record only moves
    actor.subscribe((snapshot) => {
      if (trail.at(-1) !== snapshot.value) trail.push(snapshot.value)
    })
    actor.start()
    const sync = (runState: InstanceState) =>
      actor.send({ type: 'instance.sync', runState, autoRestartEnabled: false })
    sync('starting')
    sync('running')
    actor.send({ type: 'instance.stop' })
    sync('stopped')
    actor.send({ type: 'instance.start' })
    sync('running')
    actor.send({ type: 'instance.reboot' })
    sync('running')
    actor.send({ type: 'instance.delete' }) // not allowed while running
    actor.send({ type: 'instance.stop' })
    sync('stopped')
    actor.send({ type: 'instance.delete' })
    expect(trail).toEqual([
      'creating',
      'starting',
      'running',
      'stopping',
      'stopped',
      'starting',
      'running',
      'rebooting',
      'running',
      'stopping',
      'stopped',
      'destroyed',
    ])
  })
})

/** The machine drives start, stop, reboot and delete: request actor, settle, roll back. */
describe('lifecycle requests', () => {
  const toasts = captureToasts()

  type Call = { action: LifecycleAction; path: { instance: string; project: string } }

  /** An actor whose requests are fakes: each call waits for the test to settle it. */
  function harness(runState: InstanceState, gone: { instanceId: string; message: string }[] = []) {
    const calls: (Call & { resolve(value: unknown): void; reject(error: unknown): void })[] = []
    const mutation = (action: LifecycleAction) => (path: Call['path']) => ({
      unwrap: () => new Promise((resolve, reject) => calls.push({ action, path, resolve, reject })),
    })
    const machine = instanceMachine.provide({
      actors: lifecycleActors({
        start: mutation('start'),
        stop: mutation('stop'),
        reboot: mutation('reboot'),
        delete: mutation('delete'),
      }),
      actions: { reportGone: (_, params) => void gone.push(params) },
    })
    const actor = createActor(machine, instanceActorOptions(facts(runState), 'prod')).start()
    return { actor, calls }
  }

  test.each([
    ['start', 'stopped', 'starting', 'Starting instance db1'],
    ['stop', 'running', 'stopping', 'Stopping instance db1'],
    ['reboot', 'running', 'rebooting', 'Rebooting instance db1'],
    ['delete', 'stopped', 'destroyed', 'Instance db1 deleted'],
  ] as const)('%s from %s: moves to %s, calls, toasts %j', async (action, from, to, text) => {
    const { actor, calls } = harness(from)
    const outcome = requestLifecycleAction(actor, action)
    expect(actor.getSnapshot().value).toBe(to)
    expect(isBusy(actor.getSnapshot())).toBe(true)
    expect(calls.map(({ action, path }) => ({ action, path }))).toEqual([
      { action, path: { instance: 'db1', project: 'prod' } },
    ])
    // the same request is not offered twice while it runs
    expect(actor.getSnapshot().can(actionEvent(action))).toBe(false)
    calls[0].resolve(undefined)
    expect(await outcome).toBe('done')
    expect(isBusy(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().value).toBe(to)
    expect(toasts).toEqual([{ title: 'Success', content: text, variant: 'success' }])
  })

  test('settles on the state the server answers with', async () => {
    const { actor, calls } = harness('stopped')
    const outcome = requestLifecycleAction(actor, 'start')
    calls[0].resolve({ ...facts('running'), runState: 'running' })
    expect(await outcome).toBe('done')
    expect(actor.getSnapshot().value).toBe('running')
    expect(actor.getSnapshot().context.reported).toBe('running')
  })

  test.each([
    ['start', 'stopped'],
    ['stop', 'running'],
    ['reboot', 'running'],
    ['delete', 'failed'],
  ] as const)('a failed %s rolls back to %s with the error toast', async (action, from) => {
    const { actor, calls } = harness(from)
    const outcome = requestLifecycleAction(actor, action)
    expect(actor.getSnapshot().value).toBe(actionTargets[action])
    calls[0].reject({ message: 'Instance is busy' })
    expect(await outcome).toBe('failed')
    expect(actor.getSnapshot().value).toBe(from)
    expect(isBusy(actor.getSnapshot())).toBe(false)
    expect(toasts).toEqual([
      { title: `Could not ${action} instance`, content: 'Instance is busy', variant: 'error' },
    ])
  })

  test.each([
    ['start', 'stopped'],
    ['stop', 'running'],
    ['reboot', 'running'],
    ['delete', 'stopped'],
  ] as const)(
    'a %s from %s the server found no instance for: destroyed, reported gone',
    async (action, from) => {
      const gone: { instanceId: string; message: string }[] = []
      const { actor, calls } = harness(from, gone)
      const outcome = requestLifecycleAction(actor, action)
      const message = 'not found: instance with name "db1"'
      calls[0].reject({ statusCode: 404, errorCode: 'ObjectNotFound', message })
      expect(await outcome).toBe('failed')
      expect(actor.getSnapshot().value).toBe('destroyed')
      expect(actor.getSnapshot().can(actionEvent('start'))).toBe(false)
      expect(gone).toEqual([{ instanceId: facts(from).id, message }])
    },
  )

  test("a 404 that is not the server's ObjectNotFound (no such operation) rolls back", async () => {
    const gone: { instanceId: string; message: string }[] = []
    const { actor, calls } = harness('stopped', gone)
    const outcome = requestLifecycleAction(actor, 'start')
    calls[0].reject({ statusCode: 404, message: 'Not Found' })
    expect(await outcome).toBe('failed')
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(gone).toEqual([])
  })

  test('rolls back to what the server reported last, not to where the request began', async () => {
    const { actor, calls } = harness('running')
    const outcome = requestLifecycleAction(actor, 'stop')
    actor.send({ type: 'instance.sync', runState: 'failed', autoRestartEnabled: false })
    calls[0].reject(new Error('gone wrong'))
    expect(await outcome).toBe('failed')
    expect(actor.getSnapshot().value).toBe('failed')
  })

  test('an action the state does not allow is ignored: no call, no toast', async () => {
    const { actor, calls } = harness('running')
    expect(await requestLifecycleAction(actor, 'start')).toBe('ignored')
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
  })

  test('unprovided, a request fails and rolls back', async () => {
    const actor = createActor(instanceMachine, instanceActorOptions(facts('stopped'))).start()
    expect(await requestLifecycleAction(actor, 'start')).toBe('failed')
    expect(actor.getSnapshot().value).toBe('stopped')
  })
})
