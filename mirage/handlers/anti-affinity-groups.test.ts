import type { MockDb } from '../db'
import { AFFINITY_SEED } from '../seeds/affinity-seeds'
import { seedDefault } from '../seeds/seeds'
import { call, startTestServer, stopTestServer } from '../testing'
import { STEP_MS } from './instances'

const GiB = 1024 ** 3
const P = '?project=mock-project'

let now = Date.UTC(2024, 5, 1, 12)
let db: MockDb
beforeEach(() => {
  db = seedDefault()
  startTestServer({ db, now: () => now })
})
afterEach(() => {
  stopTestServer()
})

const membersOf = (groupName: string, instanceId: string) => {
  const group = db.antiAffinityGroups.findBy((row) => row.name === groupName)
  return db.antiAffinityMemberships.where(
    (row) => row.group_id === group?.id && row.instance_id === instanceId,
  )
}

describe('anti-affinity groups in instance create (the new-instance form)', () => {
  it('lists the project’s groups with their policies', async () => {
    const reply = await call('GET', `/v1/anti-affinity-groups${P}`)
    const groups = (reply.body as { items: { name: string; policy: string }[] }).items
    expect(groups.map((group) => [group.name, group.policy])).toEqual([
      [AFFINITY_SEED.strict, 'fail'],
      [AFFINITY_SEED.bestEffort, 'allow'],
    ])
  })

  it('joins the groups named in the create and leaves them on delete', async () => {
    const reply = await call('POST', `/v1/instances${P}`, {
      name: 'grouped',
      description: '',
      hostname: 'grouped',
      ncpus: 1,
      memory: GiB,
      start: false,
      anti_affinity_groups: [AFFINITY_SEED.strict],
    })
    expect(reply.status).toBe(201)
    const id = (reply.body as { id: string }).id
    expect(membersOf(AFFINITY_SEED.strict, id)).toHaveLength(1)
    expect(membersOf(AFFINITY_SEED.bestEffort, id)).toHaveLength(0)
    now += STEP_MS.creating
    expect((await call('DELETE', `/v1/instances/grouped${P}`)).status).toBe(204)
    expect(membersOf(AFFINITY_SEED.strict, id)).toHaveLength(0)
  })
})
