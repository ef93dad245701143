/**
 * A silo's SCIM client bearer tokens (`/v1/system/scim/tokens`, the silo in the `silo` query):
 * listed, created, viewed and deleted by an operator. The contract's rule: the bearer token is in
 * the create response only (`ScimClientBearerTokenValue`, "It will not be retrievable later
 * through the token view and list endpoints"); list and view return `ScimClientBearerToken`.
 */
import type { MockDb, ScimTokenRecord } from '../db'
import { internalError, notFound } from '../errors'
import { liveContext } from '../factories'
import { hex } from '../ids'
import { lookupSilo, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { FAILING_SCIM_TOKEN_ID } from '../sentinels'

/** What list and view show of a token: never its secret nor whose silo it is. */
const tokenView = ({ id, time_created, time_expires }: ScimTokenRecord) => ({
  id,
  time_created,
  time_expires,
})

/** A token of the silo the query names; another silo's token is as good as missing. */
function lookupScimToken(db: MockDb, id: string, silo: string | undefined) {
  const siloId = lookupSilo(db, silo).id
  const token = db.scimTokens.find(uuidParam(id, 'token_id'))
  if (!token || token.silo_id !== siloId) throw notFound('scim-client-bearer-token', id)
  return token
}

export const scimTokenHandlers = {
  scim_token_list: ({ db, query }) => {
    const siloId = lookupSilo(db, query.silo).id
    return db.scimTokens.where((token) => token.silo_id === siloId).map(tokenView)
  },

  scim_token_create: ({ db, query }) => {
    const silo = lookupSilo(db, query.silo)
    const token = db.scimTokens.insert({
      id: liveContext.ids.uuid(),
      silo_id: silo.id,
      bearer_token: `oxide-scim-${hex(liveContext.ids.bytes(20))}`,
      time_created: liveContext.now(),
      time_expires: null,
    })
    return { ...tokenView(token), bearer_token: token.bearer_token }
  },

  scim_token_view: ({ db, params, query }) =>
    tokenView(lookupScimToken(db, params.token_id, query.silo)),

  scim_token_delete: ({ db, params, query }) => {
    const token = lookupScimToken(db, params.token_id, query.silo)
    if (token.id === FAILING_SCIM_TOKEN_ID) throw internalError()
    db.scimTokens.remove(token.id)
  },
} satisfies HandlerMap
