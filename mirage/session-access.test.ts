/**
 * Who may write what (session-access.ts `writeAllowed`): a limited collaborator creates, changes
 * and deletes a project's compute but not its networking (Oxide's limited collaborator role),
 * a collaborator both, a viewer neither.
 */
import { SEED_USERS } from './seeds/seed-users'
import { VPC_SEED } from './seeds/vpc-seeds'
import { signInAs } from './session-access'
import { call, firewallRuleUpdate, startTestServer, stopTestServer } from './testing'

const P = `?project=${VPC_SEED.project}`

/** Alan (a silo viewer in the seeds) given `role` on the silo instead, and signed in. */
function signInAlanAs(role: 'viewer' | 'limited_collaborator' | 'collaborator') {
  const { db } = startTestServer()
  const alan = db.users.findBy((user) => user.display_name === SEED_USERS.viewer.displayName)
  if (!alan) throw new Error('the seeds have no alan')
  const silo = db.siloPolicies.get(alan.silo_id) ?? { role_assignments: [] }
  db.siloPolicies.set(alan.silo_id, {
    role_assignments: [
      ...silo.role_assignments.filter((a) => a.identity_id !== alan.id),
      { identity_id: alan.id, identity_type: 'silo_user', role_name: role },
    ],
  })
  signInAs(db, SEED_USERS.viewer.username)
}

const writes: [string, () => Promise<number>][] = [
  [
    'a VPC (networking)',
    async () =>
      (
        await call('POST', `/v1/vpcs${P}`, {
          name: 'new-vpc',
          description: '',
          dns_name: 'new-vpc',
        })
      ).status,
  ],
  [
    'firewall rules (networking)',
    async () =>
      (
        await call('PUT', `/v1/vpc-firewall-rules${P}&vpc=${VPC_SEED.vpc}`, {
          rules: [firewallRuleUpdate()],
        })
      ).status,
  ],
  [
    'a floating IP (compute)',
    async () =>
      (
        await call('POST', `/v1/floating-ips${P}`, {
          name: 'new-ip',
          description: '',
          address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
        })
      ).status,
  ],
]

afterEach(() => stopTestServer())

describe('writes by role', () => {
  it.each<[string, 'viewer' | 'limited_collaborator' | 'collaborator', number[]]>([
    ['a viewer may make none', 'viewer', [403, 403, 403]],
    ['a limited collaborator may not touch networking', 'limited_collaborator', [403, 403, 201]],
    ['a collaborator may make all', 'collaborator', [201, 200, 201]],
  ])('%s', async (_, role, statuses) => {
    signInAlanAs(role)
    const answered: number[] = []
    for (const [, write] of writes) answered.push(await write())
    expect(answered).toEqual(statuses)
  })
})
