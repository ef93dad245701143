/**
 * Pieces every instance page shares: the run state display (transitional states visibly in
 * progress, due-for-restart shown), and the lifecycle actions with their confirm flow. What is
 * allowed always comes from the instance machine (SPEC §4), never from inline state checks.
 */
import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { confirmAction } from '~/machines/confirm-dialog'
import { actionEvent, instanceSnapshot } from '~/machines/instance.machine'
import { instanceActionDisabledReason, isDueForRestart } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import type { Instance, InstanceState, Revived } from '~/store/api'
import type { RowAction } from '../../components/ResourceTable'
import { GiB } from '../../util/units'

export type InstanceRow = Revived<Instance>

const lightVariant: Record<
  InstanceState,
  'positive' | 'negative' | 'notice' | 'neutral' | 'informative'
> = {
  creating: 'informative',
  starting: 'informative',
  running: 'positive',
  stopping: 'informative',
  stopped: 'neutral',
  rebooting: 'informative',
  migrating: 'informative',
  repairing: 'notice',
  failed: 'negative',
  destroyed: 'neutral',
}

/** The run state; a transitional one spins; a failed instance due for restart says so. */
export function InstanceStateBadge({ instance }: { instance: InstanceRow }) {
  const snapshot = instanceSnapshot(instance)
  if (snapshot.hasTag('transitional')) {
    return (
      <span className="instance-state">
        <ProgressCircle isIndeterminate size="S" aria-label={`${instance.runState}…`} />
        <span>{instance.runState}</span>
      </span>
    )
  }
  return (
    <span className="instance-state">
      <StatusLight variant={lightVariant[instance.runState]}>{instance.runState}</StatusLight>
      {isDueForRestart(instance) && <span className="instance-state-note">due for restart</span>}
    </span>
  )
}

/** '4 GiB' (memory is always whole MiB; GiB reads best at these sizes). */
export const formatMemory = (bytes: number) => `${Number((bytes / GiB).toFixed(2))} GiB`

export interface LifecycleMutations {
  start: (arg: { instance: string; project: string }) => { unwrap(): Promise<unknown> }
  stop: (arg: { instance: string; project: string }) => { unwrap(): Promise<unknown> }
  reboot: (arg: { instance: string; project: string }) => { unwrap(): Promise<unknown> }
  delete: (arg: { instance: string; project: string }) => { unwrap(): Promise<unknown> }
}

type LifecycleAction = keyof LifecycleMutations

const labels: Record<LifecycleAction, string> = {
  start: 'Start',
  stop: 'Stop',
  reboot: 'Reboot',
  delete: 'Delete',
}

/** Toast text for a finished request. */
const done: Record<LifecycleAction, (name: string) => string> = {
  start: (name) => `Starting instance ${name}`,
  stop: (name) => `Stopping instance ${name}`,
  reboot: (name) => `Rebooting instance ${name}`,
  delete: (name) => `Instance ${name} deleted`,
}

const confirmText: Record<Exclude<LifecycleAction, 'start'>, (name: string) => string> = {
  stop: (name) =>
    `Are you sure you want to stop the instance ${name}? Its guest will be shut down without warning.`,
  reboot: (name) => `Are you sure you want to reboot the instance ${name}?`,
  delete: (name) =>
    `Are you sure you want to delete the instance ${name}? Its disks are detached and kept. This cannot be undone.`,
}

/**
 * Runs a lifecycle action: start at once, the others through the confirm dialog (SPEC §4 confirm
 * flow: the error toast carries the title and the server's message). Resolves when finished.
 */
export async function runLifecycleAction(
  action: LifecycleAction,
  instance: { name: string },
  project: string,
  mutations: LifecycleMutations,
  onDone?: () => void,
) {
  const call = async () => {
    await mutations[action]({ instance: instance.name, project }).unwrap()
    addToast({ content: done[action](instance.name) })
    onDone?.()
  }
  if (action === 'start') {
    try {
      await call()
    } catch (error) {
      addToast({
        title: 'Could not start instance',
        content: (error as { message?: string }).message ?? 'Unknown error',
        variant: 'error',
      })
    }
    return
  }
  await confirmAction({
    title: `${labels[action]} instance`,
    content: confirmText[action](instance.name),
    actionLabel: labels[action],
    errorTitle: `Could not ${action} instance`,
    action: call,
  })
}

/** Row or menu actions for the lifecycle, each asking the machine and saying why not. */
export function lifecycleActions(
  instance: InstanceRow,
  project: string,
  mutations: LifecycleMutations,
  onDeleted?: () => void,
): RowAction[] {
  const snapshot = instanceSnapshot(instance)
  return (['start', 'stop', 'reboot', 'delete'] as const).map((action) => ({
    id: action,
    label: labels[action],
    disabledReason: snapshot.can(actionEvent(action))
      ? undefined
      : instanceActionDisabledReason(action, instance.runState),
    onAction: () =>
      void runLifecycleAction(
        action,
        instance,
        project,
        mutations,
        action === 'delete' ? onDeleted : undefined,
      ),
  }))
}
