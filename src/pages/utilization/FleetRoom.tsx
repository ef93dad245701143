/**
 * System → Utilization's room for new instances: the server places an instance on one sled, so
 * what fits is what one sled has free, not the fleet's total (lib/sled-fit.ts). The largest
 * instance one sled can take now, how many sleds could take each of the new-instance form's sizes,
 * and the fleet as one cell per sled filled by what its instances hold, so fragmentation shows at
 * a glance. Each sled's figures come from its instance list (the sleds' allocated capacity).
 */
import { Link } from '@react-spectrum/s2/Link'
import { skipToken } from '@reduxjs/toolkit/query'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import {
  cpuCount,
  familyLabel,
  familyRatio,
  HARDWARE_PRESETS,
  PRESET_FAMILIES,
  type PresetFamily,
} from '@/forms/instance-presets'
import { pb } from '@/paths'
import {
  formatSledShare,
  INSTANCE_SIZE_LIMITS,
  largestFitWords,
  sledsInService,
  sledsWithAllocation,
  useSledAllocated,
} from '@/resources/sled-capacity'
import { GiB } from '@/util/units'
import { type SledAllocation, sledRoom } from '~/lib/sled-capacity'
import { largestFit, sledsThatFit } from '~/lib/sled-fit'
import { wholeListArgs } from '~/lib/whole-list'
import type { Sled } from '~/store/api'
import { useSledListQuery } from '~/store/api/system-hardware'

const sledCount = (count: number, of: number) =>
  count === 0 ? 'None' : `${count} of ${of} sled${of === 1 ? '' : 's'}`

interface SizeRow {
  id: string
  ncpus: number
  /** Per family: how many sleds could take that size now. */
  fitting: Record<PresetFamily, number>
}

function sizeColumns(takingNew: number): TableColumn<SizeRow>[] {
  return [
    {
      id: 'size',
      name: 'vCPUs',
      isRowHeader: true,
      minWidth: 100,
      cell: (row) => cpuCount(row.ncpus),
    },
    ...PRESET_FAMILIES.map(
      (family): TableColumn<SizeRow> => ({
        id: family,
        name: `${familyLabel[family]} (${familyRatio(family)})`,
        minWidth: 240,
        defaultWidth: '2fr',
        cell: (row) => sledCount(row.fitting[family], takingNew),
      }),
    ),
  ]
}

/** One sled's cell: filled as far as the larger of its two shares, named with both. */
function SledCell({ sled, allocation }: { sled: Sled; allocation: SledAllocation }) {
  // what the instances hold, whatever the sled's policy (whose fraction counts it as full)
  const held = (share: SledAllocation['vcpus']) =>
    share.usable > 0 ? share.allocated / share.usable : 1
  const filled = Math.min(1, Math.max(held(allocation.vcpus), held(allocation.memory)))
  const figures = `${formatSledShare('vcpus', allocation.vcpus)}, ${formatSledShare('memory', allocation.memory)}`
  const name = `Sled ${sled.baseboard.serial}: ${figures}${allocation.noRoom ? `, ${allocation.noRoom.toLowerCase()}` : ''}`
  return (
    <li>
      <a
        href={pb.sled({ sledId: sled.id })}
        aria-label={name}
        title={name}
        className="fleet-room-cell"
        data-no-room={allocation.noRoom ? true : undefined}
      >
        <span className="fleet-room-fill" style={{ blockSize: `${Math.round(filled * 100)}%` }} />
      </a>
    </li>
  )
}

/**
 * The sleds and what their instances hold, for FleetRoom: asked only for a user who may read the
 * sleds (a fleet viewer); `refetch` is the page's Refresh.
 */
export function useFleetRoomData(mayRead: boolean) {
  const sleds = useSledListQuery(mayRead ? wholeListArgs({}) : skipToken)
  const allocated = useSledAllocated(
    mayRead ? sledsInService(sleds.data?.items).map((sled) => sled.id) : [],
  )
  const refetch = () => {
    if (!sleds.isUninitialized) sleds.refetch()
    if (!allocated.isUninitialized) allocated.refetch()
  }
  return { sleds, allocated, refetch }
}

export function FleetRoom({ sleds: sledList, allocated }: ReturnType<typeof useFleetRoomData>) {
  const sleds = sledList.data?.items
  const inService = sledsInService(sleds)
  const held = allocated.data
  const cells = held ? sledsWithAllocation(inService, held) : []
  const rooms = cells.map(({ sled, allocation }) => sledRoom(sled.id, allocation))
  const takingNew = rooms.filter((room) => room.takesNew).length
  const largest = largestFit(rooms, INSTANCE_SIZE_LIMITS)
  const sizeRows: SizeRow[] = [...new Set(HARDWARE_PRESETS.map((preset) => preset.ncpus))].map(
    (ncpus) => ({
      id: String(ncpus),
      ncpus,
      fitting: Object.fromEntries(
        PRESET_FAMILIES.map((family) => {
          const preset = HARDWARE_PRESETS.find(
            (candidate) => candidate.family === family && candidate.ncpus === ncpus,
          )
          const count = preset
            ? sledsThatFit(rooms, { ncpus, memory: preset.memory * GiB }).length
            : 0
          return [family, count]
        }),
      ) as Record<PresetFamily, number>,
    }),
  )

  return (
    <section className="utilization-section" aria-labelledby="fleet-room">
      <h2 id="fleet-room">Room for new instances</h2>
      <p>
        An instance runs on one sled, so what fits is what one sled has free, not what the fleet has
        free in total. Sleds that are not provisionable take no new instances.
      </p>
      {sledList.isError ? (
        <LoadFailedAlert
          title="Could not load the sleds"
          error={sledList.error}
          level={3}
          onRetry={sledList.refetch}
        />
      ) : allocated.isError ? (
        <LoadFailedAlert
          title="Could not load the sleds’ allocated capacity"
          error={allocated.error}
          level={3}
          onRetry={allocated.refetch}
        />
      ) : !sleds || !held ? (
        <LoadingText what="the sleds’ allocated capacity" />
      ) : (
        <>
          <p className="utilization-verdict">{largestFitWords(largest)}</p>
          <ResourceTable
            label="Sleds that could take each size now"
            columns={sizeColumns(takingNew)}
            items={sizeRows}
            empty={{ title: 'No sizes', body: 'The new-instance form offers no sizes.' }}
          />
          <h3 className="section-title" id="fleet-room-sleds">
            Sleds by allocation
          </h3>
          <p>
            Each cell is a sled, filled as far as its instances take its vCPUs or its memory,
            whichever is more; a hatched cell takes no new instances. See every figure on the{' '}
            <Link href={pb.sledInventory()}>Sleds</Link> tab.
          </p>
          <ul className="fleet-room-grid" aria-labelledby="fleet-room-sleds">
            {cells.map(({ sled, allocation }) => (
              <SledCell key={sled.id} sled={sled} allocation={allocation} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
