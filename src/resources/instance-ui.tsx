/**
 * Pieces every instance page shares: the run state display (transitional states visibly in
 * progress, due-for-restart shown), and the lifecycle actions with their confirm flow. What is
 * allowed always comes from the instance rules (SPEC §4) the machine's guards read, never from
 * inline state checks; the actions themselves run through the instance machine.
 */

import { Badge } from '@react-spectrum/s2/Badge'
import { useMemo } from 'react'
import { RestCount } from '@/components/BadgeList'
import { CopyButton } from '@/components/CopyButton'
import { Lookup, LookupPending, lookupPhase } from '@/components/Lookup'
import type { RowAction } from '@/components/ResourceTable'
import { type MachineConfirm, machineAction, runMachineAction } from '@/components/row-actions'
import { StateBadge, type StateTone } from '@/components/StateBadge'
import { useSettledInView } from '@/hooks/use-settled-in-view'
import { instanceScope } from '@/util/query-args'
import { GiB } from '@/util/units'
import { countOf } from '~/lib/count-of'
import {
  type InstanceActorRef,
  instanceActorOptions,
  instanceMachine,
  type LifecycleAction,
  type LifecycleMutation,
  lifecycleActors,
  requestLifecycleAction,
} from '~/machines/instance.machine'
import { instanceRules, isDueForRestart, isTransitional } from '~/machines/instance-rules'
import { withActor } from '~/machines/requests'
import { useAppDispatch } from '~/store'
import type { ExternalIp, Instance, InstanceState, Revived } from '~/store/api/index'
import {
  generatedApi as instancesApi,
  useInstanceDeleteMutation,
  useInstanceExternalIpListQuery,
  useInstanceRebootMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
} from '~/store/api/instances'
import { instances } from '~/store/entities/instances'
import { byReachability, externalIpKindLabel, externalIpLabel } from './external-ip-summary'

export type InstanceRow = Revived<Instance>

