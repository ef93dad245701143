/**
 * `system/issues`: the operator's worklist, what the API says is wrong with the fleet grouped by
 * kind with counts, each issue a link to where it is dealt with (fleet-issues.ts), and the audit
 * log of the last hours or days, newest first. Each source loads and fails on its own: a section
 * that could not be read says so and the others still show.
 */
import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { IllustratedMessage } from '@react-spectrum/s2/IllustratedMessage'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo, useState } from 'react'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import { useResourceList } from '@/hooks/use-resource-list'
import {
  auditLogColumns,
  DEFAULT_AUDIT_LOG_RANGE,
  rangeStart,
  useActorNames,
} from '@/resources/audit-log'
import { portLinkOf } from '@/resources/rack-networking'
import { areaInfo } from '@/util/docs'
import { type PresetRangeId, presetRanges } from '@/util/time-range'
import { wholeListArgs } from '~/lib/whole-list'
import type { AuditLogEntry, Revived } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useProjectListQuery } from '~/store/api/projects'
import { useAuditLogListQuery } from '~/store/api/system-audit-log'
import {
  switchPortKey,
  useFailedInstanceListQuery,
  useNetworkingSwitchPortListQuery,
  usePhysicalDiskListQuery,
  useSledListQuery,
  useSwitchPortLinksQuery,
} from '~/store/api/system-hardware'
import {
  useNetworkingBfdStatusQuery,
  useNetworkingBgpStatusQuery,
} from '~/store/api/system-networking'
import { useSiloUtilizationListQuery } from '~/store/api/system-silos'
import { useSystemUpdateStatusQuery } from '~/store/api/system-update'
import {
  bfdSessionIssues,
  bgpPeerIssues,
  type FleetIssue,
  ISSUE_KINDS,
  type IssueKind,
  instanceIssues,
  physicalDiskIssues,
  siloQuotaIssues,
  sledIssues,
  switchPortIssues,
  updateIssues,
} from './fleet-issues'
import { IssueGroup, type IssueSource } from './IssueGroup'

export default function SystemIssuesPage() {
  return (
    <>
      <PageHeader title="Issues" info={areaInfo.issues} />
      <FleetIssues />
      <AuditLog />
    </>
  )
}

function useIssueSources(): Record<IssueKind, IssueSource> {
  const status = useSystemUpdateStatusQuery()
  const sleds = useSledListQuery(wholeListArgs({}))
  const disks = usePhysicalDiskListQuery(wholeListArgs({}))
  const utilization = useSiloUtilizationListQuery(wholeListArgs({}))
  const projects = useProjectListQuery(wholeListArgs({}))
  const { data: me } = useCurrentUserViewQuery()
  const sledIds = useMemo(() => sleds.data?.items.map((sled) => sled.id), [sleds.data])
  const projectNames = useMemo(
    () => projects.data?.items.map((project) => project.name),
    [projects.data],
  )
  const failed = useFailedInstanceListQuery(
    sledIds && projectNames && me
      ? { sledIds, projects: projectNames, siloName: me.siloName }
      : skipToken,
  )
  const bgpPeers = useNetworkingBgpStatusQuery()
  const bfdSessions = useNetworkingBfdStatusQuery()
  const ports = useNetworkingSwitchPortListQuery(wholeListArgs({}))
  // only the ports meant to carry traffic: those with settings applied
  const configuredPorts = useMemo(
    () => ports.data?.items.filter((port) => port.portSettingsId),
    [ports.data],
  )
  const links = useSwitchPortLinksQuery(configuredPorts ? { ports: configuredPorts } : skipToken)
  return useMemo(() => {
    const source = <T,>(
      query: { data?: T; error?: unknown },
      find: (data: T) => FleetIssue[],
    ): IssueSource => ({
      issues: query.data === undefined ? undefined : find(query.data),
      error: query.error,
    })
    return {
      update: source(status, updateIssues),
      sled: source(sleds, (page) => sledIssues(page.items)),
      // the sleds first: an expunged sled's disks are its issue, not theirs
      'physical-disk': sleds.isLoading
        ? {}
        : source(disks, (page) => physicalDiskIssues(page.items, sleds.data?.items ?? [])),
      'silo-quota': source(utilization, (page) => siloQuotaIssues(page.items)),
      instance: {
        // the sleds' and projects' of now only: while another set's are asked, loading
        issues: failed.currentData && instanceIssues(failed.currentData, new Date()),
        error: failed.error ?? sleds.error ?? projects.error,
      },
      'bgp-peer': source(bgpPeers, bgpPeerIssues),
      'bfd-session': source(bfdSessions, bfdSessionIssues),
      'switch-port': {
        issues:
          configuredPorts &&
          links.data &&
          switchPortIssues(configuredPorts, (port) =>
            portLinkOf(links.data?.[switchPortKey(port)]),
          ),
        error: ports.error ?? links.error,
      },
    }
  }, [
    status,
    sleds,
    disks,
    utilization,
    failed,
    projects.error,
    bgpPeers,
    bfdSessions,
    configuredPorts,
    links,
    ports.error,
  ])
}

