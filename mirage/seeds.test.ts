import { createDb } from './db'
import { defineFactory, liveContext, siloFactory } from './factories'
import { UUID_PATTERN } from './ids'
import { SEED, seedDefault, seededContext, seedProjectNames } from './seeds'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('seeds are the same on every start', () => {
  expect(seedDefault().projects.all()).toEqual(seedDefault().projects.all())
  expect(seedDefault().vpcSubnets.all()).toEqual(seedDefault().vpcSubnets.all())
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

test('the default scenario: one silo, the user in two groups, 60 projects each with a VPC', () => {
  const db = seedDefault()
  expect(db.silos.all().map((silo) => silo.name)).toEqual([SEED.siloName])
  expect(db.users.find(db.session.userId)?.display_name).toBe(SEED.userName)
  expect(db.groupMemberships.where((row) => row.user_id === db.session.userId)).toHaveLength(2)
  expect(db.projects.size).toBe(60)
  expect(db.projects.findBy((row) => row.name === 'mock-project')?.description).toBe(
    'a project for demos',
  )
  for (const project of db.projects.all()) {
    const [vpc, ...others] = db.vpcs.where((row) => row.project_id === project.id)
    expect(others).toEqual([])
    expect(vpc.name).toBe('default')
    expect(db.vpcSubnets.where((row) => row.vpc_id === vpc.id).map((row) => row.name)).toEqual([
      'default',
    ])
  }
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
  const context = seededContext()
  const [first, second] = [context.now(), context.now()]
  expect(first < second).toBe(true)
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
