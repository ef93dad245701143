/**
 * Drives not adopted (Inventory → Disks): drives a sled sees that the control plane does not use
 * yet (physical_disk_list_unadopted), each with whether the operator asked for its adoption
 * (physical_disk_list_adoption_requests). Enable and disable adoption go through the confirm
 * dialog, which says what each does to the drive.
 */
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { useCallback, useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { UnlessLoadFailed } from '@/components/LoadFailedAlert'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { TableSection } from '@/components/TableSection'
import { useResourceList } from '@/hooks/use-resource-list'
import { wholeListArgs } from '~/lib/whole-list'
import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '~/store/api'
import {
  usePhysicalDiskDisableAdoptionMutation,
  usePhysicalDiskEnableAdoptionMutation,
  usePhysicalDiskListAdoptionRequestsQuery,
  usePhysicalDiskListUnadoptedQuery,
} from '~/store/api/system-hardware'
import { formFactors } from './inventory-ui'

type DriveRow = UnadoptedPhysicalDisk & { id: string; name: string }

const columns = (sledName: (sledId: string) => string): TableColumn<DriveRow>[] => [
  {
    id: 'serial',
    name: 'Serial',
    isRowHeader: true,
    sortValue: (drive) => drive.diskId.serial,
    cell: (drive) => drive.diskId.serial,
  },
  textColumn('model', 'Model', (drive) => drive.diskId.model, { minWidth: 170 }),
  textColumn('sled', 'Sled', (drive) => sledName(drive.sledId)),
  textColumn('slot', 'Slot', (drive) => String(drive.slot)),
  textColumn('formFactor', 'Form factor', (drive) => formFactors[drive.variant]),
]

const sameDrive = (drive: UnadoptedPhysicalDisk, request: PhysicalDiskAdoptionRequest) =>
  drive.diskId.serial === request.diskId.serial &&
  drive.diskId.model === request.diskId.model &&
  drive.diskId.vendor === request.diskId.vendor

export function UnadoptedDisks({ sledName }: { sledName: (sledId: string) => string }) {
  const list = useResourceList(
    usePhysicalDiskListUnadoptedQuery,
    {},
    { failsInPlace: true, list: 'unadopted' },
  )
  const requests = usePhysicalDiskListAdoptionRequestsQuery(wholeListArgs({}))
  const [enable] = usePhysicalDiskEnableAdoptionMutation()
  const [disable] = usePhysicalDiskDisableAdoptionMutation()
  const requestOf = useCallback(
    (drive: UnadoptedPhysicalDisk) =>
      requests.data?.items.find((request) => sameDrive(drive, request)),
    [requests.data],
  )
  const rows = useMemo(
    () =>
      list.items.map((drive) => ({ ...drive, id: drive.diskId.serial, name: drive.diskId.serial })),
    [list.items],
  )
  const tableColumns = useMemo(
    () => [
      ...columns(sledName),
      {
        id: 'adoption',
        name: 'Adoption',
        minWidth: 150,
        cell: (drive: DriveRow) =>
          requestOf(drive) ? (
            <StatusLight variant="positive">Enabled</StatusLight>
          ) : (
            <StatusLight variant="neutral">Not enabled</StatusLight>
          ),
      },
    ],
    [sledName, requestOf],
  )
  const rowActions = useCallback(
    (drive: DriveRow) => {
      const where = `in sled ${sledName(drive.sledId)}, slot ${drive.slot}`
      const request = requestOf(drive)
      return [
        request
          ? confirmedAction({
              id: 'disable-adoption',
              label: 'Disable adoption',
              title: 'Disable disk adoption',
              content: `Are you sure you want to disable adoption of drive ${drive.name} ${where}? The control plane will leave it unused.`,
              errorTitle: 'Could not disable adoption',
              run: () => disable({ physicalDiskAdoptionReqId: request.id }).unwrap(),
              success: `Adoption of drive ${drive.name} disabled`,
            })
          : confirmedAction({
              id: 'enable-adoption',
              label: 'Enable adoption',
              title: 'Enable disk adoption',
              content: `Are you sure you want to enable adoption of drive ${drive.name} ${where}? The control plane will adopt it for general use and store the rack’s data on it.`,
              actionLabel: 'Enable adoption',
              variant: 'confirmation',
              errorTitle: 'Could not enable adoption',
              run: () => enable({ physicalDiskManufacturerIdentity: drive.diskId }).unwrap(),
              success: `Adoption of drive ${drive.name} enabled`,
            }),
      ]
    },
    [sledName, requestOf, enable, disable],
  )
  return (
    <TableSection
      title="Drives not adopted"
      failure={list}
      failedTitle="Could not load the drives not adopted"
    >
      <UnlessLoadFailed query={requests} title="Could not load adoption requests" level={3}>
        <ResourceTable
          label="Drives not adopted"
          {...list}
          items={rows}
          columns={tableColumns}
          rowActions={rowActions}
          empty={{
            title: 'No drives waiting',
            body: 'Every drive the sleds see has been adopted.',
          }}
        />
      </UnlessLoadFailed>
    </TableSection>
  )
}
