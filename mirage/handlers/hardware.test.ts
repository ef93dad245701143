import { largestFit, sledsThatFit } from '~/lib/sled-fit'
import { createContractValidator } from '../contract/contract-validator'
import type { MockDb, Schemas } from '../db'
import { STEP_MS } from '../instance-steps'
import { AFFINITY_SEED } from '../seeds/affinity-seeds'
import { HARDWARE_SEED } from '../seeds/hardware-seeds'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { seedDefault } from '../seeds/seeds'
import { SILO_SEED } from '../seeds/silo-seeds'
import { call, instanceCreateBody, startTestServer, stopTestServer } from '../testing'
import { siloProvisioned, siloQuotasOf } from '../utilization'
import { EXPUNGED_SLED_MESSAGE, instanceSledId, NO_SLED_FITS, sledRoomsOf } from './hardware'

const HW = '/v1/system/hardware'

const sledAt = (db: MockDb, cubby: number) => {
  const sled = db.sleds.findBy((row) => row.baseboard.serial === HARDWARE_SEED.sledSerial(cubby))
  if (!sled) throw new Error(`no sled in cubby ${cubby}`)
  return sled
}

describe('the seeded rack', () => {
  const db = seedDefault()
  const validator = createContractValidator()

  test.each([
    ['Rack', db.racks.all(), 1],
    ['Sled', db.sleds.all(), 16],
    ['PhysicalDisk', db.physicalDisks.all(), 160],
    ['Switch', db.switches.all(), 2],
  ] as const)('%s: %i records, each the contract’s shape', (schema, records, count) => {
    expect(records).toHaveLength(count)
    for (const record of records) expect(validator.validateSchema(schema, record)).toEqual([])
  })

  test.each([
    [0, { kind: 'in_service', provision_policy: 'provisionable' }, 'active'],
    [5, { kind: 'in_service', provision_policy: 'non_provisionable' }, 'active'],
    [11, { kind: 'in_service', provision_policy: 'non_provisionable' }, 'active'],
    [14, { kind: 'expunged' }, 'decommissioned'],
  ])('the sled in cubby %i has policy %o and state %s', (cubby, policy, state) => {
    expect(sledAt(db, cubby)).toMatchObject({ policy, state })
  })

  test('a few disks are out of service: the expunged sled’s and one pulled drive', () => {
    const out = db.physicalDisks.where((disk) => disk.policy.kind === 'expunged')
    expect(out).toHaveLength(HARDWARE_SEED.disksPerSled + 2)
    expect(new Set(out.map((disk) => disk.state))).toEqual(new Set(['active', 'decommissioned']))
  })

  test('instances with a VMM run on provisionable sleds, the others on none', () => {
    const onSled = (instance: Schemas['Instance']) => instanceSledId(db, instance)
    const running = db.instances.where((instance) => instance.run_state === 'running')
    expect(running.length).toBeGreaterThan(10)
    for (const instance of running) {
      const sled = db.sleds.find(onSled(instance) ?? '')
      expect(sled?.policy).toEqual({ kind: 'in_service', provision_policy: 'provisionable' })
    }
    for (const instance of db.instances.where((row) =>
      ['stopped', 'failed', 'creating', 'destroyed'].includes(row.run_state),
    )) {
      expect(onSled(instance), instance.name).toBeUndefined()
    }
    // spread over the rack, not piled on one sled
    expect(new Set(running.map(onSled)).size).toBeGreaterThan(5)
  })
})

describe('the seeded rack’s load (README "The preview")', () => {
  const db = seedDefault()
  const largest = { ncpus: 64, memory: 512 * 1024 ** 3 }

  test('the default silo’s quota has room for the largest instance, and no sled has', () => {
    const silo = db.silos.findBy((row) => row.name === SILO_SEED.defaultSilo)
    if (!silo) throw new Error('no default silo')
    const quotas = siloQuotasOf(db, silo.id)
    const provisioned = siloProvisioned(db, silo.id)
    expect(provisioned.cpus + largest.ncpus).toBeLessThanOrEqual(quotas.cpus)
    expect(provisioned.memory + largest.memory).toBeLessThanOrEqual(quotas.memory)
    expect(sledsThatFit(sledRoomsOf(db), largest)).toEqual([])
  })

  test('the largest that fits is 60 vCPUs, and the sleds’ free vCPUs differ', () => {
    const rooms = sledRoomsOf(db).filter((room) => room.takesNew)
    expect(largestFit(rooms, largest)?.ncpus).toBe(60)
    expect(new Set(rooms.map((room) => room.freeThreads)).size).toBeGreaterThan(5)
  })
})

