// @vitest-environment node
import { isTransitional } from '~/machines/instance-rules'
import { createDb, type MockDb } from '../db'
import { defineFactory, liveContext, siloFactory } from '../factories'
import { UUID_PATTERN } from '../ids'
import { paginateById } from '../pagination'
import { projectProvisioned, siloUtilization } from '../utilization'
import { HARDWARE_SEED } from './hardware-seeds'
import { INSTANCE_SEED } from './instance-seeds'
import { PROJECT_SEED } from './project-seeds'
import { SCALE_SEED } from './scale-seeds'
import { SEED, SEEDED_CLOCK, seedDefault, seededContext, seedProjectNames } from './seeds'
import { SILO_SEED } from './silo-seeds'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1)

test('seeds are the same on every start, their times the same before the start', () => {
  const now = Date.UTC(2026, 2, 1, 12)
  for (const scenario of ['default', 'large'] as const) {
    const [one, two] = [
      seedDefault(undefined, { scenario, now }),
      seedDefault(undefined, { scenario, now }),
    ]
    expect(one.projects.all()).toEqual(two.projects.all())
    expect(one.vpcSubnets.all()).toEqual(two.vpcSubnets.all())
    expect(one.instances.all()).toEqual(two.instances.all())
    expect(one.disks.all()).toEqual(two.disks.all())
  }
  const later = seedDefault(undefined, { now: now + DAY })
  const shifted = seedDefault(undefined, { now })
    .instances.all()
    .map((row) => ({
      ...row,
      time_created: new Date(Date.parse(row.time_created) + DAY).toISOString(),
    }))
  expect(later.instances.all().map((row) => [row.id, row.time_created])).toEqual(
    shifted.map((row) => [row.id, row.time_created]),
  )
})

test('seeded ids are unique v4 uuids', () => {
  const db = seedDefault()
  const ids = [
    ...db.silos.all(),
    ...db.users.all(),
    ...db.groups.all(),
    ...db.projects.all(),
    ...db.vpcs.all(),
    ...db.vpcSubnets.all(),
  ].flatMap((row) => ('system_router_id' in row ? [row.id, row.system_router_id] : [row.id]))
  for (const id of ids) expect(id).toMatch(V4)
  expect(new Set(ids).size).toBe(ids.length)
})

function expectEachProjectHasItsVpc(db: ReturnType<typeof seedDefault>) {
  for (const project of db.projects.all()) {
    // mock-project has a second VPC (vpc-seeds.ts); every project has its default
    const vpc = db.vpcs.findBy((row) => row.project_id === project.id && row.name === 'default')
    if (!vpc) throw new Error(`${project.name} has no default VPC`)
    expect(
      db.vpcFirewallRules
        .where((row) => row.vpc_id === vpc.id)
        .map((row) => row.name)
        .filter((name) => name.startsWith('allow-') && !name.startsWith('allow-web')),
    ).toEqual(['allow-internal-inbound', 'allow-ssh', 'allow-icmp'])
    expect(db.vpcSubnets.where((row) => row.vpc_id === vpc.id).map((row) => row.name)).toEqual([
      'default',
    ])
  }
}

/** The projects of the default silo, the one the preview user signs in to. */
const defaultSiloProjects = (db: MockDb) => {
  const silo = db.silos.findBy((row) => row.name === SEED.siloName)
  return db.projects.where((project) => db.projectSilos.get(project.id) === silo?.id)
}

test('the default scenario: the default silo first, the user in two groups, a few projects, mock-project first', () => {
  const db = seedDefault()
  expect(db.silos.all().map((silo) => silo.name)).toEqual([
    SEED.siloName,
    SILO_SEED.research,
    SILO_SEED.partners,
    SILO_SEED.ciSandbox,
    SILO_SEED.hpc,
  ])
  expect(db.users.find(db.session.userId)?.display_name).toBe(SEED.userName)
  expect(db.groupMemberships.where((row) => row.user_id === db.session.userId)).toHaveLength(2)
  expect(db.projects.findBy((row) => row.name === 'mock-project')?.description).toBe(
    'a project for demos',
  )
  expect(
    defaultSiloProjects(db)
      .sort(byName)
      .map((row) => row.name),
  ).toEqual(['mock-project', 'payments', 'prod-db', 'search-index', 'staging', 'web-frontend'])
  expectEachProjectHasItsVpc(db)
})

