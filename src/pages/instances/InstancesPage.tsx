import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Link } from '@react-spectrum/s2/Link'
import type { Selection } from '@react-spectrum/s2/TableView'
import { useMemo, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import { actionEvent, instanceSnapshot } from '~/machines/instance.machine'
import { instanceActionDisabledReason } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import { useAppSelector } from '~/store'
import {
  type Instance,
  useInstanceDeleteMutation,
  useInstanceListQuery,
  useInstanceRebootMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
} from '~/store/api'
import { instances } from '~/store/entities/instances'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { usePagination } from '../../hooks/use-pagination'
import { useProject } from '../../hooks/use-project'
import { pb } from '../../paths'
import { useRouteParams } from '../../routes'
import {
  formatMemory,
  type InstanceRow,
  InstanceStateBadge,
  type LifecycleMutations,
  lifecycleActions,
} from './instance-ui'

/** How often a page with an instance in a transitional state asks again (SPEC §4). */
export const TRANSITION_POLL_MS = 2000

const columns = (project: string): TableColumn<InstanceRow>[] => [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    sortValue: (instance) => instance.name,
    cell: (instance) => (
      <Link href={pb.instance({ project, instance: instance.name })}>{instance.name}</Link>
    ),
  },
  {
    id: 'cpu',
    name: 'CPU',
    sortValue: (instance) => instance.ncpus,
    cell: (instance) => `${instance.ncpus} vCPU`,
  },
  {
    id: 'memory',
    name: 'Memory',
    sortValue: (instance) => instance.memory,
    cell: (instance) => formatMemory(instance.memory),
  },
  {
    id: 'state',
    name: 'State',
    sortValue: (instance) => instance.runState,
    cell: (instance) => <InstanceStateBadge instance={instance} />,
  },
  {
    id: 'created',
    name: 'Created',
    sortValue: (instance) => instance.timeCreated.getTime(),
    cell: (instance) => <RelativeTime date={instance.timeCreated} />,
  },
]

type BulkAction = 'start' | 'stop' | 'delete'
const bulkLabels: Record<BulkAction, string> = { start: 'Start', stop: 'Stop', delete: 'Delete' }

export default function InstancesPage() {
  const { project } = useRouteParams('project')
  const { entity: projectEntity } = useProject(project)
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const [poll, setPoll] = useState(false)
  const { data, isLoading } = useInstanceListQuery(
    { project, limit: pagination.limit, pageToken: pagination.pageToken },
    // only this page is asked again, and only while something on it is moving
    { pollingInterval: poll ? TRANSITION_POLL_MS : 0 },
  )
  const rows = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item: Instance) => instances.selectors.byId(state, item.id))
        .filter((row): row is InstanceRow => row !== undefined),
    shallowEqual,
  )
  const moving = rows.some((row) => instanceSnapshot(row).hasTag('transitional'))
  if (moving !== poll) setPoll(moving)

  const [start] = useInstanceStartMutation()
  const [stop] = useInstanceStopMutation()
  const [reboot] = useInstanceRebootMutation()
  const [remove] = useInstanceDeleteMutation()
  const mutations: LifecycleMutations = { start, stop, reboot, delete: remove }

  const [selected, setSelected] = useState<Selection>(new Set())
  const selectedRows = useMemo(
    () => (selected === 'all' ? rows : rows.filter((row) => selected.has(row.id))),
    [rows, selected],
  )

  /** Why the bulk action is not available: the first selected instance that does not allow it. */
  const bulkReason = (action: BulkAction) => {
    if (selectedRows.length === 0) return 'Select instances first'
    const blocker = selectedRows.find((row) => !instanceSnapshot(row).can(actionEvent(action)))
    return blocker
      ? `${blocker.name}: ${instanceActionDisabledReason(action, blocker.runState)}`
      : undefined
  }

  const runBulk = (action: BulkAction) => {
    const targets = selectedRows
    const names = targets.map((row) => row.name).join(', ')
    const run = async () => {
      const results = await Promise.allSettled(
        targets.map((row) => mutations[action]({ instance: row.name, project }).unwrap()),
      )
      const failed = results.flatMap((result, i) =>
        result.status === 'rejected'
          ? [`${targets[i].name}: ${(result.reason as { message?: string }).message ?? ''}`]
          : [],
      )
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
        actions={
          <Button variant="accent" onPress={() => navigate(pb.instancesNew({ project }))}>
            New instance
          </Button>
        }
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
        columns={columns(project)}
        items={rows}
        isLoading={isLoading || !projectEntity}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        empty={{
          title: 'No instances',
          body: 'Create an instance to run a virtual machine in this project.',
        }}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        rowActions={(instance) => lifecycleActions(instance, project, mutations)}
      />
    </>
  )
}
