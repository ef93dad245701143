/**
 * Who the preview's users are and their password (README "The preview"): plain data with no
 * imports, so the sign-in page's preview hint can list them without pulling the mock into its
 * chunk. The seeds (auth-seeds.ts) create exactly these users.
 */

/** Every seeded user's password: a demo, not a secret. */
export const MOCK_PASSWORD = 'oxide'

export interface SeedUser {
  username: string
  displayName: string
  /** What the user may do, for the README and the preview's user menu and sign-in hint. */
  access: string
}

/** The preview's users; the first one is the user the preview starts signed in as. */
export const SEED_USERS = {
  fleetAdmin: {
    username: 'hannah',
    displayName: 'Hannah Arendt',
    access: 'fleet admin and silo admin',
  },
  siloAdmin: { username: 'ada', displayName: 'Ada Lovelace', access: 'silo admin' },
  projectCollaborator: {
    username: 'grace',
    displayName: 'Grace Hopper',
    access: 'collaborator on mock-project',
  },
  viewer: { username: 'alan', displayName: 'Alan Turing', access: 'silo viewer' },
  noRole: {
    username: 'newcomer',
    displayName: 'Nellie Newcomer',
    access: 'no groups and no role (sees the 403 notice)',
  },
} as const satisfies Record<string, SeedUser>
