/**
 * Sleds not in the rack (Inventory → Sleds): sleds in a cubby that are no member of the rack yet
 * (sled_list_uninitialized), each with Add to rack (rack_membership_add_sleds) through the confirm
 * dialog; and each rack's latest membership change (rack_list, rack_membership_status), asked
 * again while it is in progress, with Abort (rack_membership_abort) through the confirm dialog;
 * the rack's page shows its rack's change too.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { textColumn } from '@/components/columns'
import { UnlessLoadFailed } from '@/components/LoadFailedAlert'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { TableSection } from '@/components/TableSection'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { TRANSITION_POLL_MS } from '~/lib/constants'
import { wholeListArgs } from '~/lib/whole-list'
import { useAppDispatch } from '~/store'
import {
  type Rack,
  type RackMembershipChangeState,
  reviveDates,
  type UninitializedSled,
} from '~/store/api'
import { isObjectNotFound } from '~/store/api/errors'
import {
  useRackMembershipAbortMutation,
  useRackMembershipAddSledsMutation,
  useRackMembershipStatusQuery,
} from '~/store/api/experimental'
import {
  generatedApi as hardwareApi,
  useRackListQuery,
  useSledListUninitializedQuery,
} from '~/store/api/system-hardware'

type NewSledRow = UninitializedSled & { id: string; name: string }

const newSledColumns: TableColumn<NewSledRow>[] = [
  {
    id: 'serial',
    name: 'Serial',
    isRowHeader: true,
    sortValue: (sled) => sled.name,
    cell: (sled) => sled.name,
  },
  textColumn('part', 'Part', (sled) => sled.baseboard.part),
  textColumn('revision', 'Revision', (sled) => String(sled.baseboard.revision)),
  textColumn('cubby', 'Cubby', (sled) => String(sled.cubby)),
]

const stateWords: Record<RackMembershipChangeState, string> = {
  in_progress: 'In progress',
  committed: 'Committed',
  aborted: 'Aborted',
}
const stateTones = { in_progress: 'notice', committed: 'positive', aborted: 'neutral' } as const

export function SledIntake() {
  const list = useResourceList(
    useSledListUninitializedQuery,
    {},
    { failsInPlace: true, list: 'uninitialized' },
  )
  const [addSleds] = useRackMembershipAddSledsMutation()
  const rows = useMemo(
    () =>
      list.items.map((sled) => ({
        ...sled,
        id: sled.baseboard.serial,
        name: sled.baseboard.serial,
      })),
    [list.items],
  )
  const rowActions = useCallback(
    (sled: NewSledRow) => [
      confirmedAction({
        id: 'add-to-rack',
        label: 'Add to rack',
        title: 'Add sled to rack',
        content: `Are you sure you want to add sled ${sled.name} in cubby ${sled.cubby} to the rack? The rack’s membership changes to include it; once every new member acknowledges the change, the sled joins the rack’s sleds.`,
        actionLabel: 'Add to rack',
        variant: 'confirmation',
        errorTitle: 'Could not add sled to rack',
        run: () =>
          addSleds({
            rackId: sled.rackId,
            rackMembershipAddSledsRequest: {
              sledIds: [{ partNumber: sled.baseboard.part, serialNumber: sled.baseboard.serial }],
            },
          }).unwrap(),
        success: `Adding sled ${sled.name} to the rack`,
      }),
    ],
    [addSleds],
  )
  return (
    <TableSection
      title="Sleds not in the rack"
      failure={list}
      failedTitle="Could not load the sleds not in the rack"
      after={<RackMemberships />}
    >
      <ResourceTable
        label="Sleds not in the rack"
        {...list}
        items={rows}
        columns={newSledColumns}
        rowActions={rowActions}
        empty={{
          title: 'No sleds waiting',
          body: 'Every sled in a cubby is a member of the rack.',
        }}
      />
    </TableSection>
  )
}

function RackMemberships() {
  const racks = useRackListQuery(wholeListArgs({}))
  return (
    <UnlessLoadFailed query={racks} title="Could not load the racks" level={3}>
      {racks.data?.items.map((rack) => (
        <RackMembership key={rack.id} rack={rack} level={3} namesRack />
      ))}
    </UnlessLoadFailed>
  )
}

/**
 * A rack's latest membership change: asked again while in progress, abortable then. Below the
 * sleds not in the rack it names its rack (`namesRack`), linked to the rack's page; on that page
 * the page names it.
 */
export function RackMembership({
  rack,
  level,
  namesRack = false,
}: {
  rack: Pick<Rack, 'id'>
  level: 2 | 3
  namesRack?: boolean
}) {
  const dispatch = useAppDispatch()
  const [inProgress, setInProgress] = useState(false)
  const status = useRackMembershipStatusQuery(
    { rackId: rack.id },
    { pollingInterval: inProgress ? TRANSITION_POLL_MS : 0 },
  )
  const [abort] = useRackMembershipAbortMutation()
  const state = status.data?.state
  useEffect(() => {
    const moving = state === 'in_progress'
    // a change that ended changed the rack's sleds and those waiting to join
    if (inProgress && !moving) dispatch(hardwareApi.util.invalidateTags(['Sled', 'RackMembership']))
    setInProgress(moving)
  }, [state, inProgress, dispatch])
  // a rack with no membership change yet answers 404
  if (isObjectNotFound(status.error) && !status.data) return null
  return (
    <UnlessLoadFailed query={status} title="Could not load the rack’s membership" level={level}>
      {status.data && (
        <div className="rack-membership">
          <SectionHeader title="Rack membership" level={level} />
          <Properties columns={2} label="Rack membership">
            {namesRack && (
              <Property label="Rack">
                <Link href={pb.rack({ rackId: rack.id })}>{rack.id}</Link>
              </Property>
            )}
            <Property label="Membership version">{status.data.version}</Property>
            <Property label="Change">
              <StatusLight variant={stateTones[status.data.state]}>
                {stateWords[status.data.state]}
              </StatusLight>
            </Property>
            <Property label="Started">
              <RelativeTime date={reviveDates(status.data).timeCreated} />
            </Property>
          </Properties>
          {status.data.state === 'in_progress' && (
            <div className="rack-membership-progress">
              <ProgressBar
                label="Members that acknowledged the change"
                value={status.data.members.length - status.data.unacknowledgedMembers.length}
                maxValue={status.data.members.length}
                valueLabel={`${status.data.members.length - status.data.unacknowledgedMembers.length} of ${status.data.members.length}`}
              />
              <Button
                variant="secondary"
                onPress={
                  confirmedAction({
                    id: 'abort-membership',
                    label: 'Abort change',
                    title: 'Abort membership change',
                    content: `Are you sure you want to abort membership version ${status.data.version}? The sleds it adds do not join the rack.`,
                    errorTitle: 'Could not abort the membership change',
                    run: () => abort({ rackId: rack.id }).unwrap(),
                    success: `Membership version ${status.data.version} aborted`,
                  }).onAction
                }
              >
                Abort change
              </Button>
            </div>
          )}
        </div>
      )}
    </UnlessLoadFailed>
  )
}
