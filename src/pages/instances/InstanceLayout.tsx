/**
 * The instance page (SPEC §2): header with the run state and actions, properties, the 'CLI
 * Command' modal, and the route tabs: the frame the route table mounts once for every tab.
 */

import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Content, Dialog, DialogTrigger, Heading } from '@react-spectrum/s2/Dialog'
import { Link } from '@react-spectrum/s2/Link'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { CopyButton } from '@/components/CopyButton'
import { LoadingText } from '@/components/LoadingText'
import { Lookup, LookupPending } from '@/components/Lookup'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader, type ResourceProperty } from '@/components/ResourceHeader'
import type { RowAction } from '@/components/ResourceTable'
import { RouteTabs } from '@/components/RouteTabs'
import { useInstanceParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  ExternalIps,
  formatMemory,
  type InstanceRow,
  InstanceStateBadge,
  lifecycleActions,
  type ProvidedInstanceMachine,
  runLifecycleAction,
  useProvidedInstanceMachine,
} from '@/resources/instance-ui'
import { PlacementRefusalNotice } from '@/resources/sled-capacity'
import { useInstance } from '@/resources/use-instance'
import { instanceScope, primaryVpcId } from '@/util/query-args'
import { capacityRefusal } from '~/lib/capacity-refusal'
import { TRANSITION_POLL_MS } from '~/lib/constants'
import { inspectOption } from '~/machines/inspect'
import {
  type InstanceActorRef,
  instanceActorOptions,
  runStateOf,
} from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import type { InstanceState } from '~/store/api'
import {
  useInstanceDiskListQuery,
  useInstanceNetworkInterfaceListQuery,
  useInstanceViewQuery,
  useLazyInstanceViewQuery,
} from '~/store/api/instances'
import { useVpcViewQuery } from '~/store/api/vpcs'

interface InstanceContextValue {
  project: string
  instance: InstanceRow
  /**
   * The machine's run state: ahead of the server's while a request it sent runs. What every tab
   * asks the rule table about before offering an action.
   */
  runState: InstanceState
  /** The instance machine's actor: lifecycle actions are sent to it, `can` is asked of it. */
  actor: InstanceActorRef
  /** The provided machine, for actions that must outlive the page (a delete). */
  logic: ProvidedInstanceMachine
}

const InstancePageContext = createContext<InstanceContextValue | null>(null)

export function useInstancePage() {
  const value = useContext(InstancePageContext)
  if (!value) throw new Error('useInstancePage outside the instance page')
  return value
}

/** The serial console command of the Oxide CLI for this instance (SPEC §2 CLI Command). */
export const cliCommand = (project: string, instance: string) =>
  `oxide instance serial console \\\n  --project ${project} \\\n  --instance ${instance}`

