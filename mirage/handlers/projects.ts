/** Projects, with the real server's rules for names, duplicates and non-empty deletes. */
import type { MockDb } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { projectSiloId } from '../ip-allocation'
import { lookupProject } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { insertProject } from '../records'
import { failOnSentinelName } from '../sentinels'
import { currentUser } from '../session-access'

/**
 * What keeps a project from being deleted, in the order the real server checks. Each resource
 * that lives in a project adds itself here (instances, disks, snapshots, images, …).
 */
const projectChildren: { label: string; names: (db: MockDb, projectId: string) => string[] }[] = [
  {
    label: 'vpc',
    names: (db, projectId) =>
      db.vpcs.where((vpc) => vpc.project_id === projectId).map((vpc) => vpc.name),
  },
]

/** A silo's projects: names are unique within a silo, and a user sees only their silo's. */
const siloProjects = (db: MockDb, siloId: string) =>
  db.projects.where((project) => projectSiloId(db, project.id) === siloId)

const projectNamed = (db: MockDb, siloId: string, name: string) =>
  siloProjects(db, siloId).find((row) => row.name === name)

export const projectHandlers = {
  project_list: ({ db, session, query }) =>
    paginateByNameOrId(siloProjects(db, currentUser(db, session).silo_id), query),

  project_create: ({ db, session, body }) => {
    const { name, description } = identityCreate(body)
    failOnSentinelName(name)
    const siloId = currentUser(db, session).silo_id
    if (projectNamed(db, siloId, name)) throw alreadyExists('project', name)
    return insertProject(db, liveContext, { name, description }, siloId)
  },

  project_view: ({ db, params }) => lookupProject(db, params.project),

  project_update: ({ db, params, body }) => {
    const project = lookupProject(db, params.project)
    const siloId = projectSiloId(db, project.id)
    const patch = identityPatch(project, identityUpdate(body), 'project', (name) =>
      Boolean(projectNamed(db, siloId, name)),
    )
    return db.projects.update(project.id, patch)
  },

  project_delete: ({ db, params }) => {
    const project = lookupProject(db, params.project)
    for (const child of projectChildren) {
      const [first] = child.names(db, project.id)
      if (first !== undefined) {
        throw invalidRequest(`project to be deleted contains a ${child.label}: ${first}`)
      }
    }
    db.projects.remove(project.id)
    db.projectSilos.delete(project.id)
  },
} satisfies HandlerMap