test('every project of the default silo has something to show', () => {
  const db = seedDefault()
  for (const project of defaultSiloProjects(db)) {
    const mine = <T extends { project_id?: string | null }>(rows: T[]) =>
      rows.filter((row) => row.project_id === project.id)
    const instances = mine(db.instances.all())
    const disks = mine(db.disks.all())
    expect(instances.length, project.name).toBeGreaterThanOrEqual(2)
    expect(new Set(instances.map((row) => row.run_state)).size, project.name).toBeGreaterThan(1)
    expect(
      instances.some((row) => row.run_state === 'running'),
      project.name,
    ).toBe(true)
    for (const instance of instances.filter((row) => row.boot_disk_id)) {
      expect(db.disks.find(instance.boot_disk_id ?? '')?.state).toEqual({
        state: 'attached',
        instance: instance.id,
      })
    }
    expect(
      disks.some((row) => row.state.state === 'detached'),
      project.name,
    ).toBe(true)
    expect(mine(db.snapshots.all()).length, project.name).toBeGreaterThan(0)
    expect(mine(db.images.all()).length, project.name).toBeGreaterThan(0)
    expect(
      db.networkInterfaces.where((nic) => instances.some((row) => row.id === nic.instance_id)),
    ).toHaveLength(instances.length)
  }
  // a snapshot is of a disk of its project
  for (const snapshot of db.snapshots.all()) {
    expect(db.disks.find(snapshot.disk_id)?.project_id).toBe(snapshot.project_id)
  }
})

test('the large scenario: the same projects and contents, scale-test, and filler projects up to 60', () => {
  const now = Date.UTC(2026, 2, 1, 12)
  const small = seedDefault(undefined, { now })
  const db = seedDefault(undefined, { scenario: 'large', now })
  // the default silo's list is the one that pages; other silos' projects are not in it
  const projects = defaultSiloProjects(db)
  expect(projects).toHaveLength(SEED.projectCount)
  expect(new Set(projects.map((row) => row.name)).size).toBe(SEED.projectCount)
  expect(projects.map((row) => row.name)).toEqual(
    expect.arrayContaining([
      'mock-project',
      ...PROJECT_SEED.names,
      SCALE_SEED.project,
      'analytics',
      'api-gateway',
    ]),
  )
  for (const name of ['mock-project', ...PROJECT_SEED.names]) {
    expect(db.projects.findBy((row) => row.name === name)).toEqual(
      small.projects.findBy((row) => row.name === name),
    )
  }
  // the rack's steady load fills what the other instances leave free, scale-test's too
  const apart = new Set(
    db.projects
      .where((row) => row.name === SCALE_SEED.project || row.name === HARDWARE_SEED.loadProject)
      .map((row) => row.id),
  )
  const notScale = <T extends { project_id: string }>(row: T) => !apart.has(row.project_id)
  const loadProject = small.projects.findBy((row) => row.name === HARDWARE_SEED.loadProject)
  const notLoad = <T extends { project_id: string }>(row: T) => row.project_id !== loadProject?.id
  expect(db.instances.all().filter(notScale)).toEqual(small.instances.all().filter(notLoad))
  expect(db.disks.all().filter(notScale)).toEqual(small.disks.all().filter(notLoad))
  expectEachProjectHasItsVpc(db)
})

