// @vitest-environment node
import { createActor } from 'xstate'
import { type ToastInput, toastMachine, toToast } from './toast.machine'

const start = () => createActor(toastMachine).start()
type ToastActor = ReturnType<typeof start>

const shown = (actor: ToastActor) => actor.getSnapshot().context.toasts
const ids = (actor: ToastActor) => shown(actor).map((t) => t.id)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toast defaults', () => {
  it.each([
    // variant, title, timeout
    [undefined, 'Success', 5000],
    ['success', 'Success', 5000],
    ['error', 'Error', 15000],
    ['info', 'Note', 5000],
  ] as const)('variant %s: title %j, timeout %i', (variant, title, timeout) => {
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'Done', variant } })
    expect(shown(actor)).toEqual([
      { id: 'toast-1', title, content: 'Done', variant: variant ?? 'success', timeout },
    ])
  })

  it.each([
    // input, expected title, expected timeout
    [{ title: 'Project created' }, 'Project created', 5000],
    [{ variant: 'error', title: 'Could not delete' }, 'Could not delete', 15000],
    [{ timeout: 1000 }, 'Success', 1000],
    [{ variant: 'error', timeout: 2000 }, 'Error', 2000],
    [{ timeout: null }, 'Success', null],
    [{ variant: 'info', timeout: null }, 'Note', null],
  ] as const)('%j → title %j, timeout %s', (input, title, timeout) => {
    const toast = toToast({ content: 'x', ...input }, 'id')
    expect(toast.title).toBe(title)
    expect(toast.timeout).toBe(timeout)
  })
})

describe('call to action', () => {
  const link = '/projects/p'
  it.each([
    ['Open project', 'Open project'],
    ['x'.repeat(36), 'x'.repeat(36)],
    ['x'.repeat(37), `${'x'.repeat(34)}…`],
    ['View the instance you just created in its project', 'View the instance you just created…'],
  ])('text %j is shown as %j', (text, expected) => {
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'Done', cta: { text, link } } })
    expect(shown(actor)[0].cta).toEqual({ text: expected, link })
    expect(shown(actor)[0].cta?.text.length).toBeLessThanOrEqual(36)
  })

  it('is absent unless given', () => {
    expect(toToast({ content: 'x' }, 'id')).not.toHaveProperty('cta')
  })
})

describe('dismissal', () => {
  it.each([
    // input, ms still shown, ms gone
    [{ content: 'a' }, 4999, 5000],
    [{ content: 'a', variant: 'info' }, 4999, 5000],
    [{ content: 'a', variant: 'error' }, 14999, 15000],
    [{ content: 'a', timeout: 100 }, 99, 100],
    [{ content: 'a', variant: 'error', timeout: 30000 }, 29999, 30000],
    [{ content: 'a', timeout: 0 }, undefined, 0],
  ] as [ToastInput, number | undefined, number][])(
    '%j is dismissed by its timeout at %i ms… %i ms',
    (input, before, at) => {
      const onClose = vi.fn()
      const actor = start()
      actor.send({ type: 'toast.add', toast: { ...input, onClose } })
      if (before !== undefined) {
        vi.advanceTimersByTime(before)
        expect(shown(actor)).toHaveLength(1)
        expect(onClose).not.toHaveBeenCalled()
      }
      vi.advanceTimersByTime(at - (before ?? 0))
      expect(shown(actor)).toEqual([])
      expect(actor.getSnapshot().value).toBe('empty')
      expect(actor.getSnapshot().children).toEqual({})
      expect(onClose).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(60_000)
      expect(onClose).toHaveBeenCalledTimes(1)
    },
  )

  it.each(['success', 'error', 'info'] as const)(
    'a %s toast with timeout null stays',
    (variant) => {
      const onClose = vi.fn()
      const actor = start()
      actor.send({ type: 'toast.add', toast: { content: 'a', variant, timeout: null, onClose } })
      vi.advanceTimersByTime(365 * 24 * 60 * 60 * 1000)
      expect(ids(actor)).toEqual(['toast-1'])
      expect(onClose).not.toHaveBeenCalled()
      actor.send({ type: 'toast.dismiss', id: 'toast-1' })
      expect(ids(actor)).toEqual([])
      expect(onClose).toHaveBeenCalledTimes(1)
    },
  )

  it.each([
    // when the user dismisses, in ms after adding
    [0],
    [2500],
    [4999],
  ])('the user dismisses it at %i ms: gone, onClose once, no timeout later', (after) => {
    const onClose = vi.fn()
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'a', onClose } })
    vi.advanceTimersByTime(after)
    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(shown(actor)).toEqual([])
    expect(onClose).toHaveBeenCalledTimes(1)
    // the timer is stopped with the toast
    expect(actor.getSnapshot().children).toEqual({})
    vi.advanceTimersByTime(60_000)
    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('ignores dismissing an unknown toast', () => {
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'a' } })
    const before = actor.getSnapshot()
    actor.send({ type: 'toast.dismiss', id: 'nope' })
    expect(actor.getSnapshot()).toBe(before)
  })

  it('survives an onClose that throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const actor = start()
    actor.send({
      type: 'toast.add',
      toast: {
        content: 'a',
        onClose: () => {
          throw new Error('boom')
        },
      },
    })
    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(actor.getSnapshot().status).toBe('active')
    expect(error).toHaveBeenCalledOnce()
    actor.send({ type: 'toast.add', toast: { content: 'b' } })
    expect(ids(actor)).toEqual(['toast-2'])
    error.mockRestore()
  })
})

