/**
 * The two kinds of group the contract has (tag `affinity`), as the mock stores them: where each
 * kind lives in the db, how the server's messages name it, and the lookup by `NameOrId`.
 * Instance create (instances.ts) looks anti-affinity groups up here; the handlers of both kinds,
 * which look instances up in turn, are in affinity-groups.ts (so no import cycle).
 */
import type { AntiAffinityMembership, MockDb, Schemas, Table } from '../db'
import { inProject, lookupChild } from '../lookup'

/** Both kinds of group have the same wire shape (AffinityGroup and AntiAffinityGroup). */
export type GroupRecord = Schemas['AntiAffinityGroup']

/** Where a kind of group lives in the db and how the server's messages name it. */
export interface GroupKind {
  groups: (db: MockDb) => Table<GroupRecord>
  memberships: (db: MockDb) => Table<AntiAffinityMembership>
  /** 'anti-affinity group', as the server's messages say. */
  child: string
  /** 'anti-affinity-group', the 404's and 409's resource type. */
  type: string
}

export const antiAffinityKind: GroupKind = {
  groups: (db) => db.antiAffinityGroups,
  memberships: (db) => db.antiAffinityMemberships,
  child: 'anti-affinity group',
  type: 'anti-affinity-group',
}

export const lookupGroup = (
  kind: GroupKind,
  db: MockDb,
  { group, project }: { group?: string; project?: string },
) =>
  lookupChild(
    kind.groups(db),
    { key: group, parentKey: project },
    inProject(db, project, kind.child, kind.type),
  )

export const lookupAntiAffinityGroup = (
  db: MockDb,
  selector: { group?: string; project?: string },
) => lookupGroup(antiAffinityKind, db, selector)
