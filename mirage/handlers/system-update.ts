/**
 * System update: the uploaded TUF repositories, the update status and the target release. The
 * server refuses a target release it has no repository for and one older than the current target
 * (Nexus never downgrades); once a target is set, the planner moves one component to it per
 * `UPDATE_STEP_MS`, applied lazily when the status is read.
 */

import { compareVersions, parseVersion, versionSortKey } from '~/lib/semver'
import type { MockDb } from '../db'
import { badBody, internalError, invalidRequest, MockApiError } from '../errors'
import { lookupUpdateRepository } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate } from '../pagination'
import { FAILING_RELEASE } from '../sentinels'
import { stringField } from '../validate'

/** How long the planner takes to move one component to the target release. */
export const UPDATE_STEP_MS = 60_000

/** Nexus's refusal of a downgrade. */
export const downgradeMessage = (requested: string, current: string) =>
  `Requested target release (${requested}) must not be older than current target release (${current})`

/**
 * The planner's steps since it last planned one: each moves a component from the oldest version
 * still running to the target. Nothing moves while the update is suspended or has no target.
 */
function planSteps(db: MockDb) {
  const { update } = db
  const target = update.targetRelease?.version
  if (!target || update.suspended) return
  const steps = Math.floor(
    (db.timing.now() - Date.parse(update.timeLastStepPlanned)) / UPDATE_STEP_MS,
  )
  if (steps <= 0) return
  const counts = { ...update.componentsByReleaseVersion }
  for (let step = 0; step < steps; step++) {
    const oldest = Object.keys(counts)
      .filter((version) => version !== target && counts[version] > 0)
      .sort(compareVersions)[0]
    if (!oldest) break
    counts[oldest] -= 1
    if (counts[oldest] === 0) delete counts[oldest]
    counts[target] = (counts[target] ?? 0) + 1
  }
  db.update = {
    ...update,
    componentsByReleaseVersion: counts,
    timeLastStepPlanned: new Date(
      Date.parse(update.timeLastStepPlanned) + steps * UPDATE_STEP_MS,
    ).toISOString(),
  }
}

export const systemUpdateHandlers = {
  system_update_status: ({ db }) => {
    planSteps(db)
    const { update } = db
    return {
      components_by_release_version: update.componentsByReleaseVersion,
      contact_support: update.contactSupport,
      suspended: update.suspended,
      target_release: update.targetRelease,
      time_last_step_planned: update.timeLastStepPlanned,
    }
  },

  system_update_repository_list: ({ db, query }) =>
    paginate(
      db.updateRepositories.all().map(({ id: _, ...repository }) => repository),
      query,
      {
        version_descending: {
          key: (repository) => versionSortKey(repository.system_version),
          descending: true,
        },
        version_ascending: { key: (repository) => versionSortKey(repository.system_version) },
      },
    ),

  system_update_repository_view: ({ db, params }) => {
    if (!parseVersion(params.system_version)) {
      throw new MockApiError(
        400,
        'InvalidValue',
        `bad parameter in URL path: system_version: unexpected character in "${params.system_version}"`,
      )
    }
    return lookupUpdateRepository(db, params.system_version)
  },

  target_release_update: ({ db, body }) => {
    const version = stringField(body, 'system_version')
    if (!parseVersion(version)) {
      throw badBody(`system_version: unexpected character in "${version}"`)
    }
    lookupUpdateRepository(db, version)
    const current = db.update.targetRelease?.version
    if (current && compareVersions(version, current) < 0) {
      throw invalidRequest(downgradeMessage(version, current))
    }
    if (version === FAILING_RELEASE) throw internalError()
    planSteps(db)
    const now = new Date(db.timing.now()).toISOString()
    // setting a target resumes an update suspended by a manual support procedure
    db.update = {
      ...db.update,
      targetRelease: { version, time_requested: now },
      suspended: false,
      timeLastStepPlanned: now,
    }
  },
} satisfies HandlerMap
