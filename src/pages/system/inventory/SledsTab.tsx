/**
 * `system/inventory/sleds`: the rack's compute sleds with their baseboard, what their instances
 * hold against what they can run (vCPUs, memory), the operator's policy (in service, not
 * provisionable or expunged) and their state; each sled opens its page, and can be marked
 * (non-)provisionable through the confirm dialog. Below them, the sleds not yet in the rack and
 * the rack's membership changes that add them (SledIntake.tsx).
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { LookupNotices, type LookupQuery, lookedUp } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { type SledResource, SledShare, useSledAllocated } from '@/resources/sled-capacity'
import { type SledAllocation, sledAllocation } from '~/lib/sled-capacity'
import type { Revived, Sled } from '~/store/api'
import { useSledListQuery } from '~/store/api/system-hardware'
import {
  HardwareStateBadge,
  rackColumn,
  sledPolicyLabel,
  useProvisionPolicyAction,
} from './inventory-ui'
import { SledIntake } from './SledIntake'

/**
 * The serial is how operators name a sled; the table's row menu is named by it. Its allocation
 * once its instances are read.
 */
type SledRow = Revived<Sled> & { name: string; allocation?: SledAllocation }

/**
 * Allocated against usable, with a bar; sorted by how much is taken, a sled that takes no new
 * instances for its policy or state counting as full (lib/sled-capacity.ts).
 */
const shareColumn = (
  resource: SledResource,
  name: string,
  allocated: LookupQuery<unknown>,
): TableColumn<SledRow> => ({
  id: resource,
  name,
  minWidth: 160,
  sortValue: (sled) => sled.allocation?.[resource].fraction ?? 0,
  cell: (sled) =>
    lookedUp(
      allocated,
      sled.allocation && <SledShare allocation={sled.allocation} resource={resource} />,
      null,
    ),
})

/** Which sled: its serial, baseboard and rack. */
const sledColumns: TableColumn<SledRow>[] = [
  {
    id: 'serial',
    name: 'Serial',
    isRowHeader: true,
    minWidth: 150,
    sortValue: (sled) => sled.name,
    cell: (sled) => <Link href={pb.sled({ sledId: sled.id })}>{sled.name}</Link>,
  },
  textColumn('part', 'Part', (sled) => sled.baseboard.part, { minWidth: 130 }),
  textColumn('revision', 'Revision', (sled) => sled.baseboard.revision, {
    minWidth: 105,
  }),
  rackColumn(8, 100),
]

/** How the operator and the rack hold it: its policy and state. */
const standingColumns: TableColumn<SledRow>[] = [
  textColumn('policy', 'Policy', (sled) => sledPolicyLabel(sled), { minWidth: 165 }),
  {
    id: 'state',
    name: 'State',
    minWidth: 175,
    sortValue: (sled) => sled.state,
    cell: (sled) => <HardwareStateBadge state={sled.state} />,
  },
]

export default function SledsTab() {
  const list = useResourceList(useSledListQuery, {})
  const provisionAction = useProvisionPolicyAction()
  const query = useSledAllocated(list.items.map((sled) => sled.id))
  // the shown sleds' only: while another page's are asked, pending
  const allocated = useMemo(() => ({ ...query, data: query.currentData }), [query])
  const rows = useMemo(
    () =>
      list.items.map((sled) => {
        const instancesHold = allocated.data?.[sled.id]
        return {
          ...sled,
          name: sled.baseboard.serial,
          allocation: instancesHold && sledAllocation(sled, instancesHold),
        }
      }),
    [list.items, allocated.data],
  )
  // made once per answer: new columns would render every row again (docs/architecture.md, Pages
  // and forms)
  const columns = useMemo(
    () => [
      ...sledColumns,
      shareColumn('vcpus', 'vCPUs', allocated),
      shareColumn('memory', 'Memory', allocated),
      ...standingColumns,
    ],
    [allocated],
  )
  return (
    <>
      <LookupNotices lookups={[['allocated capacity', allocated]]} />
      <ResourceTable
        label="Sleds"
        {...list}
        items={rows}
        columns={columns}
        empty={{ title: 'No sleds', body: 'Sleds appear here once the rack has been initialized.' }}
        rowActions={(sled) => [provisionAction(sled)]}
      />
      <SledIntake />
    </>
  )
}
