/**
 * System update: the uploaded TUF repositories, the update status and the target release, and
 * the updates trust store. The server refuses a target release it has no repository for and one
 * older than the current target (Nexus never downgrades); once a target is set, the planner moves
 * one component to it per `UPDATE_STEP_MS`, applied lazily when the status is read. An uploaded
 * repository is verified by the trust store (contract: system_update_repository_upload): with no
 * root role there, or under the sentinel file name, it is refused.
 */

import { ARTIFACTS_FILE } from '~/lib/release-repository'
import { rootRoleShapeProblem } from '~/lib/root-role'
import { compareVersions, parseVersion, versionSortKey } from '~/lib/semver'
import { readZipTextFiles } from '~/lib/zip'
import type { MockDb } from '../db'
import { badBody, badQuery, internalError, invalidRequest, MockApiError, notFound } from '../errors'
import { hex, randomUuid } from '../ids'
import { lookupUpdateRepository, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateById } from '../pagination'
import { FAILING_RELEASE, UNTRUSTED_RELEASE_FILE_NAME } from '../sentinels'
import { stringField } from '../validate'

/** The trust store's refusal of a repository no trusted root role signed. */
export const UNTRUSTED_REPOSITORY_MESSAGE =
  'failed to verify repository: its root role is not signed by any trusted root role'
/** What the server says of an upload that is not a release repository's zip. */
export const NOT_A_REPOSITORY_MESSAGE = `invalid repository: not a zip archive holding ${ARTIFACTS_FILE} with a system version`

/** The system version the repository's artifacts name; undefined when it is not a repository. */
function repositoryVersion(bytes: Uint8Array | undefined) {
  const files = bytes && readZipTextFiles(bytes)
  const artifacts = Object.entries(files ?? {}).find(([path]) =>
    path.split('/').includes(ARTIFACTS_FILE),
  )?.[1]
  if (!artifacts) return undefined
  try {
    const version = (JSON.parse(artifacts) as { system_version?: unknown }).system_version
    return typeof version === 'string' && parseVersion(version) ? version : undefined
  } catch {
    return undefined
  }
}

const lookupTrustRoot = (db: MockDb, id: string) => {
  const root = db.trustRoots.find(uuidParam(id, 'trust_root_id'))
  if (!root) throw notFound('updates trust root', id)
  return root
}

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
  const target = update.target_release?.version
  if (!target || update.suspended) return
  const steps = Math.floor(
    (db.timing.now() - Date.parse(update.time_last_step_planned)) / UPDATE_STEP_MS,
  )
  if (steps <= 0) return
  const counts = { ...update.components_by_release_version }
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
    components_by_release_version: counts,
    time_last_step_planned: new Date(
      Date.parse(update.time_last_step_planned) + steps * UPDATE_STEP_MS,
    ).toISOString(),
  }
}

export const systemUpdateHandlers = {
  system_update_status: ({ db }) => {
    planSteps(db)
    return { ...db.update }
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

  system_update_repository_upload: async ({ db, query, request }) => {
    const fileName = query.file_name
    if (fileName === undefined) throw badQuery('missing field `file_name`')
    const version = repositoryVersion(request.requestBytes)
    if (!version || !request.requestBytes) throw invalidRequest(NOT_A_REPOSITORY_MESSAGE)
    if (db.trustRoots.size === 0 || fileName === UNTRUSTED_RELEASE_FILE_NAME) {
      throw invalidRequest(UNTRUSTED_REPOSITORY_MESSAGE)
    }
    const existing = db.updateRepositories.find(version)
    if (existing) {
      const { id: _, ...repo } = existing
      return { repo, status: 'already_exists' as const }
    }
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(request.requestBytes))
    const repo = {
      system_version: version,
      file_name: fileName,
      hash: hex(new Uint8Array(digest)),
      time_created: new Date(db.timing.now()).toISOString(),
    }
    db.updateRepositories.insert({ id: version, ...repo })
    return { repo, status: 'inserted' as const }
  },

  system_update_trust_root_list: ({ db, query }) => paginateById(db.trustRoots.all(), query),

  system_update_trust_root_view: ({ db, params }) => lookupTrustRoot(db, params.trust_root_id),

  system_update_trust_root_create: ({ db, body }) => {
    const problem = rootRoleShapeProblem(body)
    if (problem) throw badBody(problem)
    return db.trustRoots.insert({
      id: randomUuid(),
      root_role: body,
      time_created: new Date(db.timing.now()).toISOString(),
    })
  },

  system_update_trust_root_delete: ({ db, params }) => {
    db.trustRoots.remove(lookupTrustRoot(db, params.trust_root_id).id)
  },

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
    const current = db.update.target_release?.version
    if (current && compareVersions(version, current) < 0) {
      throw invalidRequest(downgradeMessage(version, current))
    }
    if (version === FAILING_RELEASE) throw internalError()
    planSteps(db)
    const now = new Date(db.timing.now()).toISOString()
    // setting a target resumes an update suspended by a manual support procedure
    db.update = {
      ...db.update,
      target_release: { version, time_requested: now },
      suspended: false,
      time_last_step_planned: now,
    }
  },
} satisfies HandlerMap
