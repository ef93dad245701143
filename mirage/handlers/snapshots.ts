/**
 * Snapshots: a point-in-time copy of a disk, which must be attached or detached (SPEC §4). A
 * snapshot named `fail-500` cannot be created (a sentinel, DESIGN.md). Images keep their own copy
 * of the blocks, so a snapshot an image was made from can still be deleted; one still being
 * created cannot.
 */
import type { MockDb } from '../db'
import { alreadyExists, internalError, invalidRequest, notFound } from '../errors'
import { liveContext, snapshotFactory } from '../factories'
import { isUuid, lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { nameField, stringField } from '../validate'
import { lookupDisk } from './disks'

export const SNAPSHOT_FAIL_500 = 'fail-500'

export function lookupSnapshot(db: MockDb, selector: { snapshot?: string; project?: string }) {
  const { snapshot: snapshotSelector, project } = selector
  if (!snapshotSelector) throw invalidRequest('snapshot must be specified')
  if (isUuid(snapshotSelector) && project) {
    throw invalidRequest('when providing snapshot as an ID project should not be specified')
  }
  if (!isUuid(snapshotSelector) && !project) {
    throw invalidRequest('project is required when snapshot is specified by name')
  }
  const snapshot = isUuid(snapshotSelector)
    ? db.snapshots.find(snapshotSelector)
    : db.snapshots.findBy(
        (row) => row.name === snapshotSelector && row.project_id === lookupProject(db, project).id,
      )
  if (!snapshot) throw notFound('snapshot', snapshotSelector)
  return snapshot
}

export const snapshotHandlers = {
  snapshot_list: ({ db, query }) => {
    const project = lookupProject(db, query.project)
    return paginateByNameOrId(
      db.snapshots.where((snapshot) => snapshot.project_id === project.id),
      query,
    )
  },

  snapshot_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const name = nameField(body, 'name')
    const description = stringField(body, 'description')
    const diskSelector = stringField(body, 'disk')
    const disk = lookupDisk(db, {
      disk: diskSelector,
      project: isUuid(diskSelector) ? undefined : project.name,
    })
    // SPEC §4: snapshot needs attached or detached
    if (disk.state.state !== 'attached' && disk.state.state !== 'detached') {
      throw invalidRequest(
        `disk cannot be snapshotted in state "${disk.state.state.replaceAll('_', ' ')}"`,
      )
    }
    if (name === SNAPSHOT_FAIL_500) throw internalError()
    if (db.snapshots.findBy((row) => row.project_id === project.id && row.name === name)) {
      throw alreadyExists('snapshot', name)
    }
    return db.snapshots.insert(
      snapshotFactory(liveContext, {
        name,
        description,
        project_id: project.id,
        disk_id: disk.id,
        size: disk.size,
      }),
    )
  },

  snapshot_view: ({ db, params, query }) =>
    lookupSnapshot(db, { snapshot: params.snapshot, project: query.project }),

  snapshot_delete: ({ db, params, query }) => {
    const snapshot = lookupSnapshot(db, { snapshot: params.snapshot, project: query.project })
    // the real server's rule: deleting would disrupt the saga still creating the snapshot
    if (snapshot.state === 'creating') {
      throw invalidRequest(`snapshot cannot be deleted in state "${snapshot.state}"`)
    }
    db.snapshots.remove(snapshot.id)
  },
} satisfies HandlerMap