describe('the hardware handlers', () => {
  let db: MockDb
  beforeEach(() => {
    db = startTestServer().db
  })
  afterEach(stopTestServer)

  const setPolicy = (sledId: string, body: unknown) =>
    call('PUT', `${HW}/sleds/${sledId}/provision-policy`, body)

  test('a sled marked non-provisionable keeps its instances and answers old and new', async () => {
    const sled = sledAt(db, 0)
    const before = await call('GET', `${HW}/sleds/${sled.id}/instances`)
    const names = (before.body as { items: { name: string }[] }).items.map((row) => row.name)
    expect(names.length).toBeGreaterThan(0)

    const reply = await setPolicy(sled.id, { state: 'non_provisionable' })
    expect(reply.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
    expect(db.sleds.find(sled.id)?.policy).toEqual({
      kind: 'in_service',
      provision_policy: 'non_provisionable',
    })
    const after = await call('GET', `${HW}/sleds/${sled.id}/instances`)
    expect((after.body as { items: { name: string }[] }).items.map((row) => row.name)).toEqual(
      names,
    )
  })

  test('an instance started after its sled went non-provisionable lands elsewhere', async () => {
    const sled = sledAt(db, 0)
    await setPolicy(sled.id, { state: 'non_provisionable' })
    const stopped = db.instances.findBy((row) => row.run_state === 'stopped')
    if (!stopped) throw new Error('no stopped instance')
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', '0', '1']) {
      const id = `${seed}${stopped.id.slice(1)}`
      const instance = { ...stopped, id, run_state: 'running' as const }
      expect(instanceSledId(db, instance)).not.toBe(sled.id)
    }
  })

  test.each([
    ['an unknown policy', { state: 'draining' }, 400, 'unknown variant `draining`'],
    ['no policy', {}, 400, 'missing field `state`'],
    ['not an object', [], 400, 'expected a JSON object'],
  ])('refuses %s', async (_, body, status, message) => {
    const reply = await setPolicy(sledAt(db, 0).id, body)
    expect(reply.status).toBe(status)
    expect((reply.body as { message: string }).message).toContain(message)
  })

  test('refuses to change an expunged sled', async () => {
    const reply = await setPolicy(sledAt(db, HARDWARE_SEED.expungedCubby).id, {
      state: 'provisionable',
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: EXPUNGED_SLED_MESSAGE,
    })
  })

  test.each([
    [`${HW}/sleds/not-a-uuid`, 400, 'unable to parse "not-a-uuid"'],
    [`${HW}/sleds/00000000-0000-4000-8000-000000000000`, 404, 'not found: sled with id'],
    [`${HW}/disks/00000000-0000-4000-8000-000000000000`, 404, 'not found: physical disk with id'],
    [`${HW}/switches/00000000-0000-4000-8000-000000000000`, 404, 'not found: switch with id'],
  ])('GET %s is a %i', async (url, status, message) => {
    const reply = await call('GET', url)
    expect(reply.status).toBe(status)
    expect((reply.body as { message: string }).message).toContain(message)
  })

  test('the sled list pages by id', async () => {
    const first = (await call('GET', `${HW}/sleds?limit=10`)).body as {
      items: { id: string }[]
      next_page: string
    }
    const rest = (
      await call('GET', `${HW}/sleds?limit=10&page_token=${encodeURIComponent(first.next_page)}`)
    ).body as { items: { id: string }[]; next_page: string | null }
    const ids = [...first.items, ...rest.items].map((row) => row.id)
    expect(ids).toHaveLength(16)
    expect(ids).toEqual([...ids].sort())
    expect(rest.next_page).toBeNull()
  })

  test('a sled’s disks are its own', async () => {
    const sled = sledAt(db, 2)
    const reply = (await call('GET', `${HW}/sleds/${sled.id}/disks`)).body as {
      items: Schemas['PhysicalDisk'][]
    }
    expect(reply.items).toHaveLength(HARDWARE_SEED.disksPerSled)
    expect(reply.items.every((disk) => disk.sled_id === sled.id)).toBe(true)
  })
})

