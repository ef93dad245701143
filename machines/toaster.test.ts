// @vitest-environment node
import { toaster } from './toast.machine'
import { addToast, dismissAllToasts, dismissToast } from './toaster'

const shown = () => toaster.getSnapshot().context.toasts

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  dismissAllToasts()
  vi.useRealTimers()
})

describe('toaster', () => {
  it('is running', () => {
    expect(toaster.getSnapshot().status).toBe('active')
  })

  it('adds a toast and returns its id', () => {
    const id = addToast({ content: 'Project created' })
    expect(shown()).toEqual([
      { id, title: 'Success', content: 'Project created', variant: 'success', timeout: 5000 },
    ])
  })

  it('returns a caller id', () => {
    expect(addToast({ id: 'mine', content: 'x' })).toBe('mine')
  })

  it('dismisses by id', () => {
    const onClose = vi.fn()
    const first = addToast({ content: 'a', onClose })
    const second = addToast({ content: 'b' })
    expect(first).not.toBe(second)
    dismissToast(first)
    expect(shown().map((t) => t.id)).toEqual([second])
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('dismisses everything', () => {
    addToast({ content: 'a', timeout: null })
    addToast({ content: 'b', variant: 'error' })
    dismissAllToasts()
    expect(shown()).toEqual([])
  })

  it('times out with the app clock', () => {
    addToast({ content: 'a', variant: 'error' })
    vi.advanceTimersByTime(15_000)
    expect(shown()).toEqual([])
  })
})