function FleetIssues() {
  const sources = useIssueSources()
  const groups = ISSUE_KINDS.map((group) => ({ ...group, ...sources[group.kind] }))
  const settled = groups.every((group) => group.issues !== undefined || group.error)
  // the groups' spinners began with the page's and are held as long (SPEC §9): the total and the
  // all-clear wait for the last of them
  const checking = useMinimumDisplay(!settled)
  const nothingToShow = groups.every((group) => !group.error && group.issues?.length === 0)
  const total = groups.reduce((sum, group) => sum + (group.issues?.length ?? 0), 0)
  return (
    <section className="issues-section" aria-labelledby="fleet-issues-title">
      <SectionHeader title="Fleet issues" titleId="fleet-issues-title">
        {!checking && (
          <span className="issues-total">
            {total} {total === 1 ? 'issue' : 'issues'}
          </span>
        )}
      </SectionHeader>
      {!checking && nothingToShow ? (
        <IllustratedMessage>
          <Heading level={3}>No known issues</Heading>
          <Content>The fleet has no known issues.</Content>
        </IllustratedMessage>
      ) : (
        groups.map((group) => <IssueGroup key={group.kind} {...group} />)
      )}
    </section>
  )
}

function AuditLog() {
  const [range, setRange] = useState<PresetRangeId>(DEFAULT_AUDIT_LOG_RANGE)
  const [startTime, setStartTime] = useState(() => rangeStart(DEFAULT_AUDIT_LOG_RANGE, Date.now()))
  const log = useResourceList(
    useAuditLogListQuery,
    { startTime, sortBy: 'time_and_id_descending' as const },
    {
      // a section of the page: its failure shows in it, and the fleet's issues stay
      failsInPlace: true,
      // the rows of this range and page only, never the previous one's while it loads
      currentRowsOnly: true,
      // read when a range is chosen or Refresh pressed: a range counts back from that moment
      pausePolling: true,
    },
  )
  const names = useActorNames()

  /** From the first page, over the range up to now. */
  const showRange = (next: PresetRangeId) => {
    const start = rangeStart(next, Date.now())
    setRange(next)
    log.pagination.state.reset()
    if (start === startTime) log.refetch()
    else setStartTime(start)
  }

  return (
    <section className="issues-section" aria-labelledby="audit-log-title">
      <div className="section-header audit-log-header">
        <h2 className="section-title" id="audit-log-title">
          Audit log
        </h2>
        <div className="audit-log-controls">
          <Picker
            label="Time range"
            labelPosition="side"
            selectedKey={range}
            onSelectionChange={(key) => {
              const choice = presetRanges.find((candidate) => candidate.id === key)
              if (choice) showRange(choice.id)
            }}
          >
            {presetRanges.map((choice) => (
              <PickerItem key={choice.id} id={choice.id}>
                {choice.label}
              </PickerItem>
            ))}
          </Picker>
          <ActionButton onPress={() => showRange(range)}>Refresh</ActionButton>
        </div>
      </div>
      {log.error ? (
        <LoadFailedAlert title="Could not read the audit log" error={log.error} level={3} />
      ) : (
        <ResourceTable<Revived<AuditLogEntry>>
          label="Audit log"
          items={log.items}
          isLoading={log.isLoading}
          pagination={log.pagination}
          columns={auditLogColumns(names)}
          empty={{
            title: 'Nothing in the audit log',
            body: 'Nothing changed in this time range. Choose a longer one to see more.',
          }}
        />
      )}
    </section>
  )
}