test('scale-test holds node-0001 … node-1000, mostly running and stopped, none moving, each with its boot disk and interface', () => {
  const now = Date.UTC(2026, 2, 1, 12)
  const db = seedDefault(undefined, { scenario: 'large', now })
  const project = db.projects.findBy((row) => row.name === SCALE_SEED.project)
  expect(project?.description).toBe('A thousand instances, for list performance')
  const instances = db.instances.where((row) => row.project_id === project?.id)
  expect(instances.map((row) => row.name)).toEqual(
    Array.from({ length: 1000 }, (_, index) => `node-${String(index + 1).padStart(4, '0')}`),
  )

  const countOf = (state: string) => instances.filter((row) => row.run_state === state).length
  expect(countOf('running') + countOf('stopped')).toBeGreaterThan(800)
  expect(countOf('running')).toBeGreaterThan(countOf('stopped'))
  expect(countOf('stopped')).toBeGreaterThan(200)
  expect(countOf('failed')).toBeGreaterThan(0)
  // a transitional state would keep the list polling all 1,000 rows
  expect(instances.filter((row) => isTransitional(row.run_state))).toEqual([])
  expect(new Set(instances.map((row) => row.ncpus)).size).toBeGreaterThan(2)

  const times = instances.map((row) => Date.parse(row.time_created))
  expect(times).toEqual([...times].sort((a, b) => a - b))
  expect(now - times[0]).toBeGreaterThan(180 * DAY)
  expect(now - times[times.length - 1]).toBeLessThan(DAY)
  expect(now - times[times.length - 1]).toBeGreaterThan(MINUTE)

  const nics = new Set(db.networkInterfaces.all().map((nic) => nic.instance_id))
  for (const instance of instances) {
    expect(db.disks.find(instance.boot_disk_id ?? '')?.state).toEqual({
      state: 'attached',
      instance: instance.id,
    })
    expect(nics.has(instance.id), instance.name).toBe(true)
  }
})

test('in the large scenario the default silo has the same room left under its quotas', () => {
  const headroom = (db: MockDb) => {
    const silo = db.silos.findBy((row) => row.name === SEED.siloName)
    if (!silo) throw new Error('no default silo')
    const { allocated, provisioned } = siloUtilization(db, silo)
    return {
      cpus: allocated.cpus - provisioned.cpus,
      memory: allocated.memory - provisioned.memory,
      storage: allocated.storage - provisioned.storage,
    }
  }
  const large = seedDefault(undefined, { scenario: 'large' })
  const scaleProject = large.projects.findBy((row) => row.name === SCALE_SEED.project)
  // the quotas grew: without the growth scale-test's running instances would exceed them
  expect(projectProvisioned(large, scaleProject?.id ?? '').cpus).toBeGreaterThan(192)
  expect(headroom(large)).toEqual(headroom(seedDefault()))
})

test('seeded times run from months ago to minutes ago, as ISO date-times', () => {
  const now = Date.now()
  const db = seedDefault(undefined, { now })
  const times = [
    ...db.projects.all(),
    ...db.instances.all(),
    ...db.disks.all(),
    ...db.snapshots.all(),
    ...db.images.all(),
  ].map((row) => row.time_created)
  for (const time of times) {
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    // seeded disks are older than a minute, so they keep their state (handlers/disks.ts)
    expect(now - Date.parse(time)).toBeGreaterThan(MINUTE)
  }
  const ages = times.map((time) => now - Date.parse(time))
  expect(Math.max(...ages)).toBeGreaterThan(90 * DAY)
  expect(Math.max(...ages)).toBeLessThanOrEqual(SEEDED_CLOCK.firstAgeMs)
  expect(Math.min(...ages)).toBeLessThan(15 * MINUTE)
  // the projects a user sees first were made at different times
  const projectAges = db.projects.all().map((row) => row.time_created)
  expect(new Set(projectAges).size).toBe(projectAges.length)
})

test('project names are realistic, unique and valid', () => {
  const names = seedProjectNames(59)
  expect(names).toHaveLength(59)
  expect(new Set(names).size).toBe(59)
  expect(names).toContain('web-frontend')
  expect(names).toContain('ci-runners-2')
  expect(names).not.toContain('mock-project')
})

