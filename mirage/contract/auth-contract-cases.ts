/**
 * Contract cases for sign-in, sessions, the device flow, SSH keys and access tokens,
 * spread into `cases` in contract.test.ts. `user` starts the server as another seeded user (or
 * `signed-out`), `form` sends a form-encoded body (the device flow), `setup` prepares the data.
 */

import { ed25519PublicKey } from '~/lib/ssh-key'
import type { MockDb } from '../db'
import { DEVICE_CODE_GRANT_TYPE } from '../handlers/device'
import { identityProviderPost, MOCK_SAML_USERNAME } from '../saml-idp'
import { SEED_USERS } from '../seeds/auth-seeds'
import { seedDefault } from '../seeds/seeds'
import { type ContractCase, operationCases } from './contract-case'

const seeded = seedDefault()
const defaultUserId = seeded.session.userId
const tokenId = seeded.accessTokens.all()[0]?.id ?? 'seeds-changed'
const laptopKeyId = seeded.sshKeys.findBy((key) => key.name === 'laptop')?.id ?? 'seeds-changed'

const CLIENT_ID = '6ad0e8d2-84b3-4f3b-9a47-2a5e2c1e8a01'
const DEVICE_CODE = 'a'.repeat(64)
/** As the server generates user codes: with the dash, matched exactly. */
const USER_CODE = 'BCDF-GHJK'

/** A grant as `/device/auth` leaves it; confirmed when a user id is given. */
const grant =
  (confirmedBy?: string, expiresInMs = 300_000) =>
  (db: MockDb) => {
    const token = confirmedBy
      ? db.accessTokens.insert({
          id: '0d9f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
          silo_user_id: confirmedBy,
          secret: 'oxide-token-test',
          time_created: new Date().toISOString(),
          time_expires: null,
        })
      : undefined
    db.deviceGrants.insert({
      id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
      client_id: CLIENT_ID,
      device_code: DEVICE_CODE,
      user_code: USER_CODE,
      time_expires: new Date(Date.now() + expiresInMs).toISOString(),
      ttl_seconds: null,
      confirmed_by: confirmedBy ?? null,
      token_id: token?.id ?? null,
    })
  }

const newKey = (name: string, publicKey = ed25519PublicKey(new Uint8Array(32).fill(7))) => ({
  name,
  description: 'made in a test',
  public_key: publicKey,
})

const tokenForm = {
  client_id: CLIENT_ID,
  device_code: DEVICE_CODE,
  grant_type: DEVICE_CODE_GRANT_TYPE,
}

/** The signed-in user confirming the user code of a pending grant (`fields` over that). */
const confirmDevice = (
  userCode: string,
  status: number,
  fields: Pick<ContractCase, 'setup' | 'user'> = {},
): ContractCase => ({
  operationId: 'device_auth_confirm',
  method: 'POST',
  url: '/device/confirm',
  body: { user_code: userCode },
  setup: grant(),
  status,
  ...fields,
})

/** The CLI, signed out, polling for the token of the grant `setup` leaves. */
const requestDeviceToken = (setup: (db: MockDb) => void, status: number): ContractCase => ({
  operationId: 'device_access_token',
  method: 'POST',
  url: '/device/token',
  form: tokenForm,
  setup,
  user: 'signed-out',
  status,
})

