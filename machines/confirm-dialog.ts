/**
 * The app's one confirm dialog, opened from anywhere; the dialog host renders its snapshot. Its
 * actor (./confirm-dialog.machine) loads on first use, off the first screen's path (./lazy-actor).
 */
import type {
  ConfirmDialogActor,
  ConfirmEvent,
  ConfirmOptions,
  ConfirmOutcome,
} from './confirm-dialog.machine'
import { lazyActor } from './lazy-actor'

export type { ConfirmOptions, ConfirmOutcome } from './confirm-dialog.machine'

export const lazyConfirmDialog = lazyActor<ConfirmDialogActor, ConfirmEvent>(
  'confirm dialog',
  () => import('./confirm-dialog.machine'),
)

function ask(dialog: ConfirmDialogActor, options: ConfirmOptions): Promise<ConfirmOutcome> {
  if (!dialog.getSnapshot().matches('closed')) return Promise.resolve('cancelled')
  return new Promise((resolve) => {
    const subscription = dialog.on('confirm.closed', ({ outcome }) => {
      subscription.unsubscribe()
      resolve(outcome)
    })
    dialog.send({ type: 'confirm.open', options })
  })
}

/**
 * Opens the dialog; resolves when it closes: 'confirmed' (the action succeeded), 'failed' (the
 * error toast is already shown) or 'cancelled'. Never rejects. While another confirmation is open
 * this one is not shown and resolves 'cancelled' at once: one question at a time. Before the
 * dialog has loaded it opens once loaded, asked in order; if it cannot load, 'cancelled'.
 */
export function confirmAction(options: ConfirmOptions): Promise<ConfirmOutcome> {
  const dialog = lazyConfirmDialog.current()
  if (dialog) return ask(dialog, options)
  return lazyConfirmDialog.load().then(
    (loaded) => ask(loaded, options),
    (error: unknown) => {
      console.error('The confirm dialog could not be loaded', error)
      return 'cancelled' as const
    },
  )
}
