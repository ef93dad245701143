import type { MockDb } from '../db'
import { STEP_MS } from '../instance-steps'
import { AFFINITY_SEED } from '../seeds/affinity-seeds'
import { INSTANCE_SEED } from '../seeds/instance-seeds'
import { seedDefault } from '../seeds/seeds'
import { call, instanceCreateBody, startTestServer, stopTestServer } from '../testing'

const P = '?project=mock-project'
const { byState } = INSTANCE_SEED

let now = Date.UTC(2024, 5, 1, 12)
let db: MockDb
beforeEach(() => {
  db = seedDefault()
  startTestServer({ db, now: () => now })
})
afterEach(stopTestServer)

const membersOf = (groupName: string, instanceId: string) => {
  const group = db.antiAffinityGroups.findBy((row) => row.name === groupName)
  return db.antiAffinityMemberships.where(
    (row) => row.group_id === group?.id && row.instance_id === instanceId,
  )
}

interface Page<T> {
  items: T[]
}
type Member = { type: string; value: { name: string; run_state: string } }

describe('anti-affinity groups in instance create (the new-instance form)', () => {
  it('lists the project’s groups with their policies', async () => {
    const reply = await call('GET', `/v1/anti-affinity-groups${P}`)
    const groups = (reply.body as Page<{ name: string; policy: string }>).items
    expect(groups.map((group) => [group.name, group.policy])).toEqual([
      [AFFINITY_SEED.strict, 'fail'],
      [AFFINITY_SEED.bestEffort, 'allow'],
    ])
  })

  it('joins the groups named in the create and leaves them on delete', async () => {
    const reply = await call(
      'POST',
      `/v1/instances${P}`,
      instanceCreateBody('grouped', { anti_affinity_groups: [AFFINITY_SEED.strict] }),
    )
    expect(reply.status).toBe(201)
    const id = (reply.body as { id: string }).id
    expect(membersOf(AFFINITY_SEED.strict, id)).toHaveLength(1)
    expect(membersOf(AFFINITY_SEED.bestEffort, id)).toHaveLength(0)
    now += STEP_MS.creating
    expect((await call('DELETE', `/v1/instances/grouped${P}`)).status).toBe(204)
    expect(membersOf(AFFINITY_SEED.strict, id)).toHaveLength(0)
  })
})

/** Both kinds follow the same rules; each runs the same cases against its own paths. */
describe.each([
  {
    kind: 'anti-affinity',
    base: '/v1/anti-affinity-groups',
    type: 'anti-affinity-group',
    child: 'anti-affinity group',
    seeded: AFFINITY_SEED.bestEffort,
    seededMembers: AFFINITY_SEED.bestEffortMembers,
    instancePath: 'anti-affinity-groups',
  },
  {
    kind: 'affinity',
    base: '/v1/affinity-groups',
    type: 'affinity-group',
    child: 'affinity group',
    seeded: AFFINITY_SEED.affinity,
    seededMembers: AFFINITY_SEED.affinityMembers,
    instancePath: 'affinity-groups',
  },
])(
  '$kind groups and their members',
  ({ base, type, child, seeded, seededMembers, instancePath }) => {
    const body = { name: 'spread', description: 'd', policy: 'fail', failure_domain: 'sled' }
    const members = async (group: string) =>
      ((await call('GET', `${base}/${group}/members${P}`)).body as Page<Member>).items

    it('lists seeded members in their run states', async () => {
      const items = await members(seeded)
      expect(items.map((m) => m.value.name).sort()).toEqual([...seededMembers].sort())
      expect(new Set(items.map((m) => m.value.run_state)).size).toBeGreaterThan(1)
      expect(items.every((m) => m.type === 'instance')).toBe(true)
    })

    it('creates, renames, and deletes a group (its memberships go with it)', async () => {
      const created = await call('POST', `${base}${P}`, body)
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ name: 'spread', policy: 'fail', failure_domain: 'sled' })
      expect(
        (await call('POST', `${base}/spread/members/instance/${byState.stopped}${P}`)).status,
      ).toBe(201)
      const updated = await call('PUT', `${base}/spread${P}`, {
        name: 'spread-2',
        description: 'e',
      })
      expect(updated.status).toBe(200)
      expect(updated.body).toMatchObject({ name: 'spread-2', description: 'e', policy: 'fail' })
      expect((await call('DELETE', `${base}/spread-2${P}`)).status).toBe(204)
      expect((await call('GET', `${base}/spread-2${P}`)).status).toBe(404)
      const stopped = await call('GET', `/v1/instances/${byState.stopped}/${instancePath}${P}`)
      expect((stopped.body as Page<unknown>).items).toEqual([])
    })

    it.each([
      ['a taken name', { ...body, name: seeded }, 409, `already exists: ${type} "${seeded}"`],
      ['a bad name', { ...body, name: 'Bad_Name' }, 400, 'name'],
      ['an unknown policy', { ...body, policy: 'maybe' }, 400, 'policy: unknown variant'],
      ['an unknown failure domain', { ...body, failure_domain: 'rack' }, 400, 'failure_domain'],
      [
        'no description',
        { name: 'x', policy: 'allow', failure_domain: 'sled' },
        400,
        'description',
      ],
    ])('refuses a create with %s', async (_case, input, status, message) => {
      const reply = await call('POST', `${base}${P}`, input)
      expect(reply.status).toBe(status)
      expect((reply.body as { message: string }).message).toContain(message)
    })

    it('refuses a rename to a taken name', async () => {
      await call('POST', `${base}${P}`, body)
      const reply = await call('PUT', `${base}/spread${P}`, { name: seeded })
      expect(reply.status).toBe(409)
    })

    it('adds a stopped instance once, views and removes it', async () => {
      const path = `${base}/${seeded}/members/instance/${byState.stopped}${P}`
      const added = await call('POST', path)
      expect(added.status).toBe(201)
      expect(added.body).toMatchObject({ type: 'instance', value: { name: byState.stopped } })
      expect((await call('GET', path)).status).toBe(200)
      const again = await call('POST', path)
      expect(again.status).toBe(409)
      const groups = await call('GET', `/v1/instances/${byState.stopped}/${instancePath}${P}`)
      expect((groups.body as Page<{ name: string }>).items.map((g) => g.name)).toEqual([seeded])
      expect((await call('DELETE', path)).status).toBe(204)
      expect((await call('GET', path)).status).toBe(404)
      expect((await call('DELETE', path)).status).toBe(404)
    })

    it.each(['running', 'stopping', 'migrating', 'rebooting'] as const)(
      'refuses to add a %s instance, in the server’s words',
      async (state) => {
        const reply = await call('POST', `${base}/${seeded}/members/instance/${byState[state]}${P}`)
        expect(reply.status).toBe(400)
        expect((reply.body as { message: string }).message).toBe(
          `Instance cannot be added to ${child} in state: ${state}`,
        )
      },
    )

    it('refuses an instance of another project, by id', async () => {
      const project = (await call('POST', '/v1/projects', { name: 'other', description: '' }))
        .body as { id: string }
      const instance = db.instances.findBy((row) => row.name === byState.stopped)
      if (!instance) throw new Error('seeds changed')
      db.instances.update(instance.id, { project_id: project.id })
      const reply = await call('POST', `${base}/${seeded}/members/instance/${instance.id}${P}`)
      expect(reply.status).toBe(400)
    })

    it('answers 404 for a missing group or instance', async () => {
      expect((await call('GET', `${base}/missing/members${P}`)).status).toBe(404)
      expect((await call('POST', `${base}/${seeded}/members/instance/missing${P}`)).status).toBe(
        404,
      )
    })
  },
)
