/**
 * The instance page (SPEC §2): header with the run state and actions, properties, the 'CLI
 * Command' modal, and the route tabs: the frame the route table mounts once for every tab.
 */
import { ActionMenu } from '@react-spectrum/s2/ActionMenu'
import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Content, Dialog, DialogTrigger, Heading } from '@react-spectrum/s2/Dialog'
import { MenuItem } from '@react-spectrum/s2/Menu'
import { Text } from '@react-spectrum/s2/Text'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { useLocation } from 'wouter'
import { TRANSITION_POLL_MS } from '~/lib/constants'
import { inspectOption } from '~/machines/inspect'
import {
  type InstanceActorRef,
  type InstanceSnapshot,
  instanceActorOptions,
  instanceMachine,
  lifecycleActors,
  runStateOf,
} from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import {
  useInstanceDeleteMutation,
  useInstanceDiskListQuery,
  useInstanceRebootMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
  useInstanceViewQuery,
} from '~/store/api'
import { CopyButton } from '../../components/CopyButton'
import { RelativeTime } from '../../components/RelativeTime'
import { RouteTabs } from '../../components/RouteTabs'
import { useInstance } from '../../hooks/use-instance'
import { useInstanceParams } from '../../hooks/use-route'
import { pb } from '../../paths'
import {
  formatMemory,
  type InstanceRow,
  InstanceStateBadge,
  runLifecycleAction,
} from './instance-ui'

interface InstanceContextValue {
  project: string
  instance: InstanceRow
  /** The instance machine's current snapshot: what every tab asks before offering an action. */
  machine: InstanceSnapshot
  /** The instance machine's actor: lifecycle actions are sent to it. */
  actor: InstanceActorRef
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
      <Dialog size="M">
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

function InstanceHeader({ project, instance, machine, actor }: InstanceContextValue) {
  const [, navigate] = useLocation()
  // the machine's run state: ahead of the server's while a request it sent runs
  const runState = runStateOf(machine)
  const actions = (['start', 'stop', 'reboot', 'delete'] as const).map((action) => ({
    action,
    reason: instanceRules.reason(action, runState),
  }))
  const consoleReason = instanceRules.reason('serialConsole', runState)
  const label = { start: 'Start', stop: 'Stop', reboot: 'Reboot', delete: 'Delete' }
  return (
    <div className="page-header">
      <h1 className="page-title">{instance.name}</h1>
      <InstanceStateBadge instance={instance} />
      <div className="page-actions">
        <CliCommandButton project={project} instance={instance.name} />
        <ActionMenu
          aria-label={`Actions for ${instance.name}`}
          disabledKeys={[
            ...actions.filter((a) => a.reason).map((a) => a.action),
            ...(consoleReason ? ['serial-console'] : []),
          ]}
          onAction={(key) => {
            if (key === 'serial-console') {
              navigate(pb.serialConsole({ project, instance: instance.name }))
              return
            }
            const action = key as keyof typeof label
            // the user stays to watch the state move in the header; only a deleted one is gone
            const leave =
              action === 'delete' ? () => navigate(pb.instances({ project })) : undefined
            void runLifecycleAction(action, actor, instance.name, leave)
          }}
        >
          {[
            ...actions.map(({ action, reason }) => (
              <MenuItem key={action} id={action} textValue={label[action]}>
                <Text slot="label">{label[action]}</Text>
                {reason && <Text slot="description">{reason}</Text>}
              </MenuItem>
            )),
            <MenuItem key="serial-console" id="serial-console" textValue="Serial console">
              <Text slot="label">Serial console</Text>
              {consoleReason && <Text slot="description">{consoleReason}</Text>}
            </MenuItem>,
          ]}
        </ActionMenu>
      </div>
    </div>
  )
}

function Properties({ project, instance }: { project: string; instance: InstanceRow }) {
  const { data: disks } = useInstanceDiskListQuery({ project, instance: instance.name })
  const bootDisk = disks?.items.find((disk) => disk.id === instance.bootDiskId)
  return (
    <dl className="properties" aria-label="Properties">
      <div>
        <dt>ID</dt>
        <dd>{instance.id}</dd>
      </div>
      <div>
        <dt>CPU</dt>
        <dd>{instance.ncpus} vCPU</dd>
      </div>
      <div>
        <dt>Memory</dt>
        <dd>{formatMemory(instance.memory)}</dd>
      </div>
      <div>
        <dt>Hostname</dt>
        <dd>{instance.hostname}</dd>
      </div>
      <div>
        <dt>Boot disk</dt>
        <dd>{bootDisk?.name ?? (instance.bootDiskId ? '…' : 'None')}</dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>
          <RelativeTime date={instance.timeCreated} />
        </dd>
      </div>
    </dl>
  )
}

/**
 * The instance's machine for a page: started at the instance's state, its lifecycle requests
 * provided from the RTK mutation triggers, synced from the store.
 */
export function useInstanceActor(project: string, instance: InstanceRow) {
  const [start] = useInstanceStartMutation()
  const [stop] = useInstanceStopMutation()
  const [reboot] = useInstanceRebootMutation()
  const [remove] = useInstanceDeleteMutation()
  const machine = instanceMachine.provide({
    actors: lifecycleActors({ start, stop, reboot, delete: remove }),
  })
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
    })
  }, [
    actor,
    instance.runState,
    instance.autoRestartEnabled,
    instance.autoRestartCooldownExpiration,
    instance.name,
  ])
  return actor
}

/** Follows the instance: the machine is synced from the store; the view polls while moving. */
export function useInstanceMachine(project: string, instance: InstanceRow) {
  return useInstanceSnapshot(project, instance, useInstanceActor(project, instance))
}

function useInstanceSnapshot(project: string, instance: InstanceRow, actor: InstanceActorRef) {
  // re-render when the state moves; read the rest from the snapshot of that moment
  const moving = useSelector(actor, (snapshot) => snapshot.hasTag('transitional'))
  useSelector(actor, (snapshot) => snapshot.value)
  const machine = actor.getSnapshot()
  useInstanceViewQuery(
    { project, instance: instance.name },
    { skip: !moving, pollingInterval: moving ? TRANSITION_POLL_MS : 0 },
  )
  return machine
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
  const actor = useInstanceActor(project, instance)
  const machine = useInstanceSnapshot(project, instance, actor)
  const params = { project, instance: instance.name }
  const value = { project, instance, machine, actor }
  return (
    <InstancePageContext.Provider value={value}>
      <InstanceHeader {...value} />
      <Properties project={project} instance={instance} />
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', href: pb.instanceStorage(params) },
          { label: 'Networking', href: pb.instanceNetworking(params) },
          { label: 'Metrics', href: pb.instanceMetrics(params) },
          { label: 'Connect', href: pb.instanceConnect(params) },
          { label: 'Settings', href: pb.instanceSettings(params) },
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
  if (!entity) return <p aria-busy="true">Loading instance…</p>
  return (
    <InstanceReady project={project} instance={entity}>
      {children}
    </InstanceReady>
  )
}
