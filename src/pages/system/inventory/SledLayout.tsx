/**
 * The sled page (`system/inventory/sleds/{sledId}`): the sled's baseboard, what its instances hold
 * against what it can run, its rack (linked to the rack's page) and its policies in the header, with the provision-policy action in its
 * menu, and the route tabs (its instances).
 */
import { Link } from '@react-spectrum/s2/Link'
import type { ReactNode } from 'react'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadingText } from '@/components/LoadingText'
import { Lookup } from '@/components/Lookup'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { type SledResource, SledShare, useSledAllocated } from '@/resources/sled-capacity'
import { sledAllocation } from '~/lib/sled-capacity'
import { reviveDates } from '~/store/api'
import { useSledViewQuery } from '~/store/api/system-hardware'
import {
  HardwareStateBadge,
  isMissing,
  policyLabel,
  provisionLabel,
  useProvisionPolicyAction,
  useSledParams,
} from './inventory-ui'

export function SledLayout({ children }: { children: ReactNode }) {
  const { sledId } = useSledParams()
  const { data, error } = useSledViewQuery({ sledId })
  const provisionAction = useProvisionPolicyAction()
  const allocated = useSledAllocated([sledId])
  // in the server's words for a 404, also for an id that is no id (the crumbs' unknown name)
  if (isMissing(error)) throw new NotFoundError(`Not found: sled with id "${sledId}"`)
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="sled" />
  const sled = reviveDates(data)
  /** Allocated against usable, once the sled's instances are read. */
  const share = (resource: SledResource) => (
    <Lookup query={allocated} what={resource === 'vcpus' ? 'allocated vCPUs' : 'allocated memory'}>
      {(bySled) => {
        const instancesHold = bySled[sled.id]
        return (
          instancesHold && (
            <SledShare allocation={sledAllocation(sled, instancesHold)} resource={resource} />
          )
        )
      }}
    </Lookup>
  )
  return (
    <>
      <ResourceHeader
        kind="sled"
        title={sled.baseboard.serial}
        badge={<HardwareStateBadge state={sled.state} />}
        menu={[provisionAction(sled)]}
        properties={[
          { label: 'ID', value: sled.id, copy: sled.id },
          {
            label: 'Rack',
            value: <Link href={pb.rack({ rackId: sled.rackId })}>{sled.rackId}</Link>,
            copy: sled.rackId,
          },
          { label: 'Part', value: sled.baseboard.part },
          { label: 'Revision', value: sled.baseboard.revision },
          { label: 'vCPUs', value: share('vcpus') },
          { label: 'Memory', value: share('memory') },
          { label: 'Policy', value: policyLabel(sled.policy) },
          { label: 'Provision policy', value: provisionLabel(sled) },
          { label: 'Created', value: <RelativeTime date={sled.timeCreated} /> },
        ]}
      />
      <RouteTabs label="Sled" tabs={[{ label: 'Instances', href: pb.sledInstances({ sledId }) }]}>
        {children}
      </RouteTabs>
    </>
  )
}
