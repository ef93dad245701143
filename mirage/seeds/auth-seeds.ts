/**
 * Who can sign in to the preview (README "The preview"): one seeded user per kind of access, all
 * with local passwords, a SAML identity provider on the default silo, and a few SSH keys and
 * access tokens for the default user. Seeded from their own id stream so adding them leaves every
 * other seeded id as it was.
 */
import type { MockDb, Schemas } from '../db'
import { type FactoryContext, groupFactory, sshKeyFactory, userFactory } from '../factories'
import { startConsoleSession } from '../session-access'
import { MOCK_PASSWORD, SEED_USERS } from './seed-users'

export { MOCK_PASSWORD, SEED_USERS, type SeedUser } from './seed-users'

export const MOCK_SAML_PROVIDER = 'mock-idp'

/** The default user's second group (seeds.ts `SEED.otherGroup`), a silo collaborator here. */
const SEED_OTHER_GROUP = 'web-devs'

interface Context {
  db: MockDb
  context: FactoryContext
  silo: Schemas['Silo']
  /** The user the default scenario already created (the default user). */
  defaultUser: Schemas['User']
  projectId: string
}

const groupNamed = (db: MockDb, name: string) =>
  db.groups.findBy((group) => group.display_name === name)

export function seedAuth({ db, context, silo, defaultUser, projectId }: Context) {
  const credential = (user: Schemas['User'], username: string) =>
    db.localCredentials.insert({ id: user.id, username, password: MOCK_PASSWORD })
  const newUser = (displayName: string) =>
    db.users.insert(userFactory(context, { silo_id: silo.id, display_name: displayName }))
  const join = (user: Schemas['User'], group: Schemas['Group'] | undefined) => {
    if (group)
      db.groupMemberships.insert({ id: context.ids.uuid(), group_id: group.id, user_id: user.id })
  }
  const siloPolicy = db.siloPolicies.get(silo.id) ?? { role_assignments: [] }

  credential(defaultUser, SEED_USERS.fleetAdmin.username)
  db.fleetPolicy = {
    role_assignments: [
      { identity_id: defaultUser.id, identity_type: 'silo_user', role_name: 'admin' },
    ],
  }

  const ada = newUser(SEED_USERS.siloAdmin.displayName)
  credential(ada, SEED_USERS.siloAdmin.username)
  join(ada, groupNamed(db, silo.admin_group_name ?? ''))

  const grace = newUser(SEED_USERS.projectCollaborator.displayName)
  credential(grace, SEED_USERS.projectCollaborator.username)
  const developers = db.groups.insert(
    groupFactory(context, { silo_id: silo.id, display_name: 'kernel-devs' }),
  )
  join(grace, developers)
  // a group's project role (grace's own, stronger role is what applies to her)
  db.projectPolicies.set(projectId, {
    role_assignments: [
      { identity_id: grace.id, identity_type: 'silo_user', role_name: 'collaborator' },
      { identity_id: developers.id, identity_type: 'silo_group', role_name: 'viewer' },
    ],
  })

  const alan = newUser(SEED_USERS.viewer.displayName)
  credential(alan, SEED_USERS.viewer.username)
  // inherited roles for the access pages: alan's silo role shows on every project's page; the
  // web-devs group (the default user's) is a silo collaborator, which the silo maps to the fleet
  // viewer role, shown on the silo's page. No seeded user gains access by it: hannah, its one
  // member, is a fleet and silo admin already.
  const webDevs = groupNamed(db, SEED_OTHER_GROUP)
  db.siloPolicies.set(silo.id, {
    role_assignments: [
      ...siloPolicy.role_assignments,
      { identity_id: alan.id, identity_type: 'silo_user', role_name: 'viewer' },
      ...(webDevs
        ? [
            {
              identity_id: webDevs.id,
              identity_type: 'silo_group' as const,
              role_name: 'collaborator' as const,
            },
          ]
        : []),
    ],
  })
  db.silos.update(silo.id, { mapped_fleet_roles: { collaborator: ['viewer'] } })

  const newcomer = newUser(SEED_USERS.noRole.displayName)
  credential(newcomer, SEED_USERS.noRole.username)

  const time = context.now()
  db.identityProviders.insert({
    id: context.ids.uuid(),
    silo_id: silo.id,
    name: MOCK_SAML_PROVIDER,
    description: 'The mock identity provider: signs you in as the default user',
    provider_type: 'saml',
    time_created: time,
    time_modified: time,
  })

  for (const [name, description] of [
    ['laptop', 'Work laptop'],
    ['build-server', 'CI runner deploy key'],
  ]) {
    db.sshKeys.insert(sshKeyFactory(context, { silo_user_id: defaultUser.id, name, description }))
  }

  for (const [index, expires] of [null, Date.UTC(2031, 0, 1)].entries()) {
    db.accessTokens.insert({
      id: context.ids.uuid(),
      silo_user_id: defaultUser.id,
      secret: `oxide-token-seeded-${index}`,
      time_created: context.now(),
      time_expires: expires === null ? null : new Date(expires).toISOString(),
    })
  }
}

/**
 * Sign-ins besides the preview tab's: earlier console sessions (a laptop's browser, a phone's)
 * and a CLI's device token for grace, one session for ada, so a user's page has sessions and
 * tokens to list and Sign out everywhere has something to end.
 */
export function seedSessions(db: MockDb, context: FactoryContext) {
  const userNamed = (username: string) =>
    db.localCredentials.findBy((row) => row.username === username)?.id
  const grace = userNamed(SEED_USERS.projectCollaborator.username)
  const ada = userNamed(SEED_USERS.siloAdmin.username)
  for (const userId of [grace, grace, ada]) {
    if (userId) startConsoleSession(db, userId, null, context)
  }
  if (grace) {
    db.accessTokens.insert({
      id: context.ids.uuid(),
      silo_user_id: grace,
      secret: 'oxide-token-seeded-grace',
      time_created: context.now(),
      time_expires: new Date(Date.UTC(2031, 5, 1)).toISOString(),
    })
  }
}
