/**
 * The SAML redirect endpoint over HTTP (`GET /login/{silo}/saml/{provider}/redirect`, where the
 * console's SAML sign-in sends the browser). The real server answers it by sending the browser on
 * to the silo's identity provider; the mock server is that provider too, so it answers with the
 * provider's page (saml-idp.ts), whose form posts to the assertion endpoint (login_saml). Not a
 * contract operation: a browser navigation, so it is answered beside the mock API, not by it.
 */
import { redirectFromSearch } from '~/lib/redirect'
import type { MockDb } from '../db'
import { MockApiError } from '../errors'
import { lookupSignInProvider } from '../lookup'
import type { IncomingRequest, MockReply } from '../mock-api'
import { identityProviderPage, readSamlRedirectPath } from '../saml-idp'

export interface PageReply {
  status: number
  html: string
}

/** The redirect endpoint's answer; undefined for any other request (the mock API's then). */
export function samlRedirectReply(
  db: MockDb,
  incoming: IncomingRequest,
): PageReply | MockReply | undefined {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return undefined
  const url = new URL(incoming.url)
  const target = readSamlRedirectPath(url.pathname)
  if (!target) return undefined
  try {
    lookupSignInProvider(db, target.silo, target.provider)
  } catch (error) {
    if (error instanceof MockApiError) {
      return { status: error.status, headers: {}, body: error.toBody() }
    }
    throw error
  }
  return {
    status: 200,
    html: identityProviderPage({ ...target, redirectUri: redirectFromSearch(url.search) }),
  }
}
