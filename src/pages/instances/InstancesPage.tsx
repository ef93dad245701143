import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import type { Selection } from '@react-spectrum/s2/TableView'
import { useCallback, useMemo, useState } from 'react'
import { confirmAction } from '~/machines/confirm-dialog'
import { instanceActorOptions, requestLifecycleAction } from '~/machines/instance.machine'
import { instanceRules, isTransitional } from '~/machines/instance-rules'
import { withActor } from '~/machines/requests'
import { addToast } from '~/machines/toaster'
import { useInstanceListQuery } from '~/store/api/instances'
import { instances } from '~/store/entities/instances'
import { createdColumn, nameColumn, stateColumn } from '../../components/columns'
import { PageHeader } from '../../components/PageHeader'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { useProject } from '../../hooks/use-project'
import { useResourceList } from '../../hooks/use-resource-list'
import { useProjectParams } from '../../hooks/use-route'
import { pb } from '../../paths'
import { instanceListScope } from '../../route-queries'
import {
  ExternalIpsCell,
  formatMemory,
  type InstanceRow,
  InstanceStateBadge,
  lifecycleActions,
  useProvidedInstanceMachine,
} from './instance-ui'

const columns = (project: string): TableColumn<InstanceRow>[] => [
  nameColumn((instance) => pb.instance({ project, instance: instance.name })),
  {
    id: 'cpu',
    name: 'CPU',
    minWidth: 90,
    sortValue: (instance) => instance.ncpus,
    cell: (instance) => `${instance.ncpus} vCPU`,
  },
  {
    id: 'memory',
    name: 'Memory',
    minWidth: 100,
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
    minWidth: 170,
    // the list has no IPs: each row asks for its own once it has stayed in view
    cell: (instance) => <ExternalIpsCell project={project} instance={instance.name} />,
  },
  createdColumn(),
]

type BulkAction = 'start' | 'stop' | 'delete'
const bulkLabels: Record<BulkAction, string> = { start: 'Start', stop: 'Stop', delete: 'Delete' }

/**
 * Requests a bulk action has in flight at once: a thousand at a time would queue behind the
 * browser's few connections per host and stall every other request of the page.
 */
const BULK_CONCURRENCY = 6
/** Names a toast or dialog spells out before it counts the rest. */
const NAMES_SHOWN = 10

/** 'a, b, c'; for a selection too long to read, the first ten and 'and 190 more'. */
function nameList(names: string[], shown = NAMES_SHOWN) {
  if (names.length <= shown) return names.join(', ')
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`
}

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
  const list = useResourceList(instances, useInstanceListQuery, instanceListScope(project), {
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

  /** Why the bulk action is not available: the first selected instance that does not allow it. */
  const bulkReason = (action: BulkAction) => {
    if (selectedRows.length === 0) return 'Select instances first'
    const blocker = selectedRows.find((row) => !instanceRules.can(action, row.runState))
    return blocker
      ? `${blocker.name}: ${instanceRules.reason(action, blocker.runState)}`
      : undefined
  }

  const runBulk = (action: BulkAction) => {
    const targets = selectedRows
    const names = nameList(targets.map((row) => row.name))
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
          return outcome === 'failed' ? [`${row.name}: ${message}`] : []
        }),
      ).finally(() => setBulkRunning(false))
      const failed = results.flat()
      setSelected(new Set())
      if (failed.length > 0) throw new Error(failed.join('; '))
      addToast({ content: `${bulkLabels[action]}: ${names}` })
    }
    if (action === 'start') {
      run().catch((error: Error) =>
        addToast({ title: 'Could not start instances', content: error.message, variant: 'error' }),
      )
      return
    }
    void confirmAction({
      title: `${bulkLabels[action]} ${targets.length} instances`,
      content: `Are you sure you want to ${action} these instances: ${names}?`,
      actionLabel: bulkLabels[action],
      errorTitle: `Could not ${action} instances`,
      action: run,
    })
  }

  const reasons = (['start', 'stop', 'delete'] as const).map(
    (action) => [action, bulkReason(action)] as const,
  )

  return (
    <>
      <PageHeader
        title="Instances"
        create={{ label: 'New instance', href: pb.instancesNew({ project }) }}
      />
      {selectedRows.length > 0 && (
        <section className="bulk-actions" aria-label="Selected instances">
          <span>{selectedRows.length} selected</span>
          <ButtonGroup>
            {reasons.map(([action, reason]) => (
              <Button
                key={action}
                variant={action === 'delete' ? 'negative' : 'secondary'}
                isDisabled={Boolean(reason)}
                onPress={() => runBulk(action)}
                aria-describedby={reason ? `bulk-reason-${action}` : undefined}
              >
                {`${bulkLabels[action]} selected`}
              </Button>
            ))}
          </ButtonGroup>
          <ul className="bulk-reasons">
            {reasons.map(([action, reason]) =>
              reason ? (
                <li key={action} id={`bulk-reason-${action}`}>
                  {bulkLabels[action]} unavailable — {reason}
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
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