/** Each run state's tone, wherever an instance's state shows (its own badge, a sled's list). */
export const instanceStateTone: Record<InstanceState, StateTone> = {
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

/**
 * The run state (`runState`: the machine's, ahead of the server's while a request runs); a
 * transitional one spins; a failed instance due for restart says so.
 */
export function InstanceStateBadge({
  instance,
  runState = instance.runState,
  showSince = false,
}: {
  instance: InstanceRow
  runState?: InstanceState
  /** How long it has been in the state, from the server's `time_run_state_updated`. */
  showSince?: boolean
}) {
  return (
    <StateBadge
      state={runState}
      tone={instanceStateTone[runState]}
      inProgress={isTransitional(runState)}
      note={
        runState === instance.runState && isDueForRestart(instance) ? 'due for restart' : undefined
      }
      since={showSince && runState === instance.runState ? instance.timeRunStateUpdated : undefined}
    />
  )
}

/** '4 GiB' (memory is always whole MiB; GiB reads best at these sizes). */
export const formatMemory = (bytes: number) => `${Number((bytes / GiB).toFixed(2))} GiB`

/**
 * The instance machine with its lifecycle requests provided from the RTK mutation triggers: what
 * a page's actor, each list row's short-lived actor and each bulk action's actors run.
 */
export function useProvidedInstanceMachine(): ProvidedInstanceMachine {
  const [start] = useInstanceStartMutation()
  const [stop] = useInstanceStopMutation()
  const [reboot] = useInstanceRebootMutation()
  const [remove] = useInstanceDeleteMutation()
  const dispatch = useAppDispatch()
  // RTK Query's triggers are stable, so the provided machine is too: rows rendered with it keep
  // their actions across the page's renders
  return useMemo(() => {
    const mutations: Record<LifecycleAction, LifecycleMutation> = {
      start,
      stop,
      reboot,
      delete: remove,
    }
    return instanceMachine.provide({
      actors: lifecycleActors(mutations),
      // an action the server answered ObjectNotFound: the instance leaves every list and its
      // page says it is not found (use-entity.ts), instead of offering Start again
      actions: {
        reportGone: (_, { instanceId, message }) =>
          void dispatch(instances.markGone(instanceId, message)),
      },
    })
  }, [start, stop, reboot, remove, dispatch])
}

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

/** The confirm step of each lifecycle action (SPEC §4 confirm flow); start runs at once. */
const confirmOf = (action: LifecycleAction, name: string): MachineConfirm | undefined =>
  action === 'start'
    ? undefined
    : {
        title: `${labels[action]} instance`,
        content: confirmText[action](name),
        actionLabel: labels[action],
      }

/**
 * Runs a lifecycle action through the instance's machine, after the confirm dialog where SPEC §4
 * asks for one. The machine moves optimistically, calls the provided mutation, and shows the
 * success toast or rolls back and shows the error toast. `onDone` runs after a success.
 */
export const runLifecycleAction = (
  action: LifecycleAction,
  actor: InstanceActorRef,
  name: string,
  onDone?: () => void,
) =>
  runMachineAction({
    confirm: confirmOf(action, name),
    request: () => requestLifecycleAction(actor, action),
    onDone,
  })

/**
 * Row or menu actions for the lifecycle, each asking the user's role (`can`) and the rules and
 * saying why not, each run by a short-lived actor at the instance's state (so a delete outlives
 * the page it started on).
 */
export function lifecycleActions(
  instance: InstanceRow,
  project: string,
  machine: ProvidedInstanceMachine,
  onDeleted?: () => void,
  actions: readonly LifecycleAction[] = ['start', 'stop', 'reboot', 'delete'],
): RowAction[] {
  return actions.map((action) =>
    machineAction({
      id: action,
      label: labels[action],
      disabledReason: instanceRules.reason(action, instance.runState),
      requires: `instance.${action}`,
      confirm: confirmOf(action, instance.name),
      // a short-lived actor at the row's state: the row's flow shows in the inspector
      request: () =>
        withActor(machine, instanceActorOptions(instance, project), (actor) =>
          requestLifecycleAction(actor, action),
        ),
      onDone: action === 'delete' ? onDeleted : undefined,
    }),
  )
}

/** The addresses other machines reach the instance at, each with its copy button. */
export function ExternalIps({ project, instance }: { project: string; instance: string }) {
  const query = useInstanceExternalIpListQuery(instanceScope(project, instance))
  return (
    <Lookup query={query} what="external IPs">
      {({ items }) => <ExternalIpList ips={items} />}
    </Lookup>
  )
}

/**
 * A long list's External IPs cell. The list has no addresses, so each row asks for its own, but
 * only once its row has stayed in view (use-settled-in-view.ts): scrolling past a thousand rows
 * asks for none of them. Addresses already in the cache or on their way show at once, or as
 * soon as they come: the first screen's rows', which the list's route load asks for as soon as
 * the list is in (route-table.ts), a row seen a moment ago. What the cache no longer holds (an
 * attach or detach removed it, cache tags) waits for the row to settle like the rest.
 */
export function ExternalIpsCell({ project, instance }: { project: string; instance: string }) {
  const { ref, settled } = useSettledInView<HTMLSpanElement>(instance)
  const args = instanceScope(project, instance)
  const cached = instancesApi.endpoints.instanceExternalIpList.useQueryState(args)
  const query = useInstanceExternalIpListQuery(args, { skip: !settled })
  const data = query.data ?? cached.data
  return (
    <span ref={ref}>
      {data ? (
        <ExternalIpList ips={data.items} compact />
      ) : lookupPhase(query) === 'failed' ? (
        // no room for a Retry in a cell: the list's notice has it (RowLookupNotice)
        'Not loaded'
      ) : (
        // a column of quiet bars, not of spinners; busy only while its request is on its way
        <LookupPending what="external IPs" busy={cached.isFetching} />
      )}
    </span>
  )
}

/**
 * The addresses, each with its kind (floating, ephemeral, SNAT: one address can be two) and its
 * copy button, or 'None'. A table cell (`compact`) shows the first, '+N' for the rest, so a row
 * stays one line.
 */
function ExternalIpList({ ips, compact = false }: { ips: ExternalIp[]; compact?: boolean }) {
  if (ips.length === 0) return 'None'
  const ordered = byReachability(ips)
  const shown = compact ? ordered.slice(0, 1) : ordered
  return (
    <span className="inline-list">
      {shown.map((ip) => (
        <span key={`${ip.kind} ${ip.ip}`}>
          <span>{ip.ip}</span>
          <Badge variant="neutral" fillStyle="subtle">
            {externalIpKindLabel(ip)}
          </Badge>
          <CopyButton text={ip.ip} label={`Copy ${ip.ip}`} compact />
        </span>
      ))}
      <RestCount
        rest={ordered.slice(shown.length).map(externalIpLabel)}
        restLabel={(count) => countOf(count, { one: 'more address', other: 'more addresses' })}
      />
    </span>
  )
}
