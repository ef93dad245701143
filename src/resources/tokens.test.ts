// @vitest-environment node
import { confirmDialog } from '~/machines/confirm-dialog.machine'
import { toaster } from '~/machines/toast.machine'
import { dismissAllToasts } from '~/machines/toaster'
import { deleteCredentialAction, newestFirst } from './tokens'

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

describe('newestFirst: a token list, newest first', () => {
  const token = (id: string, created: string) => ({ id, timeCreated: new Date(created) })
  it.each([
    [[], []],
    [
      [token('a', '2026-01-01T00:00:00Z'), token('b', '2026-03-01T00:00:00Z')],
      ['b', 'a'],
    ],
    [
      [
        token('old', '2025-12-31T23:59:59Z'),
        token('new', '2026-01-02T00:00:00Z'),
        token('mid', '2026-01-01T12:00:00Z'),
      ],
      ['new', 'mid', 'old'],
    ],
    // created at the same moment: by id, so the order does not change between answers
    [
      [token('d', '2026-01-01T00:00:00Z'), token('c', '2026-01-01T00:00:00Z')],
      ['c', 'd'],
    ],
  ])('%j → %j', (tokens, ids) => {
    expect(newestFirst(tokens).map((t) => t.id)).toEqual(ids)
  })

  it('leaves the list it was given as it was', () => {
    const tokens = [token('a', '2026-01-01T00:00:00Z'), token('b', '2026-03-01T00:00:00Z')]
    newestFirst(tokens)
    expect(tokens.map((t) => t.id)).toEqual(['a', 'b'])
  })
})
