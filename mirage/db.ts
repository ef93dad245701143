/**
 * The mock's in-memory database: one table per resource, records stored as wire JSON (snake_case,
 * exactly the contract's schemas) so handlers return them without reshaping. A fresh database per
 * server start, like the real mock's "data disappears on refresh" (SPEC §1).
 */
import type { components } from '~/store/api/__generated__/wire'

export type Schemas = components['schemas']

export class Table<T extends { id: string }> {
  private readonly rows = new Map<string, T>()

  /** Insertion order is creation order, which list handlers do not rely on (they sort). */
  all(): T[] {
    return [...this.rows.values()]
  }

  find(id: string): T | undefined {
    return this.rows.get(id)
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate)
  }

  findBy(predicate: (row: T) => boolean): T | undefined {
    return this.all().find(predicate)
  }

  insert(row: T): T {
    if (this.rows.has(row.id)) throw new Error(`duplicate id ${row.id}`)
    this.rows.set(row.id, row)
    return row
  }

  /** Records are replaced, never mutated, so a response already handed out stays as it was. */
  update(id: string, patch: Partial<T>): T {
    const row = this.rows.get(id)
    if (!row) throw new Error(`no row ${id}`)
    const next = { ...row, ...patch }
    this.rows.set(id, next)
    return next
  }

  remove(id: string): void {
    this.rows.delete(id)
  }

  get size() {
    return this.rows.size
  }
}

export interface GroupMembership {
  id: string
  group_id: string
  user_id: string
}

export interface MockDb {
  silos: Table<Schemas['Silo']>
  users: Table<Schemas['User']>
  groups: Table<Schemas['Group']>
  groupMemberships: Table<GroupMembership>
  /** Keyed by silo id: a policy is an attribute of its silo, not a resource with an id. */
  siloPolicies: Map<string, Schemas['SiloRolePolicy']>
  projects: Table<Schemas['Project']>
  vpcs: Table<Schemas['Vpc']>
  vpcSubnets: Table<Schemas['VpcSubnet']>
  disks: Table<Schemas['Disk']>
  /** The user the console is signed in as. */
  session: { userId: string }
}

export function createDb(): MockDb {
  return {
    silos: new Table(),
    users: new Table(),
    groups: new Table(),
    groupMemberships: new Table(),
    siloPolicies: new Map(),
    projects: new Table(),
    vpcs: new Table(),
    vpcSubnets: new Table(),
    disks: new Table(),
    session: { userId: '' },
  }
}
