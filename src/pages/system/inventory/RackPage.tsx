/**
 * A rack's page (`system/inventory/racks/{rackId}`), reached from the rack a sled or a switch
 * names: the rack (rack_view) with how many of the inventory's sleds and switches are in it, and
 * its latest membership change (SledIntake.tsx).
 */
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadingText } from '@/components/LoadingText'
import { Lookup } from '@/components/Lookup'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { wholeListArgs } from '~/lib/whole-list'
import { reviveDates } from '~/store/api'
import { useRackViewQuery, useSledListQuery, useSwitchListQuery } from '~/store/api/system-hardware'
import { isMissing } from './inventory-ui'
import { RackMembership } from './SledIntake'

/** How many of a list's items are in the rack, as a header value. */
const inRack = (rackId: string) => (page: { items: { rackId: string }[] }) =>
  String(page.items.filter((item) => item.rackId === rackId).length)

export default function RackPage() {
  const { rackId } = useRouteParams('rackId')
  const { data, error } = useRackViewQuery({ rackId })
  const sleds = useSledListQuery(wholeListArgs({}))
  const switches = useSwitchListQuery(wholeListArgs({}))
  // in the server's words for a 404, also for an id that is no id (the crumbs' unknown name)
  if (isMissing(error)) throw new NotFoundError(`Not found: rack with id "${rackId}"`)
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="rack" />
  const rack = reviveDates(data)
  return (
    <>
      <ResourceHeader
        kind="rack"
        title={rack.id}
        properties={[
          { label: 'ID', value: rack.id, copy: rack.id },
          {
            label: 'Sleds',
            value: (
              <Lookup query={sleds} what="sleds">
                {inRack(rack.id)}
              </Lookup>
            ),
          },
          {
            label: 'Switches',
            value: (
              <Lookup query={switches} what="switches">
                {inRack(rack.id)}
              </Lookup>
            ),
          },
          { label: 'Created', value: <RelativeTime date={rack.timeCreated} /> },
          { label: 'Modified', value: <RelativeTime date={rack.timeModified} /> },
        ]}
      />
      <RackMembership rack={rack} level={2} />
    </>
  )
}
