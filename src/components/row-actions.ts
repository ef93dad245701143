/**
 * Row and menu actions of one shape: confirm → run the mutation → success toast; on failure the
 * confirm dialog's error toast carries the caller's title and the server's message (SPEC §4).
 * Actions that need no confirmation use `mutateWithToast`. Actions a resource's machine drives
 * (instance and disk lifecycles, machines/requests.ts) use `machineAction`: the machine moves,
 * calls and toasts; the row only asks first.
 */

import type { Action } from '@/util/permissions'
import { errorMessage } from '~/lib/error-message'
import { type ConfirmOptions, confirmAction } from '~/machines/confirm-dialog'
import type { RequestOutcome } from '~/machines/requests'
import { addToast, type ToastCta } from '~/machines/toaster'
import type { RowAction } from './ResourceTable'

interface Outcome {
  /** The success toast's text. */
  success: string
  cta?: ToastCta
}

/** Runs `run`; a success toast, or an error toast titled `errorTitle`. Never rejects. */
export async function mutateWithToast({
  run,
  success,
  cta,
  errorTitle,
}: Outcome & { run: () => Promise<unknown>; errorTitle: string }) {
  try {
    await run()
    addToast({ content: success, cta })
    return true
  } catch (error) {
    addToast({ title: errorTitle, content: errorMessage(error), variant: 'error' })
    return false
  }
}

export interface ConfirmedActionOptions extends Outcome {
  id: string
  label: string
  /** The dialog's title, question and confirm button. */
  title: string
  content: string
  actionLabel?: string
  /** Whether the action takes something away (ConfirmOptions). */
  variant?: ConfirmOptions['variant']
  errorTitle: string
  run: () => Promise<unknown>
  disabledReason?: string
  /** The action the user's role must allow (RowAction). */
  requires?: Action
  /** The text (a name) the user types before the action is allowed (ConfirmOptions). */
  typeToConfirm?: string
}

/** An action asked about first in the confirm dialog. */
export function confirmedAction(options: ConfirmedActionOptions): RowAction {
  const { id, label, title, content, errorTitle, run, success, cta, disabledReason, requires } =
    options
  return {
    id,
    label,
    disabledReason,
    requires,
    onAction: () =>
      void confirmAction({
        title,
        content,
        actionLabel: options.actionLabel ?? label,
        variant: options.variant,
        errorTitle,
        typeToConfirm: options.typeToConfirm,
        action: async () => {
          await run()
          addToast({ content: success, cta })
        },
      }),
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * 'Delete' through the confirm dialog: 'Delete {kind}', 'Are you sure you want to delete the
 * {kind} {name}? {consequence}', 'Could not delete {kind}', then '{Kind} {name} deleted'.
 */
export function deleteAction({
  kind,
  name,
  run,
  consequence = 'This cannot be undone.',
  subject = `the ${kind} ${name}`,
  success = `${capitalized(kind)} ${name} deleted`,
  disabledReason,
  requires,
  typeToConfirm,
}: {
  /** What is deleted, in lower case ('project', 'SSH key'). */
  kind: string
  name: string
  run: () => Promise<unknown>
  consequence?: string
  /** How the question names it, when not 'the {kind} {name}'. */
  subject?: string
  success?: string
  disabledReason?: string
  requires?: Action
  /** Ask for the name to be typed first: for deletes that take others' access with them. */
  typeToConfirm?: boolean
}): RowAction {
  return confirmedAction({
    id: 'delete',
    label: 'Delete',
    title: `Delete ${kind}`,
    content: `Are you sure you want to delete ${subject}?${consequence ? ` ${consequence}` : ''}`,
    errorTitle: `Could not delete ${kind}`,
    run,
    success,
    disabledReason,
    requires,
    typeToConfirm: typeToConfirm ? name : undefined,
  })
}

/**
 * 'Detach' through the confirm dialog: 'Detach {kind}', 'Are you sure you want to detach the
 * {kind} {subject} from {holder}?', 'Could not detach {kind}', then '{Kind} {name} detached'.
 */
export function detachAction({
  kind,
  name,
  holder,
  run,
  subject = name,
  success = `${capitalized(kind)} ${name} detached`,
  disabledReason,
  requires,
}: {
  /** What is detached, in lower case ('floating IP', 'IP pool'). */
  kind: string
  name: string
  /** What it is detached from: the instance's or the gateway's name. */
  holder: string
  run: () => Promise<unknown>
  /** How the question names it, when not by its name alone ('web (192.0.2.7)'). */
  subject?: string
  success?: string
  disabledReason?: string
  requires?: Action
}): RowAction {
  return confirmedAction({
    id: 'detach',
    label: 'Detach',
    title: `Detach ${kind}`,
    content: `Are you sure you want to detach the ${kind} ${subject} from ${holder}?`,
    errorTitle: `Could not detach ${kind}`,
    run,
    success,
    disabledReason,
    requires,
  })
}

/** The confirm dialog's question for a machine-driven action; none: it runs at once. */
export interface MachineConfirm {
  title: string
  content: string
  actionLabel: string
}

/**
 * Runs a machine-driven action: after the confirm dialog when `confirm` is given, which stays
 * busy until the machine has settled the request and shows no toast of its own (the machine
 * raised it). `onDone` runs after a success. Never rejects.
 */
export async function runMachineAction({
  confirm,
  request,
  onDone,
}: {
  confirm?: MachineConfirm
  request: () => Promise<RequestOutcome>
  onDone?: () => void
}) {
  if (!confirm) {
    if ((await request()) === 'done') onDone?.()
    return
  }
  const outcome = await confirmAction({
    ...confirm,
    action: async () => {
      // the machine has toasted the failure; the rejection only closes the dialog
      if ((await request()) === 'failed') throw new Error(`${confirm.title} failed`)
    },
  })
  if (outcome === 'confirmed') onDone?.()
}

/** A row or menu action that a resource's machine drives (`runMachineAction`). */
export function machineAction({
  id,
  label,
  disabledReason,
  requires,
  ...run
}: Parameters<typeof runMachineAction>[0] & {
  id: string
  label: string
  disabledReason?: string
  requires?: Action
}): RowAction {
  return { id, label, disabledReason, requires, onAction: () => void runMachineAction(run) }
}
