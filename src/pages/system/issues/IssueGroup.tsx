/**
 * One kind of fleet issue on the issues page: its issues, each a link to where it is dealt with;
 * a spinner while its source is read, shown at least SPEC §9's minimum so a quick answer does not
 * make it flash; what the source said when it could not be read. A kind with no issues is not
 * shown, once its spinner has had its time.
 */
import { Link } from '@react-spectrum/s2/Link'
import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { StatusLight } from '@react-spectrum/s2/StatusLight'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import type { FleetIssue } from './fleet-issues'

/** One source's issues: undefined while it loads; `error` when it could not be read. */
export interface IssueSource {
  issues?: FleetIssue[]
  error?: unknown
}

export function IssueGroup({
  kind,
  title,
  issues,
  error,
}: IssueSource & { kind: string; title: string }) {
  const checking = useMinimumDisplay(!issues && !error)
  if (!checking && !error && issues?.length === 0) return null
  const headingId = `issues-${kind}`
  return (
    <section className="issue-group" aria-labelledby={headingId}>
      <h3 className="issue-group-title" id={headingId}>
        {title}
        {issues && !checking && ` (${issues.length})`}
      </h3>
      {checking ? (
        <ProgressCircle isIndeterminate size="S" aria-label={`Checking ${title.toLowerCase()}…`} />
      ) : error ? (
        <LoadFailedAlert title={`Could not check ${title.toLowerCase()}`} error={error} level={4} />
      ) : (
        <ul className="issue-list">
          {issues?.map((issue) => (
            <li key={issue.id} className="issue">
              <StatusLight variant={issue.severity === 'critical' ? 'negative' : 'notice'}>
                {issue.severity === 'critical' ? 'Critical' : 'Warning'}
              </StatusLight>
              <div className="issue-text">
                <Link href={issue.href}>{issue.title}</Link>
                <span className="issue-detail">{issue.detail}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
