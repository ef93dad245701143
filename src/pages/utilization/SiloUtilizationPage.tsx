/**
 * `/utilization`: how much of its quotas the signed-in user's silo has provisioned
 * (`/v1/utilization`), and how that moved over a chosen time range (`/v1/metrics/{metric_name}`)
 * for the whole silo or one of its projects; for a fleet viewer, the sleds' room for new
 * instances (FleetRoom), since a silo's quota with room left is no promise that one sled has it.
 */
import { Button } from '@react-spectrum/s2/Button'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { LoadingText } from '@/components/LoadingText'
import { PageHeader } from '@/components/PageHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import {
  CAPACITY_RESOURCES,
  type CapacityResource,
  formatAmount,
  quotaStanding,
  remaining,
} from '@/util/capacity'
import { areaInfo } from '@/util/docs'
import { wholeListArgs } from '~/lib/whole-list'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useProjectListQuery } from '~/store/api/projects'
import { useUtilizationViewQuery } from '~/store/api/silos'
import { FleetRoom, useFleetRoomData } from './FleetRoom'
import { CapacityCard, SiloMetricChart, UsageOverTime, useTimeRange } from './utilization-ui'

const standingLight = {
  at: { variant: 'negative', text: 'At quota' },
  near: { variant: 'notice', text: 'Near quota' },
} as const

/** Under a card's bar: at or near the quota in words beside the colour, and what is left. */
function QuotaNote({
  resource,
  provisioned,
  quota,
}: {
  resource: CapacityResource
  provisioned: number
  quota: number
}) {
  const standing = quotaStanding(provisioned, quota)
  return (
    <div className="utilization-meter-note">
      {standing !== 'within' && (
        <StatusLight variant={standingLight[standing].variant}>
          {standingLight[standing].text}
        </StatusLight>
      )}
      {quota > 0 && <span>{formatAmount(resource, remaining(provisioned, quota))} left</span>}
    </div>
  )
}

const projectScope = { param: 'project', label: 'Project', everything: 'All projects' }

export default function SiloUtilizationPage() {
  // what the silo holds changes with every instance started elsewhere in the console
  const utilization = useUtilizationViewQuery(undefined, { refetchOnMountOrArgChange: true })
  const projects = useProjectListQuery(wholeListArgs({}))
  const timeRange = useTimeRange()
  // a fleet viewer sees the sleds' room for new instances here too (it is the same rack)
  const { data: me } = useCurrentUserViewQuery()
  const room = useFleetRoomData(me?.fleetViewer ?? false)
  const failure = queryFailure(utilization.error)
  if (failure) throw failure
  const { data } = utilization

  return (
    <>
      <PageHeader
        title="Utilization"
        info={areaInfo.siloUtilization}
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              timeRange.refresh()
              utilization.refetch()
              room.refetch()
            }}
          >
            Refresh
          </Button>
        }
      />
      <section className="utilization-section" aria-labelledby="silo-capacity">
        <h2 id="silo-capacity">Capacity</h2>
        <p>
          Provisioned against the silo’s quotas. CPUs and memory count while an instance runs;
          storage counts every disk and snapshot.
        </p>
        {data ? (
          <div className="utilization-meters">
            {CAPACITY_RESOURCES.map((resource) => (
              <CapacityCard
                key={resource}
                resource={resource}
                shares={[
                  {
                    label: 'Provisioned',
                    part: data.provisioned[resource],
                    whole: data.capacity[resource],
                  },
                ]}
              >
                <QuotaNote
                  resource={resource}
                  provisioned={data.provisioned[resource]}
                  quota={data.capacity[resource]}
                />
              </CapacityCard>
            ))}
          </div>
        ) : (
          <LoadingText what="capacity" />
        )}
      </section>
      {me?.fleetViewer && <FleetRoom {...room} />}
      <UsageOverTime
        scope={projectScope}
        names={(projects.data?.items ?? []).map((item) => item.name)}
        isLoading={projects.isLoading}
        timeRange={timeRange}
        Chart={SiloMetricChart}
      />
    </>
  )
}
