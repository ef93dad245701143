// @vitest-environment node
import { createActor } from 'xstate'
import { diskActorOptions, diskMachine } from '~/machines/disk.machine'
import {
  instanceActorOptions,
  instanceMachine,
  lifecycleActors,
  requestLifecycleAction,
} from '~/machines/instance.machine'
import { toastMachine } from '~/machines/toast.machine'
import { InspectionStore, MAX_LOG_ENTRIES } from './inspection-store'

const db1 = { id: 'i-1', name: 'db1', runState: 'running' as const, autoRestartEnabled: false }

function instanceActor(store: InspectionStore, stop: () => Promise<unknown>) {
  const fail = () => ({ unwrap: () => Promise.reject(new Error('not in this test')) })
  const machine = instanceMachine.provide({
    actors: lifecycleActors({
      start: fail,
      reboot: fail,
      delete: fail,
      stop: () => ({ unwrap: stop }),
    }),
  })
  return createActor(machine, {
    ...instanceActorOptions(db1, 'mock-project'),
    inspect: store.receive,
  })
}

/** An entry as 'event: before → after'. */
const lines = (store: InspectionStore, name: string) =>
  store
    .listed()
    .find((actor) => actor.name === name)
    ?.log.map((entry) => `${entry.event.type}: ${entry.before ?? '—'} → ${entry.after ?? '—'}`)

describe('InspectionStore', () => {
  it('lists an instance by name and logs its stop with the states before and after and the rule', async () => {
    const store = new InspectionStore()
    const actor = instanceActor(store, () =>
      Promise.resolve({ ...db1, runState: 'stopped' }),
    ).start()
    await requestLifecycleAction(actor, 'stop')

    expect(store.listed().map((a) => [a.group, a.name, a.status])).toEqual([
      ['Instances', 'Instance db1', 'active'],
      ['Requests and other actors', 'stop of Instance db1', 'done'],
    ])
    expect(lines(store, 'Instance db1')).toEqual([
      'xstate.init: — → running',
      'instance.stop: running → stopping',
      'xstate.done.actor.stop: stopping → stopped',
    ])
    const stop = store.listed()[0].log[1]
    expect(stop.rule).toMatchObject({
      action: 'stop',
      allowed: true,
      rule: { source: 'SPEC §4 Instance run states' },
    })
    actor.stop()
  })

  it('logs a refused action with the row that refused it, the state unchanged', () => {
    const store = new InspectionStore()
    const actor = instanceActor(store, () => Promise.resolve()).start()
    actor.send({ type: 'instance.start' })
    const entry = store.listed()[0].log.at(-1)
    expect(entry).toMatchObject({ before: 'running', after: 'running' })
    expect(entry?.rule).toMatchObject({
      allowed: false,
      rule: { reason: 'Only stopped or failed instances can be started' },
    })
    actor.stop()
  })

  it('names a disk, and each toast by its words', () => {
    const store = new InspectionStore()
    const disk = createActor(diskMachine, {
      ...diskActorOptions({ name: 'pg-data', state: { state: 'detached' } }, 'mock-project'),
      inspect: store.receive,
    }).start()
    const toasts = createActor(toastMachine, { inspect: store.receive }).start()
    toasts.send({ type: 'toast.add', toast: { content: 'Disk pg-data deleted' } })
    expect(store.listed().map((a) => [a.group, a.name])).toEqual([
      ['Disks', 'Disk pg-data'],
      ['Toasts', 'Toast queue'],
      ['Toasts', 'Toast Disk pg-data deleted'],
    ])
    disk.stop()
    toasts.stop()
  })

  it('keeps a stopped actor, with its name, until cleared', () => {
    const store = new InspectionStore()
    const toasts = createActor(toastMachine, { inspect: store.receive }).start()
    toasts.send({ type: 'toast.add', toast: { content: 'Saved' } })
    toasts.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(store.listed().map((a) => [a.name, a.status])).toEqual([
      ['Toast queue', 'active'],
      ['Toast Saved', 'stopped'],
    ])
    store.clearStopped()
    expect(store.listed().map((a) => a.name)).toEqual(['Toast queue'])
    toasts.stop()
  })

  it('does not list an actor that was created but never started', () => {
    const store = new InspectionStore()
    createActor(toastMachine, { inspect: store.receive })
    expect(store.actors.size).toBe(1)
    expect(store.listed()).toEqual([])
  })

  it('keeps the last entries of a long log', () => {
    const store = new InspectionStore()
    const toasts = createActor(toastMachine, { inspect: store.receive }).start()
    for (let i = 0; i < MAX_LOG_ENTRIES + 10; i++) toasts.send({ type: 'toast.dismissAll' })
    const log = store.listed()[0].log
    expect(log).toHaveLength(MAX_LOG_ENTRIES)
    expect(log[0].event.type).toBe('toast.dismissAll')
    toasts.stop()
  })

  it('tells its listeners once per burst of events', async () => {
    const store = new InspectionStore()
    const listener = vi.fn()
    store.subscribe(listener)
    const toasts = createActor(toastMachine, { inspect: store.receive }).start()
    toasts.send({ type: 'toast.add', toast: { content: 'One' } })
    await Promise.resolve()
    expect(listener).toHaveBeenCalledOnce()
    toasts.stop()
  })
})
