import { createContractValidator } from '../contract/contract-validator'
import type { MockDb, Schemas } from '../db'
import { HARDWARE_SEED } from '../seeds/hardware-seeds'
import { seedDefault } from '../seeds/seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { EXPUNGED_SLED_MESSAGE, instanceSledId } from './hardware'

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
