// @vitest-environment node
import { createActor } from 'xstate'
import {
  type ConfirmOptions,
  type ConfirmOutcome,
  confirmDialogMachine,
} from './confirm-dialog.machine'

type Step = 'open' | 'open another' | 'confirm' | 'cancel' | 'resolve' | 'reject'

interface Expected {
  state: 'closed' | 'open' | 'running'
  tags: string[]
  /** How often the action ran. */
  runs: number
  /** The error toast's title and content, if one was shown. */
  toast?: { title: string; content: string }
  outcomes: ConfirmOutcome[]
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Runs the steps against a fresh actor whose action settles only when told to. */
async function run(steps: Step[], rejection: unknown = { message: 'Project is not empty' }) {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  const showErrorToast = vi.fn()
  const options: ConfirmOptions = {
    title: 'Delete project',
    content: 'Are you sure you want to delete the project web?',
    actionLabel: 'Delete',
    errorTitle: 'Could not delete project',
    action,
  }
  const actor = createActor(confirmDialogMachine.provide({ actions: { showErrorToast } })).start()
  const outcomes: ConfirmOutcome[] = []
  actor.on('confirm.closed', ({ outcome }) => outcomes.push(outcome))

  for (const step of steps) {
    if (step === 'open') actor.send({ type: 'confirm.open', options })
    if (step === 'open another')
      actor.send({ type: 'confirm.open', options: { ...options, title: 'Another' } })
    if (step === 'confirm') actor.send({ type: 'confirm.confirm' })
    if (step === 'cancel') actor.send({ type: 'confirm.cancel' })
    if (step === 'resolve') settle?.resolve()
    if (step === 'reject') settle?.reject(rejection)
    await flush()
  }
  const snapshot = actor.getSnapshot()
  return { actor, snapshot, options, action, showErrorToast, outcomes }
}

describe('confirm dialog', () => {
  it.each<[string, Step[], Expected]>([
    ['starts closed', [], { state: 'closed', tags: [], runs: 0, outcomes: [] }],
    ['open shows it', ['open'], { state: 'open', tags: ['open'], runs: 0, outcomes: [] }],
    [
      'cancel closes',
      ['open', 'cancel'],
      { state: 'closed', tags: [], runs: 0, outcomes: ['cancelled'] },
    ],
    [
      'confirm runs the action, showing loading',
      ['open', 'confirm'],
      { state: 'running', tags: ['busy', 'open'], runs: 1, outcomes: [] },
    ],
    [
      'success closes',
      ['open', 'confirm', 'resolve'],
      { state: 'closed', tags: [], runs: 1, outcomes: ['confirmed'] },
    ],
    [
      'confirm while running is ignored',
      ['open', 'confirm', 'confirm'],
      { state: 'running', tags: ['busy', 'open'], runs: 1, outcomes: [] },
    ],
    [
      'cancel while running is ignored',
      ['open', 'confirm', 'cancel'],
      { state: 'running', tags: ['busy', 'open'], runs: 1, outcomes: [] },
    ],
    [
      'cancel while running is ignored, the action still closes it',
      ['open', 'confirm', 'cancel', 'resolve'],
      { state: 'closed', tags: [], runs: 1, outcomes: ['confirmed'] },
    ],
    [
      'failure shows an error toast and closes',
      ['open', 'confirm', 'reject'],
      {
        state: 'closed',
        tags: [],
        runs: 1,
        toast: { title: 'Could not delete project', content: 'Project is not empty' },
        outcomes: ['failed'],
      },
    ],
    [
      'confirm while closed does nothing',
      ['confirm'],
      { state: 'closed', tags: [], runs: 0, outcomes: [] },
    ],
    [
      'cancel while closed does nothing',
      ['cancel'],
      { state: 'closed', tags: [], runs: 0, outcomes: [] },
    ],
    [
      'it opens again after closing',
      ['open', 'cancel', 'open', 'confirm', 'resolve'],
      { state: 'closed', tags: [], runs: 1, outcomes: ['cancelled', 'confirmed'] },
    ],
  ])('%s', async (_name, steps, expected) => {
    const { snapshot, action, showErrorToast, outcomes } = await run(steps)
    expect(snapshot.value).toBe(expected.state)
    expect([...snapshot.tags].sort()).toEqual(expected.tags)
    expect(action).toHaveBeenCalledTimes(expected.runs)
    expect(outcomes).toEqual(expected.outcomes)
    if (expected.toast) {
      expect(showErrorToast).toHaveBeenCalledOnce()
      expect(showErrorToast.mock.calls[0][1]).toEqual(expected.toast)
    } else {
      expect(showErrorToast).not.toHaveBeenCalled()
    }
  })

  it('holds the title, content and action label while open, and forgets them when closed', async () => {
    const { actor, snapshot, options } = await run(['open'])
    expect(snapshot.context.options).toEqual(options)
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().context.options).toBeNull()
  })

  it('keeps the first dialog when another opens on top', async () => {
    const { snapshot } = await run(['open', 'open another'])
    expect(snapshot.context.options?.title).toBe('Delete project')
  })

  it.each([
    [
      'an ApiError',
      { message: 'Action not authorized', errorCode: 'Forbidden' },
      'Action not authorized',
    ],
    ['an Error', new Error('Network request failed'), 'Network request failed'],
    ['a string', 'Timed out', 'Timed out'],
    ['something else', 42, 'Unknown error'],
  ])('failure with %s toasts its message', async (_name, rejection, content) => {
    const { showErrorToast } = await run(['open', 'confirm', 'reject'], rejection)
    expect(showErrorToast.mock.calls[0][1]).toEqual({ title: 'Could not delete project', content })
  })

  it('turns an action that throws synchronously into a failure', async () => {
    const showErrorToast = vi.fn()
    const actor = createActor(confirmDialogMachine.provide({ actions: { showErrorToast } })).start()
    actor.send({
      type: 'confirm.open',
      options: {
        title: 't',
        content: 'c',
        actionLabel: 'Go',
        errorTitle: 'Failed',
        action: () => {
          throw new Error('sync')
        },
      },
    })
    actor.send({ type: 'confirm.confirm' })
    await flush()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(showErrorToast.mock.calls[0][1]).toEqual({ title: 'Failed', content: 'sync' })
  })

  it('without an error title, a failure closes it without a toast: the action reported it', async () => {
    const showErrorToast = vi.fn()
    const actor = createActor(confirmDialogMachine.provide({ actions: { showErrorToast } })).start()
    const outcomes: ConfirmOutcome[] = []
    actor.on('confirm.closed', ({ outcome }) => outcomes.push(outcome))
    actor.send({
      type: 'confirm.open',
      options: {
        title: 't',
        content: 'c',
        actionLabel: 'Go',
        action: () => Promise.reject(new Error('already toasted')),
      },
    })
    actor.send({ type: 'confirm.confirm' })
    await flush()
    expect(actor.getSnapshot().value).toBe('closed')
    expect(showErrorToast).not.toHaveBeenCalled()
    expect(outcomes).toEqual(['failed'])
  })
})