test('the seeded clock moves forward; live records get random ids and the current time', () => {
  const start = Date.UTC(2026, 2, 1, 12)
  const context = seededContext(1, start)
  const [first, second] = [context.now(), context.now()]
  expect(first < second).toBe(true)
  expect(first).toBe(new Date(start - SEEDED_CLOCK.firstAgeMs).toISOString())
  const at = context.at(DAY)
  expect([at.now(), at.now()]).toEqual([
    new Date(start - DAY).toISOString(),
    new Date(start - DAY + 1000).toISOString(),
  ])
  // a long run of records ends minutes before the start, never after it
  let last = second
  for (let i = 0; i < 500; i++) last = context.now()
  expect(start - Date.parse(last)).toBeGreaterThanOrEqual(SEEDED_CLOCK.floorMs)
  expect(start - Date.parse(last)).toBeLessThan(SEEDED_CLOCK.floorMs + MINUTE)
  const before = new Date().toISOString()
  const silo = siloFactory(liveContext, { name: 'live' })
  expect(silo.id).toMatch(UUID_PATTERN)
  expect(silo.time_created >= before).toBe(true)
})

test('traits apply in order, explicit input wins over them', () => {
  const context = seededContext()
  expect(siloFactory(context, { name: 's' }, 'local_only').identity_mode).toBe('local_only')
  expect(
    siloFactory(context, { name: 's', identity_mode: 'saml_scim' }, 'local_only').identity_mode,
  ).toBe('saml_scim')

  const thing = defineFactory<{ id: string; state: string; size: number }, never, 'big' | 'off'>(
    (ctx) => ({ id: ctx.ids.uuid(), state: 'on', size: 1 }),
    { big: (record) => ({ size: record.size * 10 }), off: { state: 'off' } },
  )
  expect(thing(context, {}, 'big', 'off')).toMatchObject({ state: 'off', size: 10 })
  expect(thing(context, { size: undefined })).toMatchObject({ size: 1 })
})

test('an empty database is empty', () => {
  expect(createDb().projects.size).toBe(0)
})

describe('demo realism: what an operator expects of a rack', () => {
  const scenarios = ['default', 'large'] as const

  it.each(scenarios)(
    'every running or stopped instance boots from an attached disk (%s)',
    (scenario) => {
      const db = seedDefault(undefined, { scenario })
      const bootable = db.instances
        .all()
        .filter((row) => ['running', 'stopped'].includes(row.run_state))
        .filter((row) => !INSTANCE_SEED.diskless.includes(row.name))
      expect(bootable.map((row) => row.name)).toContain('web-02')
      for (const instance of bootable) {
        expect(db.disks.find(instance.boot_disk_id ?? '')?.state, instance.name).toEqual({
          state: 'attached',
          instance: instance.id,
        })
      }
    },
  )

  it('has one running instance without disks, the documented one', () => {
    const db = seedDefault()
    const diskless = db.instances
      .all()
      .filter((row) => row.run_state === 'running' && !row.boot_disk_id)
      .map((row) => row.name)
    expect(diskless).toEqual(INSTANCE_SEED.diskless.filter((name) => name === 'state-running'))
  })

  it.each(scenarios)('a transitional state began minutes ago, not months (%s)', (scenario) => {
    const now = Date.now()
    const db = seedDefault(undefined, { scenario, now })
    const moving = db.instances.all().filter((row) => isTransitional(row.run_state))
    // every transitional state is seeded, in mock-project and in the other projects
    expect(new Set(moving.map((row) => row.run_state)).size).toBe(5)
    for (const instance of moving) {
      const age = now - Date.parse(instance.time_run_state_updated)
      expect(age, instance.name).toBeGreaterThan(0)
      expect(age, instance.name).toBeLessThanOrEqual(10 * MINUTE)
    }
  })

  it('the rack lists its sleds, drives and switches in cubby and slot order', () => {
    const db = seedDefault()
    // the order the API returns them in (IdSortMode: by id, ascending)
    const sleds = paginateById(db.sleds.all(), {}).items
    expect(sleds.map((sled) => sled.baseboard.serial)).toEqual(
      Array.from({ length: HARDWARE_SEED.sledCount }, (_, cubby) =>
        HARDWARE_SEED.sledSerial(cubby),
      ),
    )
    const drives = paginateById(db.physicalDisks.all(), { limit: '1000' }).items
    const sledOrder = new Map(sleds.map((sled, cubby) => [sled.id, cubby]))
    const cubbies = drives.map((drive) => sledOrder.get(drive.sled_id ?? '') ?? -1)
    expect(cubbies).toEqual([...cubbies].sort((a, b) => a - b))
    expect(drives.filter((drive) => drive.sled_id === sleds[0].id).map((d) => d.serial)).toEqual(
      drives
        .filter((drive) => drive.sled_id === sleds[0].id)
        .map((d) => d.serial)
        .sort(),
    )
    expect(paginateById(db.switches.all(), {}).items.map((row) => row.baseboard.serial)).toEqual(
      HARDWARE_SEED.switchSerials,
    )
  })
})

