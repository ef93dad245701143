import { type AnyActorRef, createActor, type InspectionEvent } from 'xstate'
import { createInspectRelay, requestedInspector } from './inspect'
import { toastMachine } from './toast.machine'

// A stand-in for the browser inspector, which would open a page on stately.ai.
const fake = vi.hoisted(() => ({ events: [] as InspectionEvent[], created: 0, fails: false }))
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    if (fake.fails) throw new Error('offline')
    fake.created++
    return { inspect: { next: (event: InspectionEvent) => fake.events.push(event) } }
  },
}))

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The events sent to actors, as 'actor: event type'; a root actor is named by `roots`. */
const sentEvents = (events: InspectionEvent[], roots: Record<string, AnyActorRef> = {}) =>
  events.flatMap((e) => {
    if (e.type !== '@xstate.event') return []
    const root = Object.entries(roots).find(([, ref]) => ref === e.actorRef)?.[0]
    return [`${root ?? (e.actorRef as { id?: string }).id}: ${e.event.type}`]
  })

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('requestedInspector', () => {
  it.each([
    // the URL's search on successive page loads in one tab → the inspector asked for after each
    [[''], [undefined]],
    [['?inspect'], ['console']],
    [['?inspect='], ['console']],
    [['?inspect=1'], ['console']],
    [['?tab=disks&inspect'], ['console']],
    [['?inspect=stately'], ['stately']],
    [['?inspect=Stately'], ['stately']],
    [['?inspect=0'], [undefined]],
    [['?inspect=off'], [undefined]],
    [['?inspect=false'], [undefined]],
    [
      ['?inspect', '', '?page=2'],
      ['console', 'console', 'console'],
    ],
    [
      ['?inspect=stately', '', '?inspect'],
      ['stately', 'stately', 'console'],
    ],
    [
      ['?inspect', '?inspect=off', ''],
      ['console', undefined, undefined],
    ],
    [
      ['', '?inspect', ''],
      [undefined, 'console', 'console'],
    ],
  ])('%j → %j', (searches, expected) => {
    const storage = memoryStorage()
    expect(searches.map((search) => requestedInspector(search, storage))).toEqual(expected)
  })

  it('falls back to the URL when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    expect(requestedInspector('?inspect', broken)).toBe('console')
    expect(requestedInspector('?inspect=stately', broken)).toBe('stately')
    expect(requestedInspector('', broken)).toBeUndefined()
  })
})

describe('createInspectRelay', () => {
  it('holds events until an inspector attaches, then forwards them in order', () => {
    const relay = createInspectRelay()
    const actor = createActor(toastMachine, { inspect: relay.inspect }).start()
    actor.send({ type: 'toast.add', toast: { content: 'Before' } })

    const events: InspectionEvent[] = []
    relay.attach((event) => events.push(event))
    expect(sentEvents(events, { toasts: actor })).toEqual([
      'toasts: xstate.init',
      'toasts: toast.add',
      // the toast's timer, spawned by toast.add
      'toast-1: xstate.init',
    ])

    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(sentEvents(events, { toasts: actor }).at(-1)).toBe('toasts: toast.dismiss')
    actor.stop()
  })

  it('keeps every actor’s birth when it holds too many events', () => {
    const relay = createInspectRelay()
    const actor = createActor(toastMachine, { inspect: relay.inspect }).start()
    for (let i = 0; i < 1200; i++) actor.send({ type: 'toast.dismissAll' })
    const events: InspectionEvent[] = []
    relay.attach((event) => events.push(event))
    expect(events).toHaveLength(1000)
    expect(events[0]).toMatchObject({ type: '@xstate.actor', actorRef: actor })
    expect(sentEvents(events, { toasts: actor }).at(-1)).toBe('toasts: toast.dismissAll')
    actor.stop()
  })

  it('forwards to every inspector attached', () => {
    const relay = createInspectRelay()
    const first: InspectionEvent[] = []
    const second: InspectionEvent[] = []
    relay.attach((event) => first.push(event))
    relay.attach((event) => second.push(event))
    createActor(toastMachine, { inspect: relay.inspect }).start().stop()
    expect(first.length).toBeGreaterThan(0)
    expect(second).toEqual(first)
  })
})

