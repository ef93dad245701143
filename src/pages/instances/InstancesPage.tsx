import type { Selection } from '@react-spectrum/s2/TableView'
import { useCallback, useMemo, useState } from 'react'
import {
  BulkActionBar,
  BulkConfirmContent,
  type BulkNoun,
  type BulkVerb,
  bulkOutcomeToast,
} from '@/components/BulkActions'
import { createdColumn, nameColumn, stateColumn } from '@/components/columns'
import { RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  ExternalIpsCell,
  formatMemory,
  type InstanceRow,
  InstanceStateBadge,
  lifecycleActions,
  useProvidedInstanceMachine,
} from '@/resources/instance-ui'
import { useProject } from '@/resources/use-project'
import { areaInfo } from '@/util/docs'
import { instanceListScope } from '@/util/query-args'
import { countOf } from '~/lib/count-of'
import { type BulkPlan, planBulkAction } from '~/machines/bulk-action'
import { confirmAction } from '~/machines/confirm-dialog'
import { instanceActorOptions, requestLifecycleAction } from '~/machines/instance.machine'
import { instanceRules, isTransitional } from '~/machines/instance-rules'
import { withActor } from '~/machines/requests'
import { addToast } from '~/machines/toaster'
import { useInstanceListQuery } from '~/store/api/instances'
import { instances } from '~/store/entities/instances'

const columns = (project: string): TableColumn<InstanceRow>[] => [
  nameColumn((instance) => pb.instance({ project, instance: instance.name })),
  {
    id: 'cpu',
    name: 'CPU',
    minWidth: 90,
    width: 90,
    sortValue: (instance) => instance.ncpus,
    cell: (instance) => `${instance.ncpus} vCPU`,
  },
  {
    id: 'memory',
    name: 'Memory',
    minWidth: 100,
    width: 100,
    sortValue: (instance) => instance.memory,
    cell: (instance) => formatMemory(instance.memory),
  },
  {
    ...stateColumn<InstanceRow>(
      (instance) => instance.runState,
      (instance) => <InstanceStateBadge instance={instance} showSince />,
    ),
    // room for 'failed  due for restart  1mo ago'
    minWidth: 260,
  },
  {
    id: 'externalIps',
    name: 'External IPs',
    // an IPv4 address, its kind, its copy button and '+N' on one line
    minWidth: 290,
    // the list has no IPs: each row asks for its own once it has stayed in view
    cell: (instance) => <ExternalIpsCell project={project} instance={instance.name} />,
  },
  createdColumn(),
]

type BulkActionName = 'start' | 'stop' | 'delete'
const bulkActionNames: readonly BulkActionName[] = ['start', 'stop', 'delete']
const bulkVerbs: Record<BulkActionName, BulkVerb> = {
  start: { label: 'Start', verb: 'start', past: 'Started' },
  stop: { label: 'Stop', verb: 'stop', past: 'Stopped' },
  delete: { label: 'Delete', verb: 'delete', past: 'Deleted' },
}
const instanceNoun: BulkNoun = { one: 'instance', other: 'instances' }

/**
 * Requests a bulk action has in flight at once: a thousand at a time would queue behind the
 * browser's few connections per host and stall every other request of the page.
 */
const BULK_CONCURRENCY = 6