export const authContractCases: ContractCase[] = [
  // sign-in and sessions
  {
    operationId: 'login_local',
    method: 'POST',
    url: '/v1/login/default-silo/local',
    body: { username: SEED_USERS.siloAdmin.username, password: 'oxide' },
    user: 'signed-out',
    status: 204,
  },
  ...operationCases('login_local', 'POST', [
    [
      401,
      '/v1/login/default-silo/local',
      { username: SEED_USERS.siloAdmin.username, password: 'wrong' },
    ],
    [
      401,
      '/v1/login/other-silo/local',
      { username: SEED_USERS.siloAdmin.username, password: 'oxide' },
    ],
    [400, '/v1/login/default-silo/local', { username: 'hannah' }],
  ]),
  {
    // the identity provider's post (saml-idp.ts), as the browser sends it
    operationId: 'login_saml',
    method: 'POST',
    url: '/login/default-silo/saml/mock-idp',
    form: Object.fromEntries(
      new URLSearchParams(
        identityProviderPost({
          username: MOCK_SAML_USERNAME,
          audience: '/login/default-silo/saml/mock-idp',
          redirectUri: '/settings/profile',
        }),
      ),
    ),
    user: 'signed-out',
    status: 303,
  },
  {
    // the console itself must never post here: an empty body is no identity provider's response
    operationId: 'login_saml',
    method: 'POST',
    url: '/login/default-silo/saml/mock-idp',
    user: 'signed-out',
    status: 400,
  },
  {
    operationId: 'login_saml',
    method: 'POST',
    url: '/login/default-silo/saml/no-such-idp',
    status: 404,
  },
  { operationId: 'logout', method: 'POST', url: '/v1/logout', status: 204 },
  { operationId: 'logout', method: 'POST', url: '/v1/logout', user: 'signed-out', status: 401 },
  {
    operationId: 'current_user_view',
    method: 'GET',
    url: '/v1/me',
    user: 'signed-out',
    status: 401,
  },
  {
    operationId: 'current_user_view',
    method: 'GET',
    url: '/v1/me',
    user: SEED_USERS.noRole.username,
    status: 200,
  },
  {
    operationId: 'current_user_groups',
    method: 'GET',
    url: '/v1/me/groups',
    user: SEED_USERS.noRole.username,
    status: 200,
  },
  {
    operationId: 'policy_view',
    method: 'GET',
    url: '/v1/policy',
    user: SEED_USERS.noRole.username,
    status: 200,
  },
  // a user with no role anywhere is forbidden everything but their own account
  {
    operationId: 'project_list',
    method: 'GET',
    url: '/v1/projects',
    user: SEED_USERS.noRole.username,
    status: 403,
  },
  {
    operationId: 'project_list',
    method: 'GET',
    url: '/v1/projects',
    user: SEED_USERS.projectCollaborator.username,
    status: 200,
  },
  {
    operationId: 'project_list',
    method: 'GET',
    url: '/v1/projects',
    user: 'signed-out',
    status: 401,
  },

  // SSH keys
  ...operationCases('current_user_ssh_key_list', 'GET', [
    [200, '/v1/me/ssh-keys'],
    [400, '/v1/me/ssh-keys?sort_by=nope'],
  ]),
  ...operationCases('current_user_ssh_key_create', 'POST', [
    [201, '/v1/me/ssh-keys', newKey('new-key')],
    [409, '/v1/me/ssh-keys', newKey('laptop')],
    [400, '/v1/me/ssh-keys', newKey('bad-key', 'ssh-ed25519 not-base64!')],
    [400, '/v1/me/ssh-keys', newKey('Bad_Name')],
    [500, '/v1/me/ssh-keys', newKey('fail-500')],
  ]),
  ...operationCases('current_user_ssh_key_view', 'GET', [
    [200, '/v1/me/ssh-keys/laptop'],
    [200, `/v1/me/ssh-keys/${laptopKeyId}`],
  ]),
  // another user's key is not found, not forbidden
  {
    operationId: 'current_user_ssh_key_view',
    method: 'GET',
    url: '/v1/me/ssh-keys/laptop',
    user: SEED_USERS.siloAdmin.username,
    status: 404,
  },
  ...operationCases('current_user_ssh_key_delete', 'DELETE', [
    [204, '/v1/me/ssh-keys/laptop'],
    [404, '/v1/me/ssh-keys/missing'],
  ]),

  // access tokens
  {
    operationId: 'current_user_access_token_list',
    method: 'GET',
    url: '/v1/me/access-tokens',
    status: 200,
  },
  {
    operationId: 'current_user_access_token_list',
    method: 'GET',
    url: '/v1/me/access-tokens',
    user: 'signed-out',
    status: 401,
  },
  {
    operationId: 'current_user_access_token_delete',
    method: 'DELETE',
    url: `/v1/me/access-tokens/${tokenId}`,
    status: 204,
  },
  {
    operationId: 'current_user_access_token_delete',
    method: 'DELETE',
    url: `/v1/me/access-tokens/${tokenId}`,
    user: SEED_USERS.siloAdmin.username,
    status: 404,
  },

  // the device flow (the CLI's side answers OAuth 2.0 form replies, `*/*` in the contract)
  {
    operationId: 'device_auth_request',
    method: 'POST',
    url: '/device/auth',
    form: { client_id: CLIENT_ID },
    user: 'signed-out',
    status: 200,
  },
  {
    operationId: 'device_auth_request',
    method: 'POST',
    url: '/device/auth',
    form: { client_id: 'not-a-uuid' },
    status: 400,
  },
  confirmDevice(USER_CODE, 204),
  confirmDevice('ZZZZ-ZZZZ', 404),
  // the same code without its dash, or in lower case, is not the code the server made
  confirmDevice('BCDFGHJK', 404),
  confirmDevice('bcdf-ghjk', 404),
  confirmDevice(USER_CODE, 400, { setup: grant(undefined, -1000) }),
  confirmDevice(USER_CODE, 401, { user: 'signed-out' }),
  // a lifetime over the silo's maximum is refused at confirmation (DeviceAuthRequest.ttl_seconds)
  confirmDevice(USER_CODE, 400, {
    setup: (db) => {
      grant()(db)
      const row = db.deviceGrants.findBy((row) => row.user_code === USER_CODE)
      if (row) db.deviceGrants.update(row.id, { ttl_seconds: 7200 })
      const siloId = db.users.find(defaultUserId)?.silo_id ?? 'seeds-changed'
      db.siloAuthSettings.set(siloId, { silo_id: siloId, device_token_max_ttl_seconds: 3600 })
    },
  }),
  requestDeviceToken(grant(), 400),
  requestDeviceToken(grant(defaultUserId), 200),

  // auth settings: read by any user of the silo, changed by its admins
  {
    operationId: 'auth_settings_view',
    method: 'GET',
    url: '/v1/auth-settings',
    user: SEED_USERS.viewer.username,
    status: 200,
  },
  {
    operationId: 'auth_settings_view',
    method: 'GET',
    url: '/v1/auth-settings',
    user: 'signed-out',
    status: 401,
  },
  {
    operationId: 'auth_settings_update',
    method: 'PUT',
    url: '/v1/auth-settings',
    body: { device_token_max_ttl_seconds: 2_592_000 },
    user: SEED_USERS.siloAdmin.username,
    status: 200,
  },
  {
    operationId: 'auth_settings_update',
    method: 'PUT',
    url: '/v1/auth-settings',
    body: { device_token_max_ttl_seconds: null },
    user: SEED_USERS.siloAdmin.username,
    status: 200,
  },
  {
    operationId: 'auth_settings_update',
    method: 'PUT',
    url: '/v1/auth-settings',
    body: { device_token_max_ttl_seconds: 0 },
    user: SEED_USERS.siloAdmin.username,
    status: 400,
  },
  {
    operationId: 'auth_settings_update',
    method: 'PUT',
    url: '/v1/auth-settings',
    body: { device_token_max_ttl_seconds: 3600 },
    user: SEED_USERS.viewer.username,
    status: 403,
  },
]
