import { type AnyActorRef, createActor, type InspectionEvent } from 'xstate'
import { createInspectRelay, type InspectFn, inspectorRequested } from './inspect'
import { toastMachine } from './toast.machine'

// A stand-in for the browser inspector, which would open a page on stately.ai.
const fake = vi.hoisted(() => ({ events: [] as InspectionEvent[], created: 0 }))
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
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

describe('inspectorRequested', () => {
  it.each([
    // the URL's search on successive page loads in one tab → requested after each
    [[''], [false]],
    [['?inspect'], [true]],
    [['?inspect='], [true]],
    [['?inspect=1'], [true]],
    [['?tab=disks&inspect'], [true]],
    [['?inspect=0'], [false]],
    [['?inspect=off'], [false]],
    [['?inspect=false'], [false]],
    [
      ['?inspect', '', '?page=2'],
      [true, true, true],
    ],
    [
      ['?inspect', '?inspect=off', ''],
      [true, false, false],
    ],
    [
      ['', '?inspect', ''],
      [false, true, true],
    ],
  ])('%j → %j', (searches, expected) => {
    const storage = memoryStorage()
    expect(searches.map((search) => inspectorRequested(search, storage))).toEqual(expected)
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
    expect(inspectorRequested('?inspect', broken)).toBe(true)
    expect(inspectorRequested('', broken)).toBe(false)
  })
})

describe('createInspectRelay', () => {
  it('buffers events until the inspector loads, then forwards them in order', async () => {
    let received: string[] = []
    let ready: (inspect: InspectFn) => void = () => {}
    const relay = createInspectRelay(() => new Promise((resolve) => (ready = resolve)))

    const actor = createActor(toastMachine, { inspect: relay }).start()
    actor.send({ type: 'toast.add', toast: { content: 'Before' } })
    expect(received).toEqual([])

    const events: InspectionEvent[] = []
    ready((event) => {
      events.push(event)
      received = sentEvents(events, { toasts: actor })
    })
    await flush()
    expect(received).toEqual([
      'toasts: xstate.init',
      'toasts: toast.add',
      // the toast's timer, spawned by toast.add
      'toast-1: xstate.init',
    ])

    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(received.at(-1)).toBe('toasts: toast.dismiss')
    actor.stop()
  })

  it('drops events when the inspector fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const relay = createInspectRelay(() => Promise.reject(new Error('offline')))
    await flush()
    expect(() => relay({ type: '@xstate.actor' } as InspectionEvent)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('inspectOption', () => {
  beforeEach(() => {
    vi.resetModules()
    fake.events.length = 0
    fake.created = 0
    sessionStorage.clear()
    window.history.replaceState(null, '', '/projects')
  })

  it('is off without ?inspect', async () => {
    const { inspectOption } = await import('./inspect')
    expect(inspectOption()).toBeUndefined()
    await flush()
    expect(fake.created).toBe(0)
  })

  it('with ?inspect, shares one browser inspector and remembers the choice for the tab', async () => {
    window.history.replaceState(null, '', '/projects?inspect')
    const { inspectOption } = await import('./inspect')
    const option = inspectOption()
    expect(option).toBeTypeOf('function')
    window.history.replaceState(null, '', '/projects/web/instances')
    expect(inspectOption()).toBe(option)
    await flush()
    expect(fake.created).toBe(1)
  })

  it('shows the toaster’s events in the inspector', async () => {
    window.history.replaceState(null, '', '/?inspect')
    const { addToast } = await import('./toaster')
    const { toaster } = await import('./toaster.actor')
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
    window.history.replaceState(null, '', '/?inspect')
    const { confirmAction } = await import('./confirm-dialog')
    const { confirmDialog } = await import('./confirm-dialog.actor')
    const { toaster } = await import('./toaster.actor')
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
