/**
 * The sled's instances tab: every instance whose VMM runs on the sled, from any silo. An instance
 * of the operator's own silo links to its page; another silo's projects are not theirs to open.
 */
import { Link } from '@react-spectrum/s2/Link'
import { createdColumn, textColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { StateBadge } from '@/components/StateBadge'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { formatMemory, instanceStateTone } from '@/resources/instance-ui'
import { isTransitional } from '~/machines/instance-rules'
import type { Revived, SledInstance } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useSledInstanceListQuery } from '~/store/api/system-hardware'
import { useSledParams } from './inventory-ui'

type SledInstanceRow = Revived<SledInstance>

export default function SledInstancesTab() {
  const { sledId } = useSledParams()
  const list = useResourceList(useSledInstanceListQuery, { sledId })
  const { data: me } = useCurrentUserViewQuery()

  const columns: TableColumn<SledInstanceRow>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      minWidth: 160,
      defaultWidth: '2fr',
      sortValue: (instance) => instance.name,
      cell: (instance) =>
        me && instance.siloName === me.siloName ? (
          <Link href={pb.instance({ project: instance.projectName, instance: instance.name })}>
            {instance.name}
          </Link>
        ) : (
          instance.name
        ),
    },
    textColumn('silo', 'Silo', (instance) => instance.siloName, { minWidth: 130 }),
    textColumn('project', 'Project', (instance) => instance.projectName, { minWidth: 130 }),
    {
      id: 'state',
      name: 'State',
      minWidth: 150,
      sortValue: (instance) => instance.state,
      cell: (instance) => (
        <StateBadge
          state={instance.state}
          tone={instanceStateTone[instance.state]}
          inProgress={isTransitional(instance.state)}
        />
      ),
    },
    textColumn('cpu', 'vCPUs', (instance) => instance.ncpus, { minWidth: 90 }),
    {
      id: 'memory',
      name: 'Memory',
      minWidth: 100,
      sortValue: (instance) => instance.memory,
      cell: (instance) => formatMemory(instance.memory),
    },
    createdColumn(),
  ]

  return (
    <ResourceTable
      label="Instances on this sled"
      {...list}
      columns={columns}
      empty={{
        title: 'No instances',
        body: 'No instance runs on this sled right now.',
      }}
    />
  )
}
