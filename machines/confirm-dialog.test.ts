// @vitest-environment node
import { confirmAction } from './confirm-dialog'
import { confirmDialog } from './confirm-dialog.machine'
import { toaster } from './toast.machine'
import { dismissAllToasts } from './toaster'

const options = {
  title: 'Delete disk',
  content: 'Are you sure?',
  actionLabel: 'Delete',
  errorTitle: 'Could not delete disk',
}

afterEach(() => {
  if (!confirmDialog.getSnapshot().matches('closed')) confirmDialog.send({ type: 'confirm.cancel' })
  dismissAllToasts()
})

describe('confirmAction', () => {
  it('resolves confirmed when the action succeeds', async () => {
    const action = vi.fn().mockResolvedValue(undefined)
    const result = confirmAction({ ...options, action })
    expect(confirmDialog.getSnapshot().value).toBe('open')
    confirmDialog.send({ type: 'confirm.confirm' })
    expect(confirmDialog.getSnapshot().hasTag('busy')).toBe(true)
    await expect(result).resolves.toBe('confirmed')
    expect(action).toHaveBeenCalledOnce()
    expect(confirmDialog.getSnapshot().value).toBe('closed')
  })

  it('resolves cancelled on cancel', async () => {
    const action = vi.fn()
    const result = confirmAction({ ...options, action })
    confirmDialog.send({ type: 'confirm.cancel' })
    await expect(result).resolves.toBe('cancelled')
    expect(action).not.toHaveBeenCalled()
  })

  it('shows the failure in the app toaster and resolves failed', async () => {
    const result = confirmAction({
      ...options,
      action: () => Promise.reject({ message: 'Disk is attached' }),
    })
    confirmDialog.send({ type: 'confirm.confirm' })
    await expect(result).resolves.toBe('failed')
    expect(toaster.getSnapshot().context.toasts).toEqual([
      expect.objectContaining({
        title: 'Could not delete disk',
        content: 'Disk is attached',
        variant: 'error',
        timeout: 15000,
      }),
    ])
  })

  it('does not show a second confirmation over the first', async () => {
    const first = confirmAction({ ...options, action: vi.fn().mockResolvedValue(undefined) })
    await expect(confirmAction({ ...options, title: 'Other', action: vi.fn() })).resolves.toBe(
      'cancelled',
    )
    expect(confirmDialog.getSnapshot().context.options?.title).toBe('Delete disk')
    confirmDialog.send({ type: 'confirm.confirm' })
    await expect(first).resolves.toBe('confirmed')
  })
})
