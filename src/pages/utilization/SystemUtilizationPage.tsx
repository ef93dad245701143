/**
 * `/system/utilization`: the fleet's provisioning. Summary: every silo against its quotas
 * (`/v1/system/utilization/silos`), the totals, and the fleet's hardware with SPEC §9's
 * recommended capacity (`/v1/system/hardware/sleds`): are the quotas handed out more than the
 * fleet should promise? Metrics: provisioning over time for the fleet or one silo
 * (`/v1/system/metrics/{metric_name}`). The tab is in the URL query (`?tab=metrics`).
 */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { Tab, TabList, TabPanel, Tabs } from '@react-spectrum/s2/Tabs'
import { LoadingText } from '@/components/LoadingText'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { StateBadge } from '@/components/StateBadge'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import {
  CAPACITY_RESOURCES,
  type CapacityResource,
  capacityLabels,
  formatAmount,
  formatUsage,
  NEAR_QUOTA_PERCENT,
  overCommitted,
  physicalCapacity,
  type QuotaStanding,
  quotaStanding,
  recommendedCapacity,
  sumCounts,
  usedPercent,
} from '@/util/capacity'
import { areaInfo } from '@/util/docs'
import { wholeListArgs } from '~/lib/whole-list'
import type { SiloUtilization, Sled, VirtualResourceCounts } from '~/store/api'
import { useSiloUtilizationListQuery } from '~/store/api/system-silos'
import { FleetRoom, useFleetRoomData } from './FleetRoom'
import {
  CapacityCard,
  SystemMetricChart,
  UsageOverTime,
  useSearchParam,
  useTimeRange,
} from './utilization-ui'

type TabId = 'summary' | 'metrics'

/** '116 GiB of 128 GiB (91 %)': provisioned of quota, and the share. */
const usageCell = (resource: CapacityResource, provisioned: number, quota: number) =>
  `${formatUsage(resource, provisioned, quota)} (${usedPercent(provisioned, quota)} %)`

const lowerLabel = (resource: CapacityResource) =>
  resource === 'cpus' ? 'CPU' : capacityLabels[resource].toLowerCase()

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const joinWords = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** The quotas a silo is at or near, in words: the colour of its badge only repeats them. */
function siloStanding(silo: SiloUtilization) {
  const resourcesWhere = (standing: QuotaStanding) =>
    CAPACITY_RESOURCES.filter(
      (resource) =>
        quotaStanding(silo.provisioned[resource], silo.allocated[resource]) === standing,
    ).map(lowerLabel)
  const at = resourcesWhere('at')
  const near = resourcesWhere('near')
  if (at.length === 0 && near.length === 0) {
    return <StateBadge state="within quotas" tone="positive" />
  }
  const words = [
    at.length > 0 ? `at ${joinWords(at)} quota` : '',
    near.length > 0 ? `near ${joinWords(near)} quota` : '',
  ]
    .filter(Boolean)
    .join(', ')
  return <StateBadge state={words} tone={at.length > 0 ? 'negative' : 'notice'} />
}

type SiloRow = SiloUtilization & { id: string }

const siloColumns: TableColumn<SiloRow>[] = [
  {
    id: 'silo',
    name: 'Silo',
    isRowHeader: true,
    minWidth: 120,
    sortValue: (row) => row.siloName,
    cell: (row) => <Link href={pb.siloQuotas({ silo: row.siloName })}>{row.siloName}</Link>,
  },
  ...CAPACITY_RESOURCES.map(
    (resource): TableColumn<SiloRow> => ({
      id: resource,
      name: capacityLabels[resource],
      minWidth: 200,
      defaultWidth: '2fr',
      sortValue: (row) => usedPercent(row.provisioned[resource], row.allocated[resource]),
      cell: (row) => usageCell(resource, row.provisioned[resource], row.allocated[resource]),
    }),
  ),
  { id: 'standing', name: 'Standing', minWidth: 300, defaultWidth: '3fr', cell: siloStanding },
]

interface FleetRow {
  id: CapacityResource
  provisioned: number
  allocated: number
  recommended: number
  physical: number
}

/** How the quotas handed out stand against the recommended capacity. */
function commitmentCell(row: FleetRow) {
  const difference = row.allocated - row.recommended
  return difference > 0 ? (
    <StateBadge state={`over-committed by ${formatAmount(row.id, difference)}`} tone="negative" />
  ) : (
    <StateBadge state={`${formatAmount(row.id, -difference)} unallocated`} tone="positive" />
  )
}

const fleetColumns: TableColumn<FleetRow>[] = [
  {
    id: 'resource',
    name: 'Resource',
    isRowHeader: true,
    minWidth: 110,
    cell: (row) => capacityLabels[row.id],
  },
  // the resource's amounts, each in its unit
  ...(
    [
      ['provisioned', 'Provisioned', 130],
      ['allocated', 'Allocated', 130],
      ['recommended', 'Recommended', 140],
      ['physical', 'Physical', 130],
    ] as const
  ).map(
    ([id, name, minWidth]): TableColumn<FleetRow> => ({
      id,
      name,
      minWidth,
      cell: (row) => formatAmount(row.id, row[id]),
    }),
  ),
  {
    id: 'commitment',
    name: 'Against recommended',
    minWidth: 250,
    defaultWidth: '2fr',
    cell: commitmentCell,
  },
]