function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const command = cliCommand(project, instance)
  return (
    <DialogTrigger>
      <Button variant="secondary">CLI Command</Button>
      <Dialog data-dialog-width="medium">
        {({ close }) => (
          <>
            <Heading slot="title">CLI command</Heading>
            <Content>
              <p>Connect to the serial console with the Oxide CLI:</p>
              <pre className="cli-command">{command}</pre>
            </Content>
            <ButtonGroup>
              <CopyButton text={command.replace(/ \\\n\s+/g, ' ')} label="Copy command" />
              <Button variant="secondary" onPress={close}>
                Close
              </Button>
            </ButtonGroup>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  )
}

const lifecycleLabels = { start: 'Start', stop: 'Stop', reboot: 'Reboot' }

function InstanceHeader({ project, instance, runState, actor, logic }: InstanceContextValue) {
  const [, navigate] = useLocation()
  const { fetchedAt } = useInstance(project, instance.name)
  const [refreshInstance, { isFetching }] = useLazyInstanceViewQuery()
  // the user stays to watch the state move in the header, which the page's own actor drives
  const lifecycle = (action: 'start' | 'stop' | 'reboot'): RowAction => ({
    id: action,
    label: lifecycleLabels[action],
    disabledReason: instanceRules.reason(action, runState),
    requires: `instance.${action}`,
    onAction: () => void runLifecycleAction(action, actor, instance.name),
  })
  // a deleted instance leaves the store, and its page with it: the delete runs on an actor of
  // its own, which outlives the page, and the user follows it to the list
  const [deleteAction] = lifecycleActions(
    instance,
    project,
    logic,
    () => navigate(pb.instances({ project })),
    ['delete'],
  )
  return (
    <ResourceHeader
      kind="instance"
      title={instance.name}
      badge={<InstanceStateBadge instance={instance} runState={runState} />}
      primary={[lifecycle('start'), lifecycle('stop'), lifecycle('reboot')]}
      menu={[
        {
          id: 'serial-console',
          label: 'Serial console',
          disabledReason: instanceRules.reason('serialConsole', runState),
          href: pb.serialConsole({ project, instance: instance.name }),
        },
        { ...deleteAction, disabledReason: instanceRules.reason('delete', runState) },
      ]}
      extra={<CliCommandButton project={project} instance={instance.name} />}
      refresh={{
        onRefresh: () => void refreshInstance({ project, instance: instance.name }),
        updatedAt: fetchedAt,
        isRefreshing: isFetching,
      }}
      properties={useInstanceProperties(project, instance)}
    />
  )
}

/** The VPC of the instance's primary network interface, linked. */
function InstanceVpc({ project, instance }: { project: string; instance: string }) {
  const nics = useInstanceNetworkInterfaceListQuery(instanceScope(project, instance))
  const vpcId = nics.data && primaryVpcId(nics.data.items)
  const vpc = useVpcViewQuery({ vpc: vpcId ?? '' }, { skip: !vpcId })
  return (
    <Lookup query={nics} what="network interfaces">
      {() =>
        vpcId ? (
          <Lookup query={vpc} what="VPC">
            {({ name }) => <Link href={pb.vpc({ project, vpc: name })}>{name}</Link>}
          </Lookup>
        ) : (
          'None'
        )
      }
    </Lookup>
  )
}

/** The instance's boot disk by name, linked to its storage tab. */
function InstanceBootDisk({ project, instance }: { project: string; instance: InstanceRow }) {
  const disks = useInstanceDiskListQuery(instanceScope(project, instance.name))
  if (!instance.bootDiskId) return 'None'
  return (
    <Lookup query={disks} what="disks">
      {({ items }) => {
        const bootDisk = items.find((disk) => disk.id === instance.bootDiskId)
        // the disk list is asked again after a boot disk change; until then it is the old one
        if (!bootDisk) return <LookupPending />
        const params = { project, instance: instance.name }
        return <Link href={pb.instanceStorage(params)}>{bootDisk.name}</Link>
      }}
    </Lookup>
  )
}

function useInstanceProperties(project: string, instance: InstanceRow): ResourceProperty[] {
  const params = { project, instance: instance.name }
  return [
    { label: 'ID', value: instance.id, copy: instance.id },
    { label: 'Description', value: instance.description || '—' },
    { label: 'CPU', value: `${instance.ncpus} vCPU` },
    { label: 'Memory', value: formatMemory(instance.memory) },
    { label: 'Hostname', value: instance.hostname },
    { label: 'Boot disk', value: <InstanceBootDisk project={project} instance={instance} /> },
    { label: 'VPC', value: <InstanceVpc {...params} /> },
    { label: 'External IPs', value: <ExternalIps {...params} /> },
    { label: 'Created', value: <RelativeTime date={instance.timeCreated} /> },
  ]
}

/**
 * The instance's machine for a page: started at the instance's state, its lifecycle requests
 * provided from the RTK mutation triggers, synced from the store.
 */
function useInstanceActor(
  project: string,
  instance: InstanceRow,
  machine: ProvidedInstanceMachine,
) {
  const actor = useActorRef(machine, {
    ...instanceActorOptions(instance, project),
    inspect: inspectOption(),
  })
  useEffect(() => {
    actor.send({
      type: 'instance.sync',
      runState: instance.runState,
      autoRestartEnabled: instance.autoRestartEnabled,
      autoRestartCooldownExpiration: instance.autoRestartCooldownExpiration,
      name: instance.name,
      runStateSince: instance.timeRunStateUpdated,
    })
  }, [
    actor,
    instance.runState,
    instance.autoRestartEnabled,
    instance.autoRestartCooldownExpiration,
    instance.name,
    instance.timeRunStateUpdated,
  ])
  return actor
}

/**
 * Follows the instance: its machine, synced from the store, and the machine's run state; the
 * view polls while it moves.
 */
export function useInstanceMachine(project: string, instance: InstanceRow) {
  const actor = useInstanceActor(project, instance, useProvidedInstanceMachine())
  return { actor, runState: useRunState(project, instance, actor) }
}

/** The machine's run state, re-rendering only when it moves; the view polls meanwhile. */
function useRunState(project: string, instance: InstanceRow, actor: InstanceActorRef) {
  const runState = useSelector(actor, runStateOf)
  const moving = useSelector(actor, (snapshot) => snapshot.hasTag('transitional'))
  useInstanceViewQuery(
    { project, instance: instance.name },
    // the view is asked again only while the instance moves (SPEC §4)
    { skip: !moving, pollingInterval: TRANSITION_POLL_MS },
  )
  return runState
}

/**
 * After a start the server refused for want of one sled with room, the page says what it means
 * until the user dismisses it or a later request of the instance goes through (SPEC §8: a message
 * the user can act on; the toast goes by itself).
 */
function PlacementRefusal({ actor }: { actor: InstanceActorRef }) {
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    const failed = actor.on('request.failed', (event) =>
      setRefused(capacityRefusal(event.errorCode, event.message) === 'placement'),
    )
    const done = actor.on('request.done', () => setRefused(false))
    return () => {
      failed.unsubscribe()
      done.unsubscribe()
    }
  }, [actor])
  return refused ? <PlacementRefusalNotice onDismiss={() => setRefused(false)} /> : null
}

function InstanceReady({
  project,
  instance,
  children,
}: {
  project: string
  instance: InstanceRow
  children: ReactNode
}) {
  const logic = useProvidedInstanceMachine()
  const actor = useInstanceActor(project, instance, logic)
  const runState = useRunState(project, instance, actor)
  const params = { project, instance: instance.name }
  const value = { project, instance, runState, actor, logic }
  return (
    <InstancePageContext.Provider value={value}>
      <InstanceHeader {...value} />
      <PlacementRefusal actor={actor} />
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', href: pb.instanceStorage(params) },
          { label: 'Networking', href: pb.instanceNetworking(params) },
          { label: 'Metrics', href: pb.instanceMetrics(params) },
          { label: 'Connect', href: pb.instanceConnect(params) },
          { label: 'Settings', href: pb.instanceSettings(params) },
          { label: 'Activity', href: pb.instanceActivity(params) },
        ]}
      >
        {children}
      </RouteTabs>
    </InstancePageContext.Provider>
  )
}

export function InstanceLayout({ children }: { children: ReactNode }) {
  const { project, instance: name } = useInstanceParams()
  const { entity } = useInstance(project, name)
  if (!entity) return <LoadingText what="instance" />
  return (
    // another instance (back or forward between two) gets a machine of its own
    <InstanceReady key={entity.id} project={project} instance={entity}>
      {children}
    </InstanceReady>
  )
}
