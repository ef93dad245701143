/**
 * The default scenario. Deterministic (seeded ids, a fixed clock, no Math.random) so tests and bug
 * reports can rely on the same names, ids and order on every start.
 */
import { seedAffinity } from './affinity-seeds'
import { seedAuth } from './auth-seeds'
import { createDb, type MockDb } from './db'
import { type FactoryContext, groupFactory, siloFactory, userFactory } from './factories'
import { seededIds } from './ids'
import { seedInstances } from './instance-seeds'
import { seedIps } from './ip-seeds'
import { insertProject } from './records'
import { seedStorage } from './storage-seeds'

/** Each seeded record is created a little after the previous one, starting from a fixed date. */
export function seededContext(
  seed = 0x0c1de,
  start = Date.UTC(2024, 0, 15, 9, 0, 0),
): FactoryContext {
  const step = 7 * 3600_000 + 13 * 60_000
  let tick = 0
  return { ids: seededIds(seed), now: () => new Date(start + step * tick++).toISOString() }
}

export const SEED = {
  siloName: 'default-silo',
  userName: 'Hannah Arendt',
  adminGroup: 'platform-admins',
  otherGroup: 'web-devs',
  projectName: 'mock-project',
  projectDescription: 'a project for demos',
  /** More than one page at the console's default page size of 50 (SPEC §9). */
  projectCount: 60,
} as const

const projectStems: Record<string, string> = {
  'web-frontend': 'Customer-facing web application',
  'api-gateway': 'Edge API gateway and rate limiting',
  'ci-runners': 'Build and test runners for CI',
  'data-pipeline': 'Nightly ETL jobs',
  'ml-training': 'GPU-less model training experiments',
  billing: 'Invoicing and payment reconciliation',
  'auth-service': 'Single sign-on and session service',
  'search-index': 'Full-text search cluster',
  metrics: 'Prometheus and long-term metrics storage',
  'log-archive': 'Cold storage for application logs',
  staging: 'Pre-production environment',
  'prod-db': 'Primary PostgreSQL cluster',
  analytics: 'Reporting and dashboards',
  'media-transcode': 'Video transcoding workers',
  'edge-cache': 'Caching proxies in front of static assets',
  payments: 'Payment processing services',
  inventory: 'Warehouse inventory tracking',
  'chat-backend': 'Messaging backend',
  'docs-site': 'Public documentation site',
  sandbox: 'Scratch space for experiments',
}

/** `web-frontend`, `web-frontend-2`, `web-frontend-3`, … in a fixed order. */
export function seedProjectNames(count: number): string[] {
  const names: string[] = []
  for (let round = 1; names.length < count; round++) {
    for (const stem of Object.keys(projectStems)) {
      if (names.length === count) break
      names.push(round === 1 ? stem : `${stem}-${round}`)
    }
  }
  return names
}

const descriptionOf = (name: string) => projectStems[name.replace(/-\d+$/, '')] ?? ''

export function seedDefault(db: MockDb = createDb(), context = seededContext()): MockDb {
  const silo = db.silos.insert(
    siloFactory(context, {
      name: SEED.siloName,
      description: 'The default silo for this rack',
      admin_group_name: SEED.adminGroup,
      // no silo role confers a fleet role: the default user is a fleet admin in the system
      // policy (auth-seeds.ts), so the silo admin the seeds also have does not see System
      mapped_fleet_roles: {},
    }),
  )
  const user = db.users.insert(
    userFactory(context, { silo_id: silo.id, display_name: SEED.userName }),
  )
  db.session.userId = user.id

  for (const display_name of [SEED.adminGroup, SEED.otherGroup]) {
    const group = db.groups.insert(groupFactory(context, { silo_id: silo.id, display_name }))
    db.groupMemberships.insert({ id: context.ids.uuid(), group_id: group.id, user_id: user.id })
    if (display_name === SEED.adminGroup) {
      db.siloPolicies.set(silo.id, {
        role_assignments: [
          { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
        ],
      })
    }
  }

  const mockProject = insertProject(db, context, {
    name: SEED.projectName,
    description: SEED.projectDescription,
  })
  for (const name of seedProjectNames(SEED.projectCount - 1)) {
    insertProject(db, context, { name, description: descriptionOf(name) })
  }
  seedInstances(db, context)
  // after everything else, so disks can be attached to a seeded instance when there is one
  seedStorage(db, context)
  // its own id stream too; after the instances, so a floating IP can be attached to one
  seedIps(db, seededContext(0x1b001))
  seedAffinity(db, seededContext(0xaf1))
  // its own id stream, so the users and keys it adds leave every other seeded id as it was
  seedAuth({
    db,
    context: seededContext(0xa0715),
    silo,
    defaultUser: user,
    projectId: mockProject.id,
  })
  return db
}
