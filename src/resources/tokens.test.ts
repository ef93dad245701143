// @vitest-environment node
import { confirmDialog } from '~/machines/confirm-dialog.actor'
import { dismissAllToasts } from '~/machines/toaster'
import { toaster } from '~/machines/toaster.actor'
import { deleteCredentialAction } from './tokens'

afterEach(() => dismissAllToasts())

describe('deleteCredentialAction: a credential is named by its id, the toast by its kind alone', () => {
  it.each([
    ['access token', 'Delete access token', 'Access token deleted'],
    ['SCIM token', 'Delete SCIM token', 'SCIM token deleted'],
    ['secret', 'Delete secret', 'Secret deleted'],
  ])('%s', async (kind, title, success) => {
    const run = vi.fn().mockResolvedValue(undefined)
    const action = deleteCredentialAction(kind, { id: 'c-1' }, 'It stops working.', run)
    action.onAction?.()
    expect(confirmDialog.getSnapshot().context.options).toMatchObject({
      title,
      content: `Are you sure you want to delete the ${kind} c-1? It stops working.`,
    })
    confirmDialog.send({ type: 'confirm.confirm' })
    await vi.waitFor(() => expect(confirmDialog.getSnapshot().value).toBe('closed'))
    expect(run).toHaveBeenCalledOnce()
    expect(toaster.getSnapshot().context.toasts.at(-1)).toMatchObject({ content: success })
  })
})
