// @vitest-environment node
import { confirmDialog } from '~/machines/confirm-dialog.machine'
import { toaster } from '~/machines/toast.machine'
import { dismissAllToasts } from '~/machines/toaster'
import { confirmedAction, deleteAction, detachAction, mutateWithToast } from './row-actions'

afterEach(() => {
  if (!confirmDialog.getSnapshot().matches('closed')) confirmDialog.send({ type: 'confirm.cancel' })
  dismissAllToasts()
})

const dialogOptions = () => confirmDialog.getSnapshot().context.options
const toasts = () => toaster.getSnapshot().context.toasts

/** Opens the action's dialog, confirms, and waits for it to close. */
async function confirm(action: { onAction?: () => void }) {
  action.onAction?.()
  confirmDialog.send({ type: 'confirm.confirm' })
  await vi.waitFor(() => expect(confirmDialog.getSnapshot().value).toBe('closed'))
}

describe('deleteAction', () => {
  it.each([
    [
      { kind: 'project', name: 'web' },
      'Delete project',
      'Are you sure you want to delete the project web? This cannot be undone.',
      'Could not delete project',
      'Project web deleted',
    ],
    [
      { kind: 'SSH key', name: 'laptop', consequence: 'Instances that already have it keep it.' },
      'Delete SSH key',
      'Are you sure you want to delete the SSH key laptop? Instances that already have it keep it.',
      'Could not delete SSH key',
      'SSH key laptop deleted',
    ],
    [
      { kind: 'image', name: 'ubuntu', subject: 'the silo image ubuntu', consequence: '' },
      'Delete image',
      'Are you sure you want to delete the silo image ubuntu?',
      'Could not delete image',
      'Image ubuntu deleted',
    ],
    [
      { kind: 'access token', name: 't-1', success: 'Access token deleted' },
      'Delete access token',
      'Are you sure you want to delete the access token t-1? This cannot be undone.',
      'Could not delete access token',
      'Access token deleted',
    ],
  ])('%o asks %j, and toasts the outcome', async (input, title, content, errorTitle, success) => {
    const run = vi.fn().mockResolvedValue(undefined)
    const action = deleteAction({ ...input, run })
    expect(action).toMatchObject({ id: 'delete', label: 'Delete' })
    action.onAction?.()
    expect(dialogOptions()).toMatchObject({ title, content, errorTitle, actionLabel: 'Delete' })
    confirmDialog.send({ type: 'confirm.confirm' })
    await vi.waitFor(() => expect(confirmDialog.getSnapshot().value).toBe('closed'))
    expect(run).toHaveBeenCalledOnce()
    expect(toasts().at(-1)).toMatchObject({ content: success, variant: 'success' })
  })

  it('shows a failure under the error title with the server message, no success toast', async () => {
    const action = deleteAction({
      kind: 'disk',
      name: 'd1',
      run: () => Promise.reject({ message: 'Disk is attached' }),
    })
    await confirm(action)
    expect(toasts()).toHaveLength(1)
    expect(toasts()[0]).toMatchObject({
      title: 'Could not delete disk',
      content: 'Disk is attached',
      variant: 'error',
    })
  })

  it('carries the reason it is not allowed', () => {
    const action = deleteAction({ kind: 'disk', name: 'd1', run: vi.fn(), disabledReason: 'No' })
    expect(action.disabledReason).toBe('No')
  })
})

describe('detachAction', () => {
  it.each([
    [
      { kind: 'floating IP', name: 'web', holder: 'db1' },
      'Detach floating IP',
      'Are you sure you want to detach the floating IP web from db1?',
      'Could not detach floating IP',
      'Floating IP web detached',
    ],
    [
      { kind: 'external subnet', name: 'edge', subject: 'edge (192.0.2.0/28)', holder: 'db1' },
      'Detach external subnet',
      'Are you sure you want to detach the external subnet edge (192.0.2.0/28) from db1?',
      'Could not detach external subnet',
      'External subnet edge detached',
    ],
    [
      { kind: 'IP pool', name: 'p1', holder: 'gw', success: 'IP pool p1 detached from gw' },
      'Detach IP pool',
      'Are you sure you want to detach the IP pool p1 from gw?',
      'Could not detach IP pool',
      'IP pool p1 detached from gw',
    ],
  ])('%o asks %j, and toasts the outcome', async (input, title, content, errorTitle, success) => {
    const run = vi.fn().mockResolvedValue(undefined)
    const action = detachAction({ ...input, run })
    expect(action).toMatchObject({ id: 'detach', label: 'Detach' })
    action.onAction?.()
    expect(dialogOptions()).toMatchObject({ title, content, errorTitle, actionLabel: 'Detach' })
    confirmDialog.send({ type: 'confirm.confirm' })
    await vi.waitFor(() => expect(confirmDialog.getSnapshot().value).toBe('closed'))
    expect(run).toHaveBeenCalledOnce()
    expect(toasts().at(-1)).toMatchObject({ content: success, variant: 'success' })
  })

  it('shows a failure under the error title with the server message, no success toast', async () => {
    const action = detachAction({
      kind: 'floating IP',
      name: 'web',
      holder: 'db1',
      run: () => Promise.reject({ message: 'Instance is migrating' }),
    })
    await confirm(action)
    expect(toasts()).toEqual([
      expect.objectContaining({
        title: 'Could not detach floating IP',
        content: 'Instance is migrating',
        variant: 'error',
      }),
    ])
  })

  it('carries the reason it is not allowed', () => {
    const action = detachAction({
      kind: 'ephemeral IP',
      name: '192.0.2.9',
      holder: 'db1',
      run: vi.fn(),
      disabledReason: 'A source NAT IP cannot be detached',
    })
    expect(action.disabledReason).toBe('A source NAT IP cannot be detached')
  })
})

describe('confirmedAction', () => {
  it('labels the confirm button with the action unless told otherwise, passes its variant, and adds the cta', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    const action = confirmedAction({
      id: 'promote',
      label: 'Promote',
      title: 'Promote image',
      content: 'Promote?',
      errorTitle: 'Could not promote image',
      run,
      success: 'Image promoted',
      cta: { text: 'View silo images', link: '/images' },
      variant: 'confirmation',
    })
    action.onAction?.()
    expect(dialogOptions()).toMatchObject({ actionLabel: 'Promote', variant: 'confirmation' })
    confirmDialog.send({ type: 'confirm.confirm' })
    await vi.waitFor(() => expect(confirmDialog.getSnapshot().value).toBe('closed'))
    expect(toasts().at(-1)).toMatchObject({
      content: 'Image promoted',
      cta: { text: 'View silo images', link: '/images' },
    })
  })
})

describe('mutateWithToast', () => {
  it('toasts success and resolves true', async () => {
    await expect(
      mutateWithToast({ run: async () => {}, success: 'Done', errorTitle: 'Could not' }),
    ).resolves.toBe(true)
    expect(toasts().at(-1)).toMatchObject({ content: 'Done' })
  })

  it('toasts the error under its title and resolves false, never rejecting', async () => {
    await expect(
      mutateWithToast({
        run: () => Promise.reject({ message: 'Quota exceeded' }),
        success: 'Done',
        errorTitle: 'Could not snapshot disk',
      }),
    ).resolves.toBe(false)
    expect(toasts().at(-1)).toMatchObject({
      title: 'Could not snapshot disk',
      content: 'Quota exceeded',
      variant: 'error',
    })
  })
})
