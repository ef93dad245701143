/**
 * `system/update`: where the rack's software is (the target release, the components on each
 * release, whether automatic update is suspended) and the uploaded releases, with 'Set as target
 * release' through the confirm dialog for releases newer than the target only: the server refuses
 * a downgrade, so the console never offers one (versions compare as semver). Releases are
 * uploaded here too (ReleaseUpload.tsx), verified by the trust roots listed below (TrustRoots.tsx).
 */
import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { ProgressBar } from '@react-spectrum/s2/ProgressBar'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure, useResourceList } from '@/hooks/use-resource-list'
import { areaInfo } from '@/util/docs'
import { type Revived, reviveDates, type TufRepo, type UpdateStatus } from '~/store/api'
import {
  useSystemUpdateRepositoryListQuery,
  useSystemUpdateStatusQuery,
  useTargetReleaseUpdateMutation,
} from '~/store/api/system-update'
import { ReleaseUpload } from './ReleaseUpload'
import { TrustRoots } from './TrustRoots'
import { type ComponentRow, componentRows, releaseStanding, targetProgress } from './update-status'

type ReleaseRow = Revived<TufRepo> & { id: string }

export default function SystemUpdatePage() {
  const status = useSystemUpdateStatusQuery()
  const releases = useResourceList(useSystemUpdateRepositoryListQuery, {
    sortBy: 'version_descending' as const,
  })
  const target = status.data?.targetRelease?.version
  const components = useMemo(
    () => componentRows(status.data?.componentsByReleaseVersion ?? {}, target),
    [status.data, target],
  )
  // a release is named by its version: the table's row id
  const releaseRows = useMemo(
    () => releases.items.map((repo) => ({ ...repo, id: repo.systemVersion })),
    [releases.items],
  )
  const failure = queryFailure(status.error)
  if (failure) throw failure

  return (
    <>
      <PageHeader title="System Update" info={areaInfo.systemUpdate} />
      {status.data?.contactSupport && <SupportWarning />}
      <UpdateSummary status={status.data} components={components} />

      <SectionHeader title="Components by release" />
      <ResourceTable<ComponentRow>
        label="Components by release"
        items={components}
        isLoading={status.isLoading}
        columns={[
          {
            id: 'version',
            name: 'Release',
            isRowHeader: true,
            minWidth: 160,
            cell: (row) => (row.isTarget ? `${row.id} (target)` : row.id),
          },
          textColumn('count', 'Components', (row) => row.count),
          { id: 'share', name: 'Share', cell: (row) => `${row.percent} %` },
        ]}
        empty={{
          title: 'No components reported',
          body: 'The update planner has not reported any component yet.',
        }}
      />

      <ReleaseUpload />

      <SectionHeader title="Releases" />
      <ResourceTable<ReleaseRow>
        label="Releases"
        items={releaseRows}
        isLoading={releases.isLoading}
        pagination={releases.pagination}
        columns={[
          { id: 'version', name: 'Version', isRowHeader: true, cell: (repo) => repo.systemVersion },
          { id: 'file', name: 'File name', minWidth: 180, cell: (repo) => repo.fileName },
          {
            id: 'uploaded',
            name: 'Uploaded',
            sortValue: (repo) => repo.timeCreated.getTime(),
            cell: (repo) => <RelativeTime date={repo.timeCreated} />,
          },
          {
            id: 'target',
            name: 'Target release',
            minWidth: 170,
            cell: (repo) => <ReleaseAction version={repo.systemVersion} target={target} />,
          },
        ]}
        empty={{
          title: 'No releases uploaded',
          body: 'Upload a release repository above to update the rack.',
        }}
      />

      <TrustRoots />
    </>
  )
}

function SupportWarning() {
  return (
    <div className="system-update-warning">
      <InlineAlert variant="negative">
        {/* a section of the page, whose title is its h1 */}
        <Heading level={2}>Contact Oxide support</Heading>
        <Content>
          The system has detected conditions that Oxide support needs to resolve. Contact support
          before you start an update, or now if one has just completed.
        </Content>
      </InlineAlert>
    </div>
  )
}

function UpdateSummary({
  status,
  components,
}: {
  status: UpdateStatus | undefined
  components: ComponentRow[]
}) {
  if (!status) return null
  const { targetRelease, suspended, timeLastStepPlanned } = reviveDates(status)
  const { onTarget, total } = targetProgress(components)
  return (
    <>
      <Properties columns={2} label="Update status">
        <Property label="Target release">{targetRelease?.version ?? 'None set'}</Property>
        <Property label="Target set">
          {targetRelease ? <RelativeTime date={targetRelease.timeRequested} /> : '—'}
        </Property>
        <Property label="Automatic update">
          <StatusLight variant={suspended ? 'notice' : 'positive'}>
            {suspended ? 'Suspended' : 'Active'}
          </StatusLight>
        </Property>
        <Property label="Last step planned">
          <RelativeTime date={timeLastStepPlanned} />
        </Property>
      </Properties>
      {targetRelease && total > 0 && (
        <div className="system-update-progress">
          {/* the planner's progress toward the target: a progress bar, not a meter */}
          <ProgressBar
            label={`Components on ${targetRelease.version}`}
            value={onTarget}
            maxValue={total}
            valueLabel={`${onTarget} of ${total}`}
          />
        </div>
      )}
    </>
  )
}

/**
 * 'Set as target' for a release newer than the target, through the confirm dialog; the target
 * and older releases say where they stand instead (the server refuses a downgrade).
 */
function ReleaseAction({ version, target }: { version: string; target: string | undefined }) {
  const [setTarget] = useTargetReleaseUpdateMutation()
  const standing = releaseStanding(version, target)
  if (standing === 'target') return <StatusLight variant="positive">Current target</StatusLight>
  if (standing === 'older') return <span className="system-update-older">Older than target</span>
  const action = confirmedAction({
    id: 'set-target',
    label: 'Set as target release',
    title: 'Set target release',
    content: `Are you sure you want to set ${version} as the target release? The rack starts updating its software to ${version} at once.`,
    actionLabel: 'Set as target',
    // an update replaces the software, not data: nothing is taken away
    variant: 'confirmation',
    errorTitle: 'Could not set target release',
    run: () => setTarget({ setTargetReleaseParams: { systemVersion: version } }).unwrap(),
    success: `Target release set to ${version}`,
  })
  return (
    <Button
      variant="secondary"
      size="S"
      aria-label={`Set ${version} as target release`}
      onPress={action.onAction}
    >
      Set as target
    </Button>
  )
}
