/**
 * Pieces every instance page shares: the run state display (transitional states visibly in
 * progress, due-for-restart shown), and the lifecycle actions with their confirm flow. What is
 * allowed always comes from the instance rules (SPEC §4) the machine's guards read, never from
 * inline state checks; the actions themselves run through the instance machine.
 */
import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { type AnyActorLogic, createActor, toPromise } from 'xstate'
import { confirmAction } from '~/machines/confirm-dialog'
import { inspectOption } from '~/machines/inspect'
import {
  type InstanceActorRef,
  instanceActorOptions,
  type instanceMachine,
  instanceSnapshot,
  type LifecycleAction,
  type LifecycleMutation,
  requestLifecycleAction,
} from '~/machines/instance.machine'
import { instanceRules, isDueForRestart } from '~/machines/instance-rules'
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

/** The RTK mutation triggers of the lifecycle, as a page gets them from the store's hooks. */
export type LifecycleMutations = Record<LifecycleAction, LifecycleMutation>

/** The instance machine with the page's requests provided, as `instanceMachine.provide` gives it. */
export type ProvidedInstanceMachine = typeof instanceMachine

const labels: Record<LifecycleAction, string> = {
  start: 'Start',
  stop: 'Stop',
  reboot: 'Reboot',
  delete: 'Delete',
}

const confirmText: Record<Exclude<LifecycleAction, 'start'>, (name: string) => string> = {
  stop: (name) =>
    `Are you sure you want to stop the instance ${name}? Its guest will be shut down without warning.`,
  reboot: (name) => `Are you sure you want to reboot the instance ${name}?`,
  delete: (name) =>
    `Are you sure you want to delete the instance ${name}? Its disks are detached and kept. This cannot be undone.`,
}

/**
 * Runs a lifecycle action through the instance's machine: start at once, the others after the
 * confirm dialog (SPEC §4 confirm flow). The confirm step stays here in the UI, before the event
 * is sent; the dialog stays busy until the machine has settled the request. The machine moves
 * optimistically, calls the provided mutation, and shows the success toast or rolls back and
 * shows the error toast ('Could not stop instance' and the server's message), so the dialog
 * shows none of its own. Resolves when finished; `onDone` runs after a success.
 */
export async function runLifecycleAction(
  action: LifecycleAction,
  actor: InstanceActorRef,
  name: string,
  onDone?: () => void,
) {
  if (action === 'start') {
    if ((await requestLifecycleAction(actor, action)) === 'done') onDone?.()
    return
  }
  const outcome = await confirmAction({
    title: `${labels[action]} instance`,
    content: confirmText[action](name),
    actionLabel: labels[action],
    action: async () => {
      // a failure is already toasted by the machine; the rejection only closes the dialog
      if ((await requestLifecycleAction(actor, action)) === 'failed') {
        throw new Error(`Could not ${action} instance`)
      }
    },
  })
  if (outcome === 'confirmed') onDone?.()
}

/**
 * Runs `run` with an instance actor for a list row, started at the row's state with the page's
 * requests provided, and stops it when `run` is done: the row's flow shows in the inspector.
 */
async function withRowActor(
  machine: ProvidedInstanceMachine,
  instance: InstanceRow,
  project: string,
  run: (actor: InstanceActorRef) => Promise<unknown>,
) {
  const actor = createActor(machine, {
    ...instanceActorOptions(instance, project),
    inspect: inspectOption(),
  }).start()
  try {
    await run(actor)
  } finally {
    actor.stop()
  }
}

/** Row or menu actions for the lifecycle, each asking the rules and saying why not. */
export function lifecycleActions(
  instance: InstanceRow,
  project: string,
  machine: ProvidedInstanceMachine,
  onDeleted?: () => void,
): RowAction[] {
  return (['start', 'stop', 'reboot', 'delete'] as const).map((action) => ({
    id: action,
    label: labels[action],
    disabledReason: instanceRules.reason(action, instance.runState),
    onAction: () =>
      void withRowActor(machine, instance, project, (actor) =>
        runLifecycleAction(
          action,
          actor,
          instance.name,
          action === 'delete' ? onDeleted : undefined,
        ),
      ),
  }))
}

/**
 * Runs one of the machine's request actors (the same provided logic the machine spawns) on its
 * own, for bulk actions that report all instances in one toast; visible in the inspector too.
 */
export function runRequestActor(
  logic: AnyActorLogic,
  input: { instance: string; project: string },
) {
  return toPromise(createActor(logic, { input, inspect: inspectOption() }).start())
}
