import { SEED_USERS } from '../seeds/auth-seeds'
import { call, startTestServer, stopTestServer } from '../testing'

afterEach(stopTestServer)

interface Named {
  id: string
  display_name: string
}
interface Page {
  items: Record<string, unknown>[]
}

const get = async <T>(url: string) => (await call('GET', url)).body as T
const idOf = async (url: string, name: string) => {
  const found = (await get<{ items: Named[] }>(url)).items.find((row) => row.display_name === name)
  if (!found) throw new Error(`no ${name} at ${url}`)
  return found.id
}
const graceId = () => idOf('/v1/users', SEED_USERS.projectCollaborator.displayName)
const message = (reply: { body: unknown }) => (reply.body as { message: string }).message

describe('a user and a group by id', () => {
  it('answers the silo’s user and group as their lists do', async () => {
    startTestServer()
    const grace = await graceId()
    const user = await call('GET', `/v1/users/${grace}`)
    expect(user.status).toBe(200)
    expect((user.body as Named).display_name).toBe(SEED_USERS.projectCollaborator.displayName)
    const groupId = await idOf('/v1/groups', 'kernel-devs')
    const group = await call('GET', `/v1/groups/${groupId}`)
    expect((group.body as Named).display_name).toBe('kernel-devs')
    const members = await get<{ items: Named[] }>(`/v1/users?group=${groupId}`)
    expect(members.items.map((row) => row.id)).toEqual([grace])
  })

  it.each([
    ['/v1/users/not-an-id', 400, /unable to parse "not-an-id"/],
    ['/v1/users/00000000-0000-4000-8000-000000000000', 404, /not found: silo-user/],
    ['/v1/groups/00000000-0000-4000-8000-000000000000', 404, /not found: silo-group/],
  ])('%s → %i', async (url, status, words) => {
    startTestServer()
    const reply = await call('GET', url)
    expect(reply.status).toBe(status)
    expect(message(reply)).toMatch(words)
  })
})

describe('a user’s sessions and tokens', () => {
  it('lists the seeded sign-ins and device token in the contract’s views, no secret', async () => {
    startTestServer()
    const grace = await graceId()
    const sessions = await get<Page>(`/v1/users/${grace}/sessions`)
    expect(sessions.items).toHaveLength(2)
    for (const session of sessions.items) {
      expect(Object.keys(session).sort()).toEqual(['id', 'time_created', 'time_last_used'])
    }
    const tokens = await get<Page>(`/v1/users/${grace}/access-tokens`)
    expect(tokens.items).toHaveLength(1)
    expect(Object.keys(tokens.items[0]).sort()).toEqual(['id', 'time_created', 'time_expires'])
  })

  it('the preview tab’s sign-in is a session of its user', async () => {
    startTestServer({ user: SEED_USERS.projectCollaborator.username })
    const grace = await graceId()
    expect((await get<Page>(`/v1/users/${grace}/sessions`)).items).toHaveLength(3)
  })

  it.each<[keyof typeof SEED_USERS, 'own' | 'grace’s', number]>([
    ['fleetAdmin', 'grace’s', 200],
    ['siloAdmin', 'grace’s', 200],
    ['projectCollaborator', 'own', 200],
    ['viewer', 'grace’s', 403],
    ['viewer', 'own', 200],
  ])('%s listing %s sessions and tokens → %i', async (kind, whose, status) => {
    startTestServer({ user: SEED_USERS[kind].username })
    const grace = await graceId()
    const me = (await get<Named>('/v1/me')).id
    const userId = whose === 'own' ? me : grace
    for (const list of ['sessions', 'access-tokens']) {
      const reply = await call('GET', `/v1/users/${userId}/${list}`)
      expect(reply.status).toBe(status)
      if (status === 403) expect(message(reply)).toBe('Forbidden')
    }
  })
})

describe('user_logout: every token and session, cannot be undone (the contract)', () => {
  it('a silo admin signs grace out: her lists are empty after', async () => {
    startTestServer({ user: SEED_USERS.siloAdmin.username })
    const grace = await graceId()
    const reply = await call('POST', `/v1/users/${grace}/logout`)
    expect(reply.status).toBe(204)
    expect((await get<Page>(`/v1/users/${grace}/sessions`)).items).toEqual([])
    expect((await get<Page>(`/v1/users/${grace}/access-tokens`)).items).toEqual([])
    // the admin's own session lives on
    expect((await call('GET', '/v1/me')).status).toBe(200)
  })

  it('signing oneself out ends the tab’s session: the next call is a 401', async () => {
    startTestServer({ user: SEED_USERS.projectCollaborator.username })
    const me = (await get<Named>('/v1/me')).id
    expect((await call('POST', `/v1/users/${me}/logout`)).status).toBe(204)
    expect((await call('GET', '/v1/me')).status).toBe(401)
  })

  it.each<[keyof typeof SEED_USERS]>([['viewer'], ['projectCollaborator']])(
    '%s may not sign another user out (403)',
    async (kind) => {
      startTestServer()
      const grace = await graceId()
      startTestServer({ user: SEED_USERS[kind].username })
      const target =
        kind === 'projectCollaborator' ? await idOf('/v1/users', 'Ada Lovelace') : grace
      const reply = await call('POST', `/v1/users/${target}/logout`)
      expect(reply.status).toBe(403)
      expect(message(reply)).toBe('Forbidden')
    },
  )
})
