/**
 * Hardware intake in the mock: drives not adopted and the operator's adoption requests, the sled
 * not yet in the rack and the membership change that adds it (progress, commit, abort).
 */
import type { MockDb } from '../db'
import { HARDWARE_SEED } from '../seeds/hardware-seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import {
  CHANGE_IN_PROGRESS,
  MEMBERSHIP_STEP_MS,
  NO_CHANGE_IN_PROGRESS,
  notUninitialized,
} from './hardware-intake'

const HW = '/v1/system/hardware'

let db: MockDb
let now: number
let rackId: string
beforeEach(() => {
  db = startTestServer().db
  now = Date.parse('2026-01-01T00:00:00Z')
  db.timing.now = () => now
  rackId = db.racks.all()[0].id
})
afterEach(stopTestServer)

interface Status {
  version: number
  state: string
  members: { serial_number: string }[]
  unacknowledged_members: { serial_number: string }[]
}

const membership = async () =>
  (await call('GET', `${HW}/racks/${rackId}/membership`)).body as Status
const uninitialized = async () =>
  ((await call('GET', `${HW}/sleds-uninitialized`)).body as { items: unknown[] }).items
const newSled = HARDWARE_SEED.uninitializedSled
const addBody = { sled_ids: [{ part_number: '913-0000019', serial_number: newSled.serial }] }

describe('disk adoption', () => {
  test('lists the two drives not adopted', async () => {
    const page = (await call('GET', `${HW}/disks-unadopted`)).body as {
      items: { disk_id: { serial: string }; variant: string }[]
    }
    expect(page.items.map((disk) => disk.disk_id.serial)).toEqual(
      HARDWARE_SEED.unadoptedDrives.map((drive) => drive.serial),
    )
  })

  test('adoption is enabled once per drive, listed, then disabled', async () => {
    const identity = { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'A084B1F2' }
    const created = await call('PUT', `${HW}/disk-adoption-request`, identity)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ disk_id: identity })
    expect((await call('PUT', `${HW}/disk-adoption-request`, identity)).status).toBe(409)
    const listed = (await call('GET', `${HW}/disk-adoption-requests`)).body as {
      items: { id: string }[]
    }
    expect(listed.items).toHaveLength(1)
    const { id } = created.body as { id: string }
    expect((await call('DELETE', `${HW}/disk-adoption-request/${id}`)).status).toBe(204)
    expect((await call('DELETE', `${HW}/disk-adoption-request/${id}`)).status).toBe(404)
  })

  test('a request without the serial is refused', async () => {
    const reply = await call('PUT', `${HW}/disk-adoption-request`, { vendor: 'v', model: 'm' })
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(
      'unable to parse JSON body: missing field `serial`',
    )
  })
})

describe('adding a sled to the rack', () => {
  test('the membership change moves to committed, one acknowledgement per step', async () => {
    expect(await uninitialized()).toHaveLength(1)
    const started = await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ version: 2, state: 'in_progress' })
    // a sled being added is not offered again
    expect(await uninitialized()).toHaveLength(0)
    const sledsBefore = db.sleds.size
    now += MEMBERSHIP_STEP_MS
    const done = await membership()
    expect(done).toMatchObject({ version: 2, state: 'committed', unacknowledged_members: [] })
    expect(done.members.map((member) => member.serial_number)).toContain(newSled.serial)
    expect(db.sleds.size).toBe(sledsBefore + 1)
  })

  test('a configured pace holds the change in progress until its step has passed', async () => {
    db.timing.membershipStepMs = 60_000
    await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    now += 59_999
    expect(await membership()).toMatchObject({ state: 'in_progress' })
    now += 1
    expect(await membership()).toMatchObject({ state: 'committed' })
  })

  test('a change that committed cannot be aborted', async () => {
    await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    now += MEMBERSHIP_STEP_MS
    const reply = await call('POST', `${HW}/racks/${rackId}/membership/abort`)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(NO_CHANGE_IN_PROGRESS)
  })

  test('an aborted change adds nothing and the sled is offered again', async () => {
    await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    const aborted = await call('POST', `${HW}/racks/${rackId}/membership/abort`)
    expect(aborted.body).toMatchObject({ state: 'aborted' })
    now += 10 * MEMBERSHIP_STEP_MS
    expect(await membership()).toMatchObject({ state: 'aborted' })
    expect(await uninitialized()).toHaveLength(1)
    const abortAgain = await call('POST', `${HW}/racks/${rackId}/membership/abort`)
    expect(abortAgain.status).toBe(400)
    expect((abortAgain.body as { message: string }).message).toBe(NO_CHANGE_IN_PROGRESS)
  })

  test.each([
    [
      'a sled that is no uninitialized sled',
      { sled_ids: [{ part_number: '913-0000019', serial_number: 'NOPE' }] },
      notUninitialized('NOPE'),
    ],
    ['no sleds', { sled_ids: [] }, 'sled_ids: at least one sled is required'],
  ])('refuses %s', async (_, body, message) => {
    const reply = await call('POST', `${HW}/racks/${rackId}/membership/add`, body)
    expect(reply.status).toBe(400)
    expect((reply.body as { message: string }).message).toBe(message)
  })

  test('refuses a second change while one is in progress', async () => {
    await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    const reply = await call('POST', `${HW}/racks/${rackId}/membership/add`, addBody)
    expect((reply.body as { message: string }).message).toBe(CHANGE_IN_PROGRESS)
  })
})
