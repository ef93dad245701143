/**
 * What the system update page makes of `/v1/system/update/status` and the repositories: the
 * components per release, newest first, and where each uploaded release stands against the
 * target. Versions compare as semver (lib/semver.ts): the page never offers a downgrade.
 */
import { compareVersions, isNewerVersion } from '~/lib/semver'

export interface ComponentRow {
  /** The release version, or the status's 'install dataset' or 'unknown'. */
  id: string
  count: number
  /** Of all components, 0-100. */
  percent: number
  isTarget: boolean
}

export function componentRows(
  componentsByVersion: Record<string, number>,
  target: string | undefined,
): ComponentRow[] {
  const total = Object.values(componentsByVersion).reduce((sum, count) => sum + count, 0)
  return (
    Object.entries(componentsByVersion)
      // 'install dataset' and 'unknown' rank equal, below every release: then by name
      .sort(([a], [b]) => compareVersions(b, a) || a.localeCompare(b))
      .map(([version, count]) => ({
        id: version,
        count,
        percent: total === 0 ? 0 : Math.round((count / total) * 100),
        isTarget: version === target,
      }))
  )
}

export type ReleaseStanding = 'target' | 'newer' | 'older'

export function releaseStanding(version: string, target: string | undefined): ReleaseStanding {
  if (version === target) return 'target'
  return isNewerVersion(version, target) ? 'newer' : 'older'
}

/** How far the rack is: the components already on the target, of all of them. */
export function targetProgress(rows: ComponentRow[]) {
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const onTarget = rows.find((row) => row.isTarget)?.count ?? 0
  return { onTarget, total }
}
