/**
 * Project images (listed and looked up with `project`) and silo images (without it), promotion
 * of a project image to the silo and demotion of a silo image into a project. Names are unique
 * among a project's images and among the silo's images. An image named `fail-500` cannot be
 * created (a sentinel, sentinels.ts).
 */
import type { MockDb, Schemas } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { imageFactory, liveContext } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupImage, lookupProject, lookupSourceSnapshot } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateChildren } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { requireSiloWrite } from '../session-access'
import { requireBody, stringField } from '../validate'

type Image = Schemas['Image']

const nameTaken = (db: MockDb, name: string, projectId: string | null, except?: Image) =>
  db.images.findBy(
    (row) => row.name === name && row.project_id === projectId && row.id !== except?.id,
  ) !== undefined

export const imageHandlers = {
  image_list: ({ db, query }) => {
    const projectId = query.project ? lookupProject(db, query.project).id : null
    return paginateChildren(db.images, 'project_id', projectId, query)
  },

  image_create: ({ db, query, body }) => {
    const project = lookupProject(db, query.project)
    const { name, description } = identityCreate(body)
    const os = stringField(body, 'os')
    const version = stringField(body, 'version')
    const source = requireBody(requireBody(body).source)
    if (source.type !== 'snapshot') throw invalidRequest('images can only be made from snapshots')
    const snapshot = lookupSourceSnapshot(db, project.id, stringField(source, 'id'))
    if (snapshot.state !== 'ready') {
      throw invalidRequest(`snapshot ${snapshot.name} is not ready: it is ${snapshot.state}`)
    }
    failOnSentinelName(name)
    if (nameTaken(db, name, project.id)) throw alreadyExists('image', name)
    return db.images.insert(
      imageFactory(liveContext, {
        name,
        description,
        os,
        version,
        project_id: project.id,
        size: snapshot.size,
        block_size: db.disks.find(snapshot.disk_id)?.block_size ?? 512,
      }),
    )
  },

  image_view: ({ db, params, query }) => lookupImage(db, { ...query, image: params.image }),

  image_delete: ({ db, session, params, query }) => {
    const image = lookupImage(db, { ...query, image: params.image })
    // a silo image is the silo's (the contract: visible to "all projects in the silo")
    if (image.project_id === null) requireSiloWrite(db, session)
    db.images.remove(image.id)
  },

  image_promote: ({ db, params, query }) => {
    const image = lookupImage(db, { ...query, image: params.image })
    if (image.project_id === null)
      throw invalidRequest(`image ${image.name} is already a silo image`)
    if (nameTaken(db, image.name, null, image)) throw alreadyExists('image', image.name)
    return db.images.update(image.id, { project_id: null, time_modified: liveContext.now() })
  },

  image_demote: ({ db, session, params, query }) => {
    // `project` names where the image goes; the image itself is a silo image
    const project = lookupProject(db, query.project)
    const image = lookupImage(db, { image: params.image })
    if (image.project_id === null) requireSiloWrite(db, session)
    if (image.project_id !== null) throw invalidRequest(`image ${image.name} is not a silo image`)
    if (nameTaken(db, image.name, project.id, image)) throw alreadyExists('image', image.name)
    return db.images.update(image.id, { project_id: project.id, time_modified: liveContext.now() })
  },
} satisfies HandlerMap