describe('inspectOption', () => {
  beforeEach(() => {
    vi.resetModules()
    fake.events.length = 0
    fake.created = 0
    fake.fails = false
    sessionStorage.clear()
    window.history.replaceState(null, '', '/projects')
  })

  it('without ?inspect, relays for an inspector opened later and loads no Stately inspector', async () => {
    const { inspectOption } = await import('./inspect')
    expect(inspectOption()).toBeTypeOf('function')
    await flush()
    expect(fake.created).toBe(0)
  })

  it('with ?inspect, loads no Stately inspector: the console’s attaches when opened', async () => {
    window.history.replaceState(null, '', '/projects?inspect')
    const { inspectOption } = await import('./inspect')
    expect(inspectOption()).toBeTypeOf('function')
    await flush()
    expect(fake.created).toBe(0)
  })

  it('with ?inspect=stately, shares one browser inspector and remembers the choice for the tab', async () => {
    window.history.replaceState(null, '', '/projects?inspect=stately')
    const { inspectOption } = await import('./inspect')
    const option = inspectOption()
    expect(option).toBeTypeOf('function')
    window.history.replaceState(null, '', '/projects/web/instances')
    expect(inspectOption()).toBe(option)
    await flush()
    expect(fake.created).toBe(1)
  })

  it('warns when the Stately inspector cannot load, and still relays for the console’s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.fails = true
    window.history.replaceState(null, '', '/projects?inspect=stately')
    const { inspectRelay } = await import('./inspect')
    const relay = inspectRelay()
    await flush()
    expect(warn).toHaveBeenCalledOnce()
    const actor = createActor(toastMachine, { inspect: relay?.inspect }).start()
    const events: InspectionEvent[] = []
    relay?.attach((event) => events.push(event))
    expect(sentEvents(events, { toasts: actor })).toEqual(['toasts: xstate.init'])
    actor.stop()
    warn.mockRestore()
  })

  it('shows the toaster’s events in the inspector', async () => {
    window.history.replaceState(null, '', '/?inspect=stately')
    const { addToast } = await import('./toaster')
    const { toaster } = await import('./toast.machine')
    addToast({ content: 'Project created' })
    await flush()
    expect(sentEvents(fake.events, { toaster })).toContain('toaster: toast.add')
    // the spawned timer of the toast is an actor of its own
    expect(
      fake.events.some(
        (e) => e.type === '@xstate.actor' && (e.actorRef as { id?: string }).id === 'toast-1',
      ),
    ).toBe(true)
    toaster.stop()
  })

  it('shows the confirm dialog’s events in the inspector', async () => {
    window.history.replaceState(null, '', '/?inspect=stately')
    const { confirmAction } = await import('./confirm-dialog')
    const { confirmDialog } = await import('./confirm-dialog.machine')
    const { toaster } = await import('./toast.machine')
    const done = confirmAction({
      title: 'Delete',
      content: 'Sure?',
      actionLabel: 'Delete',
      errorTitle: 'Failed',
      action: () => Promise.resolve(),
    })
    confirmDialog.send({ type: 'confirm.confirm' })
    await done
    await flush()
    expect(sentEvents(fake.events, { confirmDialog, toaster })).toEqual([
      'toaster: xstate.init',
      'confirmDialog: xstate.init',
      'confirmDialog: confirm.open',
      'confirmDialog: confirm.confirm',
      'action: xstate.init',
      'action: xstate.promise.resolve',
      'confirmDialog: xstate.done.actor.action',
    ])
    confirmDialog.stop()
    toaster.stop()
  })
})
