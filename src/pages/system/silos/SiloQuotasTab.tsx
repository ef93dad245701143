/**
 * `silos/{silo}/quotas`: what the silo has provisioned against each quota (CPUs and memory of
 * running instances, storage of disks and snapshots), as numbers and a bar, saying when it is
 * near (90 %) or at (100 %) the quota, like the issues page's flags.
 */
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { LoadingText } from '@/components/LoadingText'
import { CreateLink } from '@/components/PageHeader'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import {
  formatQuotaAmount,
  type QuotaResource,
  quotaLabels,
  usedPercent,
  useSiloParams,
} from '@/resources/silos'
import { useSiloUtilizationViewQuery } from '~/store/api/system-silos'

/** The issues page's thresholds: at or over a quota from 100 %, near it from 90 %. */
const standing = (percent: number) =>
  percent >= 100 ? ' — at quota' : percent >= 90 ? ' — near quota' : ''

const RESOURCES: readonly QuotaResource[] = ['cpus', 'memory', 'storage']

const meterGridStyle = {
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  marginBlock: 16,
} as const

export default function SiloQuotasTab() {
  const { silo } = useSiloParams()
  const { data, error } = useSiloUtilizationViewQuery({ silo })
  const failure = queryFailure(error)
  if (failure) throw failure
  return (
    <>
      <SectionHeader title="Quotas">
        <CreateLink
          variant="accent"
          label="Edit quotas"
          href={pb.siloQuotasEdit({ silo })}
          requires="system.silo.update"
        />
      </SectionHeader>
      <p>
        CPUs and memory count against the quota while an instance runs; storage counts every disk
        and snapshot.
      </p>
      {data ? (
        <div style={meterGridStyle}>
          {RESOURCES.map((resource) => {
            const provisioned = data.provisioned[resource]
            const quota = data.allocated[resource]
            const percent = usedPercent(provisioned, quota)
            return (
              <div key={resource}>
                <ProgressBar
                  label={quotaLabels[resource]}
                  value={Math.min(percent, 100)}
                  valueLabel={`${percent} %`}
                  size="L"
                />
                <p>
                  {`${formatQuotaAmount(resource, provisioned)} of ${formatQuotaAmount(resource, quota)} (${percent} %)${standing(percent)}`}
                </p>
              </div>
            )
          })}
        </div>
      ) : (
        <LoadingText what="quotas" />
      )}
    </>
  )
}
