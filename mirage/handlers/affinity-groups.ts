/**
 * Affinity and anti-affinity groups and their members, with the real server's rules (contract tag
 * `affinity`): names unique in the project, members are instances of the group's project, an
 * instance joins a group once, and only while it has no VMM (stopped: SPEC §4 'add to affinity
 * group'). Both kinds follow the same rules, so both handler maps are the helpers below with a
 * `GroupKind` (where the kind lives in the db, its words, its lookup).
 */
import { instanceRules } from '~/machines/instance-rules'
import type { AntiAffinityMembership, MockDb, Schemas, Table } from '../db'
import { alreadyExists, badBody, invalidRequest, notFound } from '../errors'
import { antiAffinityGroupFactory, liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import {
  lookupAffinityGroup,
  lookupAntiAffinityGroup,
  lookupInstance,
  lookupProject,
  parentFor,
} from '../lookup'
import type { HandlerMap } from '../operation'
import { type PageQuery, paginateByNameOrId, paginateInProject } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { stringField } from '../validate'

type Instance = Schemas['Instance']

/** Both kinds of group have the same wire shape (AffinityGroup and AntiAffinityGroup). */
export type GroupRecord = Schemas['AntiAffinityGroup']

/** Where a kind of group lives in the db, how the server's messages name it, its lookup. */
export interface GroupKind {
  groups: (db: MockDb) => Table<GroupRecord>
  memberships: (db: MockDb) => Table<AntiAffinityMembership>
  /** 'anti-affinity group', as the server's messages say. */
  child: string
  /** 'anti-affinity-group', the 404's and 409's resource type. */
  type: string
  lookup: (db: MockDb, selector: { group?: string; project?: string }) => GroupRecord
}

export const antiAffinityKind: GroupKind = {
  groups: (db) => db.antiAffinityGroups,
  memberships: (db) => db.antiAffinityMemberships,
  child: 'anti-affinity group',
  type: 'anti-affinity-group',
  lookup: lookupAntiAffinityGroup,
}

export const affinityKind: GroupKind = {
  groups: (db) => db.affinityGroups,
  memberships: (db) => db.affinityMemberships,
  child: 'affinity group',
  type: 'affinity-group',
  lookup: lookupAffinityGroup,
}

/** Contract: a group holds up to 32 members; an instance is in up to 16 groups of a kind. */
export const MAX_GROUP_MEMBERS = 32
export const MAX_GROUPS_PER_INSTANCE = 16

const groupNamed = (kind: GroupKind, db: MockDb, projectId: string, name: string) =>
  kind.groups(db).findBy((row) => row.project_id === projectId && row.name === name)

/** The group's member rows whose instance still exists, with that instance. */
function membersOf(kind: GroupKind, db: MockDb, group: GroupRecord) {
  return kind
    .memberships(db)
    .where((row) => row.group_id === group.id)
    .flatMap((row) => {
      const instance = db.instances.find(row.instance_id)
      return instance ? [{ row, instance }] : []
    })
}

/** The contract's member view: `{ type: 'instance', value: { id, name, run_state } }`. */
export const memberView = (instance: Instance) => ({
  type: 'instance' as const,
  value: { id: instance.id, name: instance.name, run_state: instance.run_state },
})

export function listGroups(kind: GroupKind, db: MockDb, query: PageQuery & { project?: string }) {
  return paginateInProject(db, kind.groups(db), query)
}

export function createGroup(
  kind: GroupKind,
  db: MockDb,
  projectKey: string | undefined,
  body: unknown,
) {
  const project = lookupProject(db, projectKey)
  const { name, description } = identityCreate(body)
  const policy = stringField(body, 'policy')
  if (policy !== 'allow' && policy !== 'fail') {
    throw badBody(`policy: unknown variant \`${policy}\`, expected \`allow\` or \`fail\``)
  }
  const failureDomain = stringField(body, 'failure_domain')
  if (failureDomain !== 'sled') {
    throw badBody(`failure_domain: unknown variant \`${failureDomain}\`, expected \`sled\``)
  }
  failOnSentinelName(name)
  if (groupNamed(kind, db, project.id, name)) throw alreadyExists(kind.type, name)
  return kind.groups(db).insert(
    antiAffinityGroupFactory(liveContext, {
      project_id: project.id,
      name,
      description,
      policy,
      failure_domain: failureDomain,
    }),
  )
}

/** The contract's update: name and description only (policy and failure domain are fixed). */
export function updateGroup(kind: GroupKind, db: MockDb, group: GroupRecord, body: unknown) {
  const patch = identityPatch(group, identityUpdate(body), kind.type, (name) =>
    Boolean(groupNamed(kind, db, group.project_id, name)),
  )
  return kind.groups(db).update(group.id, patch)
}

/** Deleting a group ends its memberships (the instances stay). */
export function deleteGroup(kind: GroupKind, db: MockDb, group: GroupRecord) {
  for (const row of kind.memberships(db).where((candidate) => candidate.group_id === group.id)) {
    kind.memberships(db).remove(row.id)
  }
  kind.groups(db).remove(group.id)
}

export function listMembers(kind: GroupKind, db: MockDb, group: GroupRecord, query: PageQuery) {
  const page = paginateByNameOrId(
    membersOf(kind, db, group).map(({ instance }) => instance),
    query,
  )
  return { items: page.items.map(memberView), next_page: page.next_page }
}

/** An instance named in a member path: by id, or by name in the group's project. */
function memberInstance(db: MockDb, group: GroupRecord, key: string) {
  const instance = lookupInstance(db, { instance: key, project: parentFor(key, group.project_id) })
  if (instance.project_id !== group.project_id) {
    throw invalidRequest('instance must be in the same project as the group')
  }
  return instance
}

const memberNotFound = (kind: GroupKind, key: string) => notFound(`${kind.type}-member`, key)

export function viewMember(kind: GroupKind, db: MockDb, group: GroupRecord, key: string) {
  const instance = memberInstance(db, group, key)
  const member = membersOf(kind, db, group).find((m) => m.instance.id === instance.id)
  if (!member) throw memberNotFound(kind, key)
  return memberView(instance)
}

/**
 * Like Nexus: only an instance without a VMM (stopped: SPEC §4's 'add to affinity group', the
 * rule table the console asks too) may join; a running one is the server's 400, in its words.
 */
export function addMember(kind: GroupKind, db: MockDb, group: GroupRecord, key: string) {
  const instance = memberInstance(db, group, key)
  const members = membersOf(kind, db, group)
  if (members.some((m) => m.instance.id === instance.id)) {
    throw alreadyExists(`${kind.type}-member`, instance.id)
  }
  if (!instanceRules.can('addToAffinityGroup', instance.run_state)) {
    throw invalidRequest(
      `Instance cannot be added to ${kind.child} in state: ${instance.run_state}`,
    )
  }
  if (members.length >= MAX_GROUP_MEMBERS) {
    throw invalidRequest(`${kind.child} already has maximum allowed members (${MAX_GROUP_MEMBERS})`)
  }
  const groupsOfInstance = kind
    .memberships(db)
    .where((row) => row.instance_id === instance.id).length
  if (groupsOfInstance >= MAX_GROUPS_PER_INSTANCE) {
    throw invalidRequest(
      `instance may not be in more than ${MAX_GROUPS_PER_INSTANCE} ${kind.child}s`,
    )
  }
  kind.memberships(db).insert({
    id: liveContext.ids.uuid(),
    group_id: group.id,
    instance_id: instance.id,
  })
  return memberView(instance)
}

export function removeMember(kind: GroupKind, db: MockDb, group: GroupRecord, key: string) {
  const instance = memberInstance(db, group, key)
  const member = membersOf(kind, db, group).find((m) => m.instance.id === instance.id)
  if (!member) throw memberNotFound(kind, key)
  kind.memberships(db).remove(member.row.id)
}

/** `/v1/instances/{instance}/…-groups`: the groups of this kind the instance is in. */
export function groupsOfInstance(
  kind: GroupKind,
  db: MockDb,
  selector: { instance?: string; project?: string },
  query: PageQuery,
) {
  const instance = lookupInstance(db, selector)
  const groupIds = new Set(
    kind
      .memberships(db)
      .where((row) => row.instance_id === instance.id)
      .map((row) => row.group_id),
  )
  return paginateByNameOrId(
    kind.groups(db).where((row) => groupIds.has(row.id)),
    query,
  )
}

export const antiAffinityGroupHandlers = {
  anti_affinity_group_list: ({ db, query }) => listGroups(antiAffinityKind, db, query),

  anti_affinity_group_create: ({ db, query, body }) =>
    createGroup(antiAffinityKind, db, query.project, body),

  anti_affinity_group_view: ({ db, params, query }) =>
    lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),

  anti_affinity_group_update: ({ db, params, query, body }) =>
    updateGroup(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
      body,
    ),

  anti_affinity_group_delete: ({ db, params, query }) => {
    deleteGroup(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
    )
  },

  anti_affinity_group_member_list: ({ db, params, query }) =>
    listMembers(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
      query,
    ),

  anti_affinity_group_member_instance_view: ({ db, params, query }) =>
    viewMember(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
      params.instance,
    ),

  anti_affinity_group_member_instance_add: ({ db, params, query }) =>
    addMember(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
      params.instance,
    ),

  anti_affinity_group_member_instance_delete: ({ db, params, query }) => {
    removeMember(
      antiAffinityKind,
      db,
      lookupAntiAffinityGroup(db, { ...query, group: params.anti_affinity_group }),
      params.instance,
    )
  },

  instance_anti_affinity_group_list: ({ db, params, query }) =>
    groupsOfInstance(antiAffinityKind, db, { ...query, instance: params.instance }, query),
} satisfies HandlerMap

