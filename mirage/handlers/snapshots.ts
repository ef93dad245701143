import { alreadyExists, invalidRequest } from '../errors'
import { liveContext, snapshotFactory } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupDisk, lookupProject, lookupSnapshot, parentFor } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateInProject } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { stringField } from '../validate'

export const snapshotHandlers = {
  snapshot_list: ({ db, query }) => paginateInProject(db, db.snapshots, query),

  snapshot_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    const diskSelector = stringField(body, 'disk')
    const disk = lookupDisk(db, {
      disk: diskSelector,
      project: parentFor(diskSelector, project.name),
    })
    // SPEC §4: snapshot needs attached or detached
    if (disk.state.state !== 'attached' && disk.state.state !== 'detached') {
      throw invalidRequest(
        `disk cannot be snapshotted in state "${disk.state.state.replaceAll('_', ' ')}"`,
      )
    }
    failOnSentinelName(name)
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
    lookupSnapshot(db, { ...query, snapshot: params.snapshot }),

  snapshot_delete: ({ db, params, query }) => {
    const snapshot = lookupSnapshot(db, { ...query, snapshot: params.snapshot })
    // the real server's rule: deleting would disrupt the saga still creating the snapshot
    if (snapshot.state === 'creating') {
      throw invalidRequest(`snapshot cannot be deleted in state "${snapshot.state}"`)
    }
    db.snapshots.remove(snapshot.id)
  },
} satisfies HandlerMap