describe('the demo a newcomer opens', () => {
  const now = Date.UTC(2026, 11, 6, 12)
  const db = seedDefault(undefined, { now })
  const mockProject = db.projects.findBy((row) => row.name === SEED.projectName)
  const ageOf = (row: { time_created: string }) => now - Date.parse(row.time_created)

  it('lists realistic services first: the first rows by name are not fixtures', () => {
    const names = db.instances
      .where((row) => row.project_id === mockProject?.id)
      .map((row) => row.name)
      .sort()
    const fixture = (name: string) => name === INSTANCE_SEED.forbidden || name.startsWith('state-')
    const firstFixture = names.findIndex(fixture)
    expect(names.slice(0, firstFixture)).toEqual(
      [...INSTANCE_SEED.services.map((service) => service.name), INSTANCE_SEED.main].sort(),
    )
    expect(firstFixture).toBeGreaterThanOrEqual(12)
  })

  it('makes a boot disk with its instance, not days later', () => {
    for (const instance of db.instances.where((row) => Boolean(row.boot_disk_id))) {
      const disk = db.disks.find(instance.boot_disk_id ?? '')
      const apart = Date.parse(disk?.time_created ?? '') - Date.parse(instance.time_created)
      expect(apart, instance.name).toBeGreaterThanOrEqual(0)
      expect(apart, instance.name).toBeLessThan(MINUTE)
    }
  })

  it('dates images from months ago to yesterday, none made today', () => {
    const images = db.images.all()
    expect(images.length).toBeGreaterThanOrEqual(4)
    for (const image of images) expect(ageOf(image), image.name).toBeGreaterThan(DAY)
    expect(Math.max(...images.map(ageOf))).toBeGreaterThan(90 * DAY)
  })

  it('dates the web tier over months, and the instance still being created minutes ago', () => {
    const instance = (name: string) => {
      const row = db.instances.findBy((candidate) => candidate.name === name)
      if (!row) throw new Error(`no instance ${name}`)
      return row
    }
    expect(ageOf(instance('web-01'))).toBeGreaterThan(100 * DAY)
    expect(ageOf(instance('web-45'))).toBeLessThan(7 * DAY)
    expect(ageOf(instance('web-01'))).toBeGreaterThan(ageOf(instance('web-45')))
    expect(ageOf(instance(INSTANCE_SEED.byState.creating))).toBeLessThan(10 * MINUTE)
    // the data disk was made with the database it serves
    const pgData = db.disks.findBy((row) => row.name === 'pg-data')
    expect(Math.abs(ageOf(pgData ?? { time_created: '' }) - ageOf(instance('db1')))).toBeLessThan(
      2 * DAY,
    )
  })
})
