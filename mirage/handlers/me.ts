/** The signed-in user's own SSH keys and device access tokens. */
import { sshPublicKeyProblem } from '~/lib/ssh-key'
import type { MockDb } from '../db'
import { alreadyExists, invalidValue } from '../errors'
import { liveContext, sshKeyFactory } from '../factories'
import { identityCreate } from '../identity-fields'
import { lookupAccessToken, lookupSshKey } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginateByNameOrId } from '../pagination'
import { failOnSentinelName } from '../sentinels'
import { currentUser } from '../session-access'
import { stringField } from '../validate'
import { accessTokenPage } from './users'

export const keysOf = (db: MockDb, userId: string) =>
  db.sshKeys.where((key) => key.silo_user_id === userId)

export const meHandlers = {
  current_user_ssh_key_list: ({ db, session, query }) =>
    paginateByNameOrId(keysOf(db, currentUser(db, session).id), query),

  current_user_ssh_key_create: ({ db, session, body }) => {
    const user = currentUser(db, session)
    const { name, description } = identityCreate(body)
    const publicKey = stringField(body, 'public_key')
    failOnSentinelName(name)
    const problem = sshPublicKeyProblem(publicKey)
    if (problem || !publicKey.trim()) {
      throw invalidValue('public_key', 'not a valid OpenSSH public key')
    }
    if (keysOf(db, user.id).some((key) => key.name === name)) throw alreadyExists('ssh-key', name)
    return db.sshKeys.insert(
      sshKeyFactory(liveContext, {
        silo_user_id: user.id,
        name,
        description,
        public_key: publicKey.trim(),
      }),
    )
  },

  current_user_ssh_key_view: ({ db, session, params }) => lookupSshKey(db, session, params.ssh_key),

  current_user_ssh_key_delete: ({ db, session, params }) => {
    db.sshKeys.remove(lookupSshKey(db, session, params.ssh_key).id)
  },

  current_user_access_token_list: ({ db, session, query }) =>
    accessTokenPage(db, currentUser(db, session).id, query),

  current_user_access_token_delete: ({ db, session, params }) => {
    db.accessTokens.remove(lookupAccessToken(db, session, params.token_id).id)
  },
} satisfies HandlerMap