describe('several toasts', () => {
  it('shows them together, oldest first, each with its own timeout', () => {
    const closed: string[] = []
    const onClose = (id: string) => () => closed.push(id)
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'a', onClose: onClose('a') } })
    vi.advanceTimersByTime(1000)
    actor.send({
      type: 'toast.add',
      toast: { content: 'b', variant: 'error', onClose: onClose('b') },
    })
    actor.send({ type: 'toast.add', toast: { content: 'c', timeout: 500, onClose: onClose('c') } })
    actor.send({ type: 'toast.add', toast: { content: 'd', timeout: null, onClose: onClose('d') } })
    expect(shown(actor).map((t) => t.content)).toEqual(['a', 'b', 'c', 'd'])
    expect(actor.getSnapshot().value).toBe('showing')
    expect(Object.keys(actor.getSnapshot().children)).toEqual(ids(actor))

    vi.advanceTimersByTime(500) // t = 1500
    expect(closed).toEqual(['c'])
    vi.advanceTimersByTime(3500) // t = 5000
    expect(closed).toEqual(['c', 'a'])
    vi.advanceTimersByTime(11_000) // t = 16000
    expect(closed).toEqual(['c', 'a', 'b'])
    expect(shown(actor).map((t) => t.content)).toEqual(['d'])

    actor.send({ type: 'toast.dismissAll' })
    expect(closed).toEqual(['c', 'a', 'b', 'd'])
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('dismissing one leaves the others and their timers running', () => {
    const actor = start()
    actor.send({ type: 'toast.add', toast: { content: 'a' } })
    actor.send({ type: 'toast.add', toast: { content: 'b' } })
    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(ids(actor)).toEqual(['toast-2'])
    vi.advanceTimersByTime(5000)
    expect(ids(actor)).toEqual([])
  })

  it('takes a caller id, and does not add a shown id twice', () => {
    const actor = start()
    actor.send({ type: 'toast.add', toast: { id: 'upload', content: 'Uploading' } })
    actor.send({ type: 'toast.add', toast: { id: 'upload', content: 'Again' } })
    actor.send({ type: 'toast.add', toast: { content: 'other' } })
    expect(shown(actor).map((t) => [t.id, t.content])).toEqual([
      ['upload', 'Uploading'],
      ['toast-2', 'other'],
    ])
    actor.send({ type: 'toast.dismiss', id: 'upload' })
    actor.send({ type: 'toast.add', toast: { id: 'upload', content: 'Again' } })
    expect(ids(actor)).toEqual(['toast-2', 'upload'])
  })
})