function fleetRows(silos: readonly SiloUtilization[], sleds: readonly Sled[]): FleetRow[] {
  const provisioned = sumCounts(silos.map((silo) => silo.provisioned))
  const allocated = sumCounts(silos.map((silo) => silo.allocated))
  const recommended = recommendedCapacity(sleds)
  const physical = physicalCapacity(sleds)
  return CAPACITY_RESOURCES.map((resource) => ({
    id: resource,
    provisioned: provisioned[resource],
    allocated: allocated[resource],
    recommended: recommended[resource],
    physical: physical[resource],
  }))
}

/** The answer to "is the fleet over-committed?", in a sentence. */
function commitmentVerdict(allocated: VirtualResourceCounts, recommended: VirtualResourceCounts) {
  const over = overCommitted(allocated, recommended).map(lowerLabel)
  return over.length === 0
    ? 'The fleet is not over-committed: the silos’ quotas fit within the recommended capacity.'
    : `The fleet is over-committed: the silos’ quotas allocate more ${joinWords(over)} than the recommended capacity.`
}

function SummaryPanel({
  silos,
  room,
}: {
  silos?: SiloUtilization[]
  room: ReturnType<typeof useFleetRoomData>
}) {
  const sleds = room.sleds.data?.items
  // an expunged sled's hardware is gone for good: it is no part of the fleet's capacity
  const inService = sleds?.filter((sled) => sled.policy.kind === 'in_service')
  const rows = silos && inService ? fleetRows(silos, inService) : []
  const expunged = (sleds?.length ?? 0) - (inService?.length ?? 0)
  return (
    <>
      <section className="utilization-section" aria-labelledby="fleet-capacity">
        <h2 id="fleet-capacity">Fleet capacity</h2>
        {silos && inService ? (
          <>
            <p className="utilization-verdict">
              {commitmentVerdict(
                sumCounts(silos.map((silo) => silo.allocated)),
                recommendedCapacity(inService),
              )}
            </p>
            <p>
              Provisioned and allocated are totals across {plural(silos.length, 'silo')}. Physical
              is the hardware of {plural(inService.length, 'sled')} in service
              {expunged > 0 ? ` (${expunged} expunged, not counted)` : ''}: their usable threads and
              RAM, and 32 TB of disk a sled. Recommended is 70 % of it, so the fleet keeps room to
              lose a sled. Each card shows what is provisioned of the silos’ quotas, and the quotas
              allocated of the physical hardware.
            </p>
            <div className="utilization-meters">
              {rows.map((row) => (
                <CapacityCard
                  key={row.id}
                  resource={row.id}
                  shares={[
                    {
                      label: 'Provisioned',
                      part: row.provisioned,
                      whole: row.allocated,
                    },
                    {
                      label: 'Allocated',
                      part: row.allocated,
                      whole: row.physical,
                      none: 'no hardware',
                    },
                  ]}
                />
              ))}
            </div>
          </>
        ) : (
          <LoadingText what="the fleet" />
        )}
        <ResourceTable
          label="Fleet capacity"
          columns={fleetColumns}
          items={rows}
          isLoading={!silos || !sleds}
          empty={{ title: 'No capacity', body: 'The fleet has no silos or sleds yet.' }}
        />
      </section>
      <FleetRoom {...room} />
      <section className="utilization-section" aria-labelledby="silo-quotas">
        <h2 id="silo-quotas">Silos</h2>
        <p>
          What each silo has provisioned of its quotas. Silos at or near a quota (
          {NEAR_QUOTA_PERCENT} % or more) come first.
        </p>
        <ResourceTable
          label="Silo utilization"
          columns={siloColumns}
          items={(silos ?? [])
            .map((silo) => ({ ...silo, id: silo.siloId }))
            .sort((a, b) => mostUsedShare(b) - mostUsedShare(a))}
          isLoading={!silos}
          empty={{ title: 'No silos', body: 'Silos created on the fleet show here.' }}
        />
      </section>
    </>
  )
}

/** The largest share of any of a silo's quotas it has provisioned. */
const mostUsedShare = (silo: SiloUtilization) =>
  Math.max(
    ...CAPACITY_RESOURCES.map((resource) =>
      usedPercent(silo.provisioned[resource], silo.allocated[resource]),
    ),
  )

const siloScope = { param: 'silo', label: 'Silo', everything: 'All silos' }

export default function SystemUtilizationPage() {
  const silos = useSiloUtilizationListQuery(wholeListArgs({}), { refetchOnMountOrArgChange: true })
  const room = useFleetRoomData(true)
  const { sleds } = room
  const timeRange = useTimeRange()
  const [tab, setTab] = useSearchParam('tab')
  const failure = queryFailure(silos.error) ?? queryFailure(sleds.error)
  if (failure) throw failure
  const selected: TabId = tab === 'metrics' ? 'metrics' : 'summary'

  return (
    <>
      <PageHeader
        title="Utilization"
        info={areaInfo.systemUtilization}
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              timeRange.refresh()
              silos.refetch()
              room.refetch()
            }}
          >
            Refresh
          </Button>
        }
      />
      <Tabs
        aria-label="Utilization"
        selectedKey={selected}
        onSelectionChange={(key) => setTab(key === 'metrics' ? 'metrics' : '')}
      >
        <TabList aria-label="Utilization">
          <Tab id="summary">Summary</Tab>
          <Tab id="metrics">Metrics</Tab>
        </TabList>
        <TabPanel id="summary">
          <SummaryPanel silos={silos.data?.items} room={room} />
        </TabPanel>
        <TabPanel id="metrics">
          <UsageOverTime
            scope={siloScope}
            names={(silos.data?.items ?? []).map((item) => item.siloName)}
            isLoading={!silos.data}
            timeRange={timeRange}
            Chart={SystemMetricChart}
          />
        </TabPanel>
      </Tabs>
    </>
  )
}