/** `run` over `items`, at most `limit` at a time, results in the items' order. */
async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  run: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length)
  let nextIndex = 0
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++
      results[index] = await run(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export default function InstancesPage() {
  const { project } = useProjectParams()
  const { entity: projectEntity } = useProject(project)
  const [bulkRunning, setBulkRunning] = useState(false)
  const list = useResourceList(useInstanceListQuery, instanceListScope(project), {
    entities: instances,
    // the machine's own rule for 'transitional', without a snapshot built for each of 1,000 rows
    isMoving: (instance) => isTransitional(instance.runState),
    pausePolling: bulkRunning,
  })
  const rows = list.items

  // rows and bulk actions run the same provided machine
  const machine = useProvidedInstanceMachine()
  const tableColumns = useMemo(() => columns(project), [project])
  const rowActions = useCallback(
    (instance: InstanceRow) => lifecycleActions(instance, project, machine),
    [project, machine],
  )

  const [selected, setSelected] = useState<Selection>(new Set())
  const selectedRows = useMemo(
    () => (selected === 'all' ? rows : rows.filter((row) => selected.has(row.id))),
    [rows, selected],
  )

  // each bulk action acts on the selected rows the instance rules allow (SPEC §4), as each
  // row's own action would, and skips the rest with the rule's reason
  const plans = useMemo(
    () =>
      bulkActionNames.map(
        (action) =>
          [
            action,
            planBulkAction(instanceRules, action, selectedRows, (row) => row.runState),
          ] as const,
      ),
    [selectedRows],
  )

  const runBulk = (action: BulkActionName, plan: BulkPlan<InstanceRow>) => {
    const { targets } = plan
    const verb = bulkVerbs[action]
    const run = async () => {
      // the event goes to each instance's machine; quiet, so this one toast reports them all.
      // Each answer updates its row in the store; the list is not asked again per instance, nor
      // polled until the last answer
      setBulkRunning(true)
      const results = await mapWithConcurrency(targets, BULK_CONCURRENCY, (row) =>
        withActor(machine, instanceActorOptions(row, project, true), async (actor) => {
          let message = ''
          const failure = actor.on('request.failed', (event) => {
            message = event.message
          })
          const outcome = await requestLifecycleAction(actor, action)
          failure.unsubscribe()
          return { name: row.name, failed: outcome === 'failed', message }
        }),
      ).finally(() => setBulkRunning(false))
      setSelected(new Set())
      const succeeded = results.filter((result) => !result.failed).map((result) => result.name)
      addToast(
        bulkOutcomeToast(
          verb,
          instanceNoun,
          succeeded,
          results.filter((result) => result.failed),
        ),
      )
    }
    const errorTitle = `Could not ${verb.verb} instances`
    // a start of every selected row runs at once, as a row's start does; one that skips rows
    // asks first, so the user sees which and why before anything is sent
    if (action === 'start' && plan.skipped.length === 0) {
      run().catch((error: Error) =>
        addToast({ title: errorTitle, content: error.message, variant: 'error' }),
      )
      return
    }
    void confirmAction({
      title: `${verb.label} ${countOf(targets.length, instanceNoun)}`,
      content: (
        <BulkConfirmContent
          verb={verb}
          noun={instanceNoun}
          plan={plan}
          nameOf={(row) => row.name}
        />
      ),
      actionLabel: verb.label,
      // starting takes nothing away; stopping and deleting do
      variant: action === 'start' ? 'confirmation' : 'destructive',
      errorTitle,
      action: run,
    })
  }

  return (
    <>
      <PageHeader
        title="Instances"
        info={areaInfo.instances}
        create={{
          label: 'New instance',
          href: pb.instancesNew({ project }),
          requires: 'instance.create',
        }}
      />
      <BulkActionBar
        label="Selected instances"
        noun={instanceNoun}
        selectedCount={selectedRows.length}
        actions={plans.map(([action, plan]) => ({
          id: action,
          verb: bulkVerbs[action],
          plan,
          requires: `instance.${action}`,
          variant: action === 'delete' ? 'negative' : 'secondary',
          onPress: () => runBulk(action, plan),
        }))}
      />
      <RowLookupNotice<{ project: string }>
        endpoint="instanceExternalIpList"
        what="external IPs"
        matches={(args) => args.project === project}
      />
      <ResourceTable
        label="Instances"
        {...list}
        columns={tableColumns}
        isLoading={list.isLoading || !projectEntity}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        empty={{
          title: 'No instances',
          body: 'Create an instance to run a virtual machine in this project.',
        }}
        rowActions={rowActions}
      />
    </>
  )
}