describe('instances placed by each sled’s room, as Nexus reserves a sled on start', () => {
  const P = '?project=mock-project'
  let now = Date.UTC(2024, 5, 1, 12)
  let db: MockDb
  beforeEach(() => {
    db = seedDefault()
    startTestServer({ db, now: () => now })
  })
  afterEach(stopTestServer)

  /**
   * Leaves only the sleds in `cubbies` taking new instances, each with `freeThreads` vCPUs free
   * beside what already runs on it.
   */
  async function fleetOf(cubbies: number[], freeThreads: number) {
    for (const sled of db.sleds.all()) {
      if (sled.policy.kind !== 'in_service') continue
      db.sleds.update(sled.id, {
        policy: { kind: 'in_service', provision_policy: 'non_provisionable' },
      })
    }
    for (const cubby of cubbies) {
      const sled = sledAt(db, cubby)
      const listed = await call('GET', `${HW}/sleds/${sled.id}/instances`)
      const used = (listed.body as { items: { ncpus: number }[] }).items.reduce(
        (sum, row) => sum + row.ncpus,
        0,
      )
      db.sleds.update(sled.id, {
        policy: { kind: 'in_service', provision_policy: 'provisionable' },
        usable_hardware_threads: used + freeThreads,
      })
    }
  }
  const start = (instance: string) => call('POST', `/v1/instances/${instance}/start${P}`)
  const sledOf = (name: string) => {
    const instance = db.instances.findBy((row) => row.name === name)
    return instance && instanceSledId(db, instance)
  }
  const NO_ROOM = {
    error_code: 'InsufficientCapacity',
    message: `Insufficient Capacity: ${NO_SLED_FITS}`,
  }

  test('a start no sled has room for is a 507 and leaves the instance stopped', async () => {
    await fleetOf([0], 4)
    // build-runner: 4 vCPUs, the sled's last
    expect((await start('build-runner')).status).toBe(202)
    expect(sledOf('build-runner')).toBe(sledAt(db, 0).id)
    const refused = await start('etl-nightly')
    expect(refused.status).toBe(507)
    expect(refused.body).toMatchObject(NO_ROOM)
    expect(db.instances.findBy((row) => row.name === 'etl-nightly')?.run_state).toBe('stopped')
  })

  test('stopping frees the room, once the instance has stopped', async () => {
    await fleetOf([0], 4)
    await start('build-runner')
    await call('POST', `/v1/instances/build-runner/stop${P}`)
    // still stopping: its VMM holds the room
    expect((await start('etl-nightly')).status).toBe(507)
    now += STEP_MS.stopping + 1
    await call('GET', `/v1/instances/build-runner${P}`)
    expect((await start('etl-nightly')).status).toBe(202)
  })

  test('the sled’s instance list answers from the placement', async () => {
    await fleetOf([1], 8)
    await start('build-runner')
    const listed = await call('GET', `${HW}/sleds/${sledAt(db, 1).id}/instances`)
    expect((listed.body as { items: { name: string }[] }).items.map((row) => row.name)).toContain(
      'build-runner',
    )
  })

  test('anti-affinity, fail: members on different sleds, and a 507 when none is left', async () => {
    await fleetOf([0, 1], 64)
    const members = `/v1/anti-affinity-groups/${AFFINITY_SEED.strict}/members/instance`
    expect((await call('POST', `${members}/etl-nightly${P}`)).status).toBe(201)
    expect((await start(INSTANCE_SEED.main)).status).toBe(202)
    expect((await start('etl-nightly')).status).toBe(202)
    expect(sledOf('etl-nightly')).not.toBe(sledOf(INSTANCE_SEED.main))
    expect(new Set([sledOf('etl-nightly'), sledOf(INSTANCE_SEED.main)])).toEqual(
      new Set([sledAt(db, 0).id, sledAt(db, 1).id]),
    )
    // a third member: both sleds hold one
    expect((await call('POST', `${members}/build-runner${P}`)).status).toBe(201)
    const refused = await start('build-runner')
    expect(refused.status).toBe(507)
    expect(refused.body).toMatchObject(NO_ROOM)
  })

  test('a create that starts holds its sled’s room from the create on, while it is creating', async () => {
    await fleetOf([0], 4)
    const create = (name: string, ncpus: number) =>
      call('POST', `/v1/instances${P}`, instanceCreateBody(name, { ncpus, start: true }))
    expect((await create('first', 4)).status).toBe(201)
    expect(db.instances.findBy((row) => row.name === 'first')?.run_state).toBe('creating')
    // a sled's instance list read meanwhile leaves the reservation where it is
    await call('GET', `${HW}/sleds/${sledAt(db, 0).id}/instances`)
    expect((await create('second', 1)).status).toBe(507)
  })

  test('a create that starts, with no sled to take it: created, stopped, and the start’s 507', async () => {
    await fleetOf([0], 2)
    const reply = await call(
      'POST',
      `/v1/instances${P}`,
      instanceCreateBody('too-big', { ncpus: 4, start: true }),
    )
    expect(reply.status).toBe(507)
    expect(reply.body).toMatchObject(NO_ROOM)
    now += STEP_MS.creating + 1
    const created = await call('GET', `/v1/instances/too-big${P}`)
    expect(created.body).toMatchObject({ name: 'too-big', run_state: 'stopped' })
  })
})
