/**
 * The seeded scenarios (settings.ts): `default`, `mock-project` with every state plus a few
 * projects that each hold a realistic little set (project-seeds.ts), and `large`, the same plus
 * `scale-test` with 1,000 instances (scale-seeds.ts) and filler projects up to 60 for the
 * projects list's pagination. Deterministic (seeded ids, no Math.random): tests and bug reports
 * can rely on the same names, ids and order on every start.
 * Times are relative to the moment the mock starts, so the Created column reads like a real
 * rack's (months ago for the first records, minutes ago for the last).
 */

import { createDb, type MockDb } from '../db'
import { groupFactory, type SeededContext, siloFactory, userFactory } from '../factories'
import { seededIds } from '../ids'
import { insertProject } from '../records'
import { signInTab } from '../session-access'
import type { MockScenario } from '../settings'
import { seedAffinity } from './affinity-seeds'
import { seedAlerts } from './alert-seeds'
import { seedAuth, seedSessions } from './auth-seeds'
import { seedCertificates } from './certificate-seeds'
import { seedExternalSubnets } from './external-subnet-seeds'
import { seedHardware, seedRackLoad } from './hardware-seeds'
import { seedInstances } from './instance-seeds'
import { seedFleetIpPools, seedFloatingIps, seedIpPools } from './ip-seeds'
import { seedNetworkAccess } from './network-access-seeds'
import { PROJECT_SEED, seedProjects } from './project-seeds'
import { seedRackNetwork } from './rack-network-seeds'
import { SCALE_SEED, seedScaleProject } from './scale-seeds'
import { seedScimTokens, seedSilos, seedSiloWorkloads } from './silo-seeds'
import { seedStorage } from './storage-seeds'
import { seedSubnetPools } from './subnet-pool-seeds'
import { seedSupportBundles } from './support-bundle-seeds'
import { seedAuditLog, seedUpdate } from './update-seeds'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The seeded clock. Record n of a context is `floorMs + (firstAgeMs - floorMs) * ratio^n` before
 * the start: the first about eleven months ago, each one about 6.5 % younger than the one before,
 * so a long run (mock-project's instances) spans weeks to minutes. The floor is two minutes: a
 * disk settles by itself up to a minute after its step, itself at most a minute (disk-steps.ts);
 * seeded ones must keep their state.
 */
export const SEEDED_CLOCK = { firstAgeMs: 330 * DAY, ratio: 0.935, floorMs: 2 * MINUTE } as const

/** Each seeded record is created a little after the previous one, all before `start`. */
export function seededContext(seed = 0x0c1de, start = Date.now()): SeededContext {
  const ids = seededIds(seed)
  const { firstAgeMs, ratio, floorMs } = SEEDED_CLOCK
  let tick = 0
  const ageOf = (n: number) => floorMs + (firstAgeMs - floorMs) * ratio ** n
  return {
    ids,
    now: () => new Date(start - Math.round(ageOf(tick++))).toISOString(),
    at: (ageMs) => {
      let offset = 0
      return { ids, now: () => new Date(start - ageMs + 1000 * offset++).toISOString() }
    },
  }
}

export const SEED = {
  siloName: 'default-silo',
  userName: 'Hannah Arendt',
  adminGroup: 'platform-admins',
  otherGroup: 'web-devs',
  projectName: 'mock-project',
  projectDescription: 'a project for demos',
  /**
   * Projects in the `large` scenario: more than one page at the console's default page size of
   * 50 (SPEC §9).
   */
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

export interface SeedOptions {
  /** `default` when absent (settings.ts). */
  scenario?: MockScenario
  /** When the mock starts (ms since the epoch): every seeded record is dated before it. */
  now?: number
}

/** The seeds of a scenario, the default one unless `options.scenario` says otherwise. */
export function seedDefault(
  db: MockDb = createDb(),
  { scenario = 'default', now = Date.now() }: SeedOptions = {},
): MockDb {
  const context = seededContext(0x0c1de, now)
  const silo = db.silos.insert(
    siloFactory(context, {
      name: SEED.siloName,
      description: 'The default silo for this rack',
      admin_group_name: SEED.adminGroup,
      // the silo's roles confer no fleet role here; auth-seeds.ts maps collaborator to the fleet
      // viewer role, so a silo admin without a fleet role of its own does not see System
      mapped_fleet_roles: {},
    }),
  )
  const user = db.users.insert(
    userFactory(context, { silo_id: silo.id, display_name: SEED.userName }),
  )
  // the preview starts signed in as this user; its console session from its own id stream
  signInTab(db, user.id, seededContext(0x5e55, now))

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

  // the fleet's other silos (every identity mode) and every silo's quotas, before the pools
  // that link to them; each seed of the fleet has its own id stream
  seedSilos(db, seededContext(0x5110, now))
  seedScimTokens(db, seededContext(0x5c1, now))
  seedSupportBundles(db, seededContext(0x5b0, now))
  seedCertificates(db, seededContext(0xce27, now))
  // its own id stream: the pools before the projects, whose VPCs' internet gateways attach the
  // default pools, and before the instances, whose ephemeral IPs come from them; the floating IPs
  // after, so one can be attached to an instance
  const ipContext = seededContext(0x1b001, now)
  seedIpPools(db, ipContext, seededContext(0x1b002, now), silo.id)
  seedFleetIpPools(db, seededContext(0x1b003, now))
  seedSubnetPools(db, seededContext(0x5b9001, now), silo.id)
  seedNetworkAccess(db, seededContext(0xac1, now))
  const mockProject = insertProject(db, context, {
    name: SEED.projectName,
    description: SEED.projectDescription,
  })
  seedInstances(db, context)
  // after everything else, so disks can be attached to a seeded instance when there is one
  seedStorage(db, context)
  seedFloatingIps(db, ipContext)
  seedExternalSubnets(db, seededContext(0xe5b, now))
  seedAffinity(db, seededContext(0xaf1, now))
  // each project its own id stream, so the seeds before them keep their ids
  seedProjects(db, (seed) => seededContext(seed, now))
  if (scenario === 'large') {
    // the 1,000-instance project first, then filler projects up to 60 in all, named like the
    // others (which keep their names and contents)
    seedScaleProject(db, seededContext(SCALE_SEED.stream, now))
    const filler = seededContext(0xf111e, now)
    const taken = new Set<string>(PROJECT_SEED.names)
    for (const name of seedProjectNames(SEED.projectCount + taken.size)) {
      if (db.projects.size >= SEED.projectCount) break
      if (!taken.has(name)) insertProject(db, filler, { name, description: descriptionOf(name) })
    }
  }
  // its own id stream, so the users and keys it adds leave every other seeded id as it was
  seedAuth({
    db,
    context: seededContext(0xa0715, now),
    silo,
    defaultUser: user,
    projectId: mockProject.id,
  })
  seedSessions(db, seededContext(0x5e56, now))
  // the default user's instances were created with every key of their profile (the contract's
  // default for instance create), after the keys exist
  const keys = db.sshKeys.where((key) => key.silo_user_id === user.id)
  for (const instance of db.instances.where((row) => row.project_id === mockProject.id)) {
    for (const key of keys) {
      db.instanceSshKeys.insert({ id: `${instance.id}/${key.id}`, instance_id: instance.id, key })
    }
  }
  // the other silos' projects, the rack the instances run on, the update state, and last the
  // audit log of what was seeded
  seedSiloWorkloads(db, seededContext(0x5111, now))
  seedHardware(db, seededContext(0x4ac, now))
  seedRackLoad(db, seededContext(0x10ad, now))
  // after the rack, whose switches' ports it configures
  seedRackNetwork(db, seededContext(0x4e7, now))
  seedUpdate(db, seededContext(0x0bd, now))
  seedAuditLog(db, seededContext(0xa0d17, now))
  // the fleet's alert receivers and the deliveries of the rack's recent alerts
  seedAlerts(db, seededContext(0xa1e27, now))
  return db
}
