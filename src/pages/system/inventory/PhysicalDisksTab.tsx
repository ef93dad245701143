/**
 * `system/inventory/disks`: every physical drive in the rack, the sled it sits in (linked to the
 * sled's page), its form factor, the operator's policy and its state; below them, the drives the
 * sleds see that are not adopted yet (UnadoptedDisks.tsx).
 */
import { Link } from '@react-spectrum/s2/Link'
import { useCallback, useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { shortId } from '@/util/short-id'
import { PAGE_SIZE } from '~/lib/constants'
import type { PhysicalDisk, Revived } from '~/store/api'
import { usePhysicalDiskListQuery, useSledListQuery } from '~/store/api/system-hardware'
import { formFactors, HardwareStateBadge, policyLabel } from './inventory-ui'
import { UnadoptedDisks } from './UnadoptedDisks'

type DiskRow = Revived<PhysicalDisk>

export default function PhysicalDisksTab() {
  const list = useResourceList(usePhysicalDiskListQuery, {})
  // the sled column shows each sled by its serial; the same page the sleds tab loads
  const { data: sledPage } = useSledListQuery({ limit: PAGE_SIZE })
  const sledSerials = useMemo(
    () => new Map((sledPage?.items ?? []).map((sled) => [sled.id, sled.baseboard.serial])),
    [sledPage],
  )
  const serialOf = useCallback(
    (sledId: string) => sledSerials.get(sledId) ?? shortId(sledId),
    [sledSerials],
  )
  const sledName = (disk: DiskRow) => (disk.sledId ? serialOf(disk.sledId) : '')

  const columns: TableColumn<DiskRow>[] = [
    {
      id: 'serial',
      name: 'Serial',
      isRowHeader: true,
      minWidth: 130,
      sortValue: (disk) => disk.serial,
      cell: (disk) => disk.serial,
    },
    textColumn('model', 'Model', (disk) => disk.model, { minWidth: 190 }),
    {
      id: 'sled',
      name: 'Sled',
      minWidth: 140,
      sortValue: sledName,
      cell: (disk) =>
        disk.sledId ? <Link href={pb.sled({ sledId: disk.sledId })}>{sledName(disk)}</Link> : '—',
    },
    {
      id: 'formFactor',
      name: 'Form factor',
      minWidth: 120,
      sortValue: (disk) => disk.formFactor,
      cell: (disk) => formFactors[disk.formFactor],
    },
    textColumn('policy', 'Policy', (disk) => policyLabel(disk.policy), { minWidth: 110 }),
    {
      id: 'state',
      name: 'State',
      minWidth: 160,
      sortValue: (disk) => disk.state,
      cell: (disk) => <HardwareStateBadge state={disk.state} />,
    },
  ]

  return (
    <>
      <ResourceTable
        label="Physical disks"
        {...list}
        columns={columns}
        empty={{
          title: 'No physical disks',
          body: 'Drives appear here once their sled has adopted them.',
        }}
      />
      <UnadoptedDisks sledName={serialOf} />
    </>
  )
}
