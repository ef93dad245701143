// @vitest-environment node
/**
 * The toast queue and the confirm dialog as a first screen has them: their modules not loaded
 * until first used (the first screen carries no xstate: src/import-graph.test.ts). What is asked
 * before they load must happen once they have, in order.
 */

/** Fresh modules for each test, as on a page load: nothing has imported the actors yet. */
async function firstScreen() {
  vi.resetModules()
  const [toaster, confirm] = await Promise.all([import('./toaster'), import('./confirm-dialog')])
  return { ...toaster, ...confirm }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.doUnmock('./toast.machine')
  vi.doUnmock('./confirm-dialog.machine')
  vi.restoreAllMocks()
})

type ToastStep = { add: string; id?: string } | { dismiss: string } | 'dismiss all' | 'load'

describe('toasts asked for before the queue has loaded', () => {
  it.each<[string, ToastStep[], { shown: string[]; closed: string[] }]>([
    [
      'before load, in order',
      [{ add: 'a' }, { add: 'b' }, 'load'],
      { shown: ['a', 'b'], closed: [] },
    ],
    ['after load', ['load', { add: 'a' }, { add: 'b' }], { shown: ['a', 'b'], closed: [] }],
    [
      'before and after load, in order',
      [{ add: 'a' }, 'load', { add: 'b' }],
      { shown: ['a', 'b'], closed: [] },
    ],
    [
      'dismissed before load: never shown, closed once',
      [{ add: 'a' }, { add: 'b' }, { dismiss: 'a' }, 'load'],
      { shown: ['b'], closed: ['a'] },
    ],
    [
      'all dismissed before load',
      [{ add: 'a' }, { add: 'b' }, 'dismiss all', { add: 'c' }, 'load'],
      { shown: ['c'], closed: ['a', 'b'] },
    ],
    [
      'a shown id is not added twice, before load as after',
      [{ add: 'a', id: 'same' }, { add: 'b', id: 'same' }, 'load', { add: 'c', id: 'same' }],
      { shown: ['a'], closed: [] },
    ],
  ])('%s', async (_, steps, expected) => {
    const { addToast, dismissToast, dismissAllToasts, lazyToaster } = await firstScreen()
    const ids = new Map<string, string>()
    const closed: string[] = []
    let loaded = false
    for (const step of steps) {
      if (step === 'load') {
        // the import addToast started, or the idle prefetch's
        await import('./toast.machine')
        loaded = true
      } else if (step === 'dismiss all') dismissAllToasts()
      else if ('dismiss' in step) dismissToast(ids.get(step.dismiss) ?? '')
      else {
        const onClose = () => closed.push(step.add)
        ids.set(step.add, addToast({ id: step.id, content: step.add, onClose }))
      }
      expect(lazyToaster.current() !== undefined).toBe(loaded)
    }
    const toasts = lazyToaster.current()?.getSnapshot().context.toasts ?? []
    expect(toasts.map((t) => t.content)).toEqual(expected.shown)
    // addToast's ids are the shown toasts' ids, whether they waited or not
    expect(toasts.map((t) => t.id)).toEqual(expected.shown.map((content) => ids.get(content)))
    expect(closed).toEqual(expected.closed)
  })

  it('loads the queue for a toast, not for a dismissal with nothing to dismiss', async () => {
    const imported = vi.fn()
    vi.doMock('./toast.machine', () => {
      imported()
      return {}
    })
    const { addToast, dismissAllToasts, dismissToast } = await firstScreen()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    dismissAllToasts()
    dismissToast('toast-1')
    await flush()
    expect(imported).not.toHaveBeenCalled()
    addToast({ content: 'Project created' })
    await vi.waitFor(() => expect(imported).toHaveBeenCalledOnce())
    // the stand-in provides no actor: the toast keeps waiting, and the failure is logged
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce())
  })
})

type ConfirmStep = 'ask' | 'load' | 'confirm' | 'cancel'

describe('confirmations asked for before the dialog has loaded', () => {
  it.each<[string, ConfirmStep[], string[]]>([
    ['before load: opens once loaded', ['ask', 'load', 'confirm'], ['confirmed']],
    ['before load, cancelled', ['ask', 'load', 'cancel'], ['cancelled']],
    [
      'two before load: one question at a time, the second is cancelled',
      ['ask', 'ask', 'load', 'confirm'],
      ['confirmed', 'cancelled'],
    ],
    ['after load', ['load', 'ask', 'confirm'], ['confirmed']],
  ])('%s', async (_, steps, expected) => {
    const { confirmAction, lazyConfirmDialog } = await firstScreen()
    const outcomes: Promise<string>[] = []
    const titles: string[] = []
    for (const step of steps) {
      const dialog = lazyConfirmDialog.current()
      if (step === 'ask') {
        const title = `Delete ${outcomes.length + 1}`
        titles.push(title)
        outcomes.push(
          confirmAction({ title, content: 'Sure?', actionLabel: 'Delete', action: vi.fn() }),
        )
      } else if (step === 'load') {
        expect(dialog).toBeUndefined()
        await import('./confirm-dialog.machine')
        await flush()
        expect(lazyConfirmDialog.current()).toBeDefined()
      } else {
        // the first asked is the one open
        expect(dialog?.getSnapshot().context.options?.title).toBe(titles[0])
        dialog?.send({ type: step === 'confirm' ? 'confirm.confirm' : 'confirm.cancel' })
      }
    }
    await expect(Promise.all(outcomes)).resolves.toEqual(expected)
  })

  it('is cancelled when the dialog cannot load', async () => {
    vi.doMock('./confirm-dialog.machine', () => {
      throw new Error('offline')
    })
    const { confirmAction } = await firstScreen()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      confirmAction({ title: 'Delete', content: 'Sure?', actionLabel: 'Delete', action: vi.fn() }),
    ).resolves.toBe('cancelled')
    expect(error).toHaveBeenCalledOnce()
  })
})