describe('typing to confirm (opt-in)', () => {
  const open = (typeToConfirm?: string) => {
    const action = vi.fn(() => Promise.resolve())
    const actor = createActor(confirmDialogMachine).start()
    actor.send({
      type: 'confirm.open',
      options: { title: 'Delete silo', content: '', actionLabel: 'Delete', action, typeToConfirm },
    })
    return { actor, action }
  }

  it.each<[string, string | undefined, string[], boolean]>([
    ['without the option Confirm is allowed at once', undefined, [], true],
    ['nothing typed yet', 'research', [], false],
    ['a near miss', 'research', ['researc'], false],
    ['extra whitespace', 'research', ['research '], false],
    ['another case', 'research', ['Research'], false],
    ['the exact name', 'research', ['research'], true],
    ['the exact name after a correction', 'research', ['resaerch', 'research'], true],
    ['the name, then changed again', 'research', ['research', 'researc'], false],
  ])('%s', async (_, typeToConfirm, typing, allowed) => {
    const { actor, action } = open(typeToConfirm)
    for (const text of typing) actor.send({ type: 'confirm.type', text })
    expect(actor.getSnapshot().can({ type: 'confirm.confirm' })).toBe(allowed)
    actor.send({ type: 'confirm.confirm' })
    await flush()
    expect(action).toHaveBeenCalledTimes(allowed ? 1 : 0)
  })

  it('forgets what was typed when the dialog closes', () => {
    const { actor } = open('research')
    actor.send({ type: 'confirm.type', text: 'research' })
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().context.typed).toBe('')
  })
})