export const affinityGroupHandlers = {
  affinity_group_list: ({ db, query }) => listGroups(affinityKind, db, query),

  affinity_group_create: ({ db, query, body }) =>
    createGroup(affinityKind, db, query.project, body),

  affinity_group_view: ({ db, params, query }) =>
    lookupAffinityGroup(db, { ...query, group: params.affinity_group }),

  affinity_group_update: ({ db, params, query, body }) =>
    updateGroup(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
      body,
    ),

  affinity_group_delete: ({ db, params, query }) => {
    deleteGroup(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
    )
  },

  affinity_group_member_list: ({ db, params, query }) =>
    listMembers(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
      query,
    ),

  affinity_group_member_instance_view: ({ db, params, query }) =>
    viewMember(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
      params.instance,
    ),

  affinity_group_member_instance_add: ({ db, params, query }) =>
    addMember(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
      params.instance,
    ),

  affinity_group_member_instance_delete: ({ db, params, query }) => {
    removeMember(
      affinityKind,
      db,
      lookupAffinityGroup(db, { ...query, group: params.affinity_group }),
      params.instance,
    )
  },

  instance_affinity_group_list: ({ db, params, query }) =>
    groupsOfInstance(affinityKind, db, { ...query, instance: params.instance }, query),
} satisfies HandlerMap
