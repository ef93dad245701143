/**
 * `/utilization`: how much of its quotas the signed-in user's silo has provisioned
 * (`/v1/utilization`), and how that moved over a chosen time range (`/v1/metrics/{metric_name}`)
 * for the whole silo or one of its projects.
 */
import { Button } from '@react-spectrum/s2/Button'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { LoadingText } from '@/components/LoadingText'
import { PageHeader } from '@/components/PageHeader'
import { listFailure } from '@/hooks/use-resource-list'
import { wholeListArgs } from '@/route-queries'
import {
  CAPACITY_RESOURCES,
  type CapacityResource,
  formatAmount,
  quotaStanding,
  remaining,
} from '@/util/capacity'
import { areaInfo } from '@/util/docs'
import { useSiloMetricQuery } from '~/store/api/metrics'
import { useProjectListQuery } from '~/store/api/projects'
import { useUtilizationViewQuery } from '~/store/api/silos'
import {
  CapacityCard,
  ChartGrid,
  ChartToolbar,
  METRIC_PAGE_LIMIT,
  ProvisioningChart,
  provisioningMetrics,
  ScopePicker,
  TimeRangePicker,
  useSearchParam,
  useTimeRange,
} from './utilization-ui'

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

function SiloMetricChart({
  metric,
  project,
  start,
  end,
}: {
  metric: (typeof provisioningMetrics)[number]
  project: string
  start: Date
  end: Date
}) {
  const result = useSiloMetricQuery({
    metricName: metric.name,
    project: project || undefined,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    limit: METRIC_PAGE_LIMIT,
  })
  return <ProvisioningChart metric={metric} result={result} />
}

export default function SiloUtilizationPage() {
  // what the silo holds changes with every instance started elsewhere in the console
  const utilization = useUtilizationViewQuery(undefined, { refetchOnMountOrArgChange: true })
  const projects = useProjectListQuery(wholeListArgs({}))
  const [project, setProject] = useSearchParam('project')
  const { range, start, end, refresh } = useTimeRange()
  const failure = listFailure(utilization.error)
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
              refresh()
              utilization.refetch()
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
      <section className="utilization-section" aria-labelledby="silo-usage">
        <h2 id="silo-usage">Usage over time</h2>
        <ChartToolbar>
          <ScopePicker
            label="Project"
            everything="All projects"
            names={(projects.data?.items ?? []).map((item) => item.name)}
            isLoading={projects.isLoading}
            value={project}
            onChange={setProject}
          />
          <TimeRangePicker range={range} />
        </ChartToolbar>
        <ChartGrid>
          {provisioningMetrics.map((metric) => (
            <SiloMetricChart
              key={metric.name}
              metric={metric}
              project={project}
              start={start}
              end={end}
            />
          ))}
        </ChartGrid>
      </section>
    </>
  )
}
