/**
 * The preview's SAML identity provider (README "The preview"). SAML sign-in is a browser
 * navigation to `/login/{silo}/saml/{provider}/redirect`, which the server answers by sending the
 * browser to the silo's identity provider; the provider signs the user in and has the browser post
 * its response (`SAMLResponse`, with the `RelayState` the server gave it) to the assertion
 * endpoint `/login/{silo}/saml/{provider}` (login_saml), which starts the session and redirects
 * back to the console. The mock plays the provider: it vouches for one seeded user, and its
 * response is a stand-in for a signed SAML Response (Base64 of a small XML document naming the
 * user); login_saml reads the user back and refuses a post without one, as the real endpoint
 * refuses anything but an identity provider's response.
 */

/** The user the mock identity provider vouches for. */
export const MOCK_SAML_USERNAME = 'hannah'

export interface SamlPost {
  username: string
  /** The `redirect_uri` the sign-in started with, carried in RelayState. */
  redirectUri: string | null
}

/** Numeric character references: the same escape for XML and for HTML text and attributes. */
const escapeMarkup = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
const unescapeMarkup = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

const e = encodeURIComponent

/** The assertion endpoint (login_saml) of a silo's provider: where the provider's response goes. */
export const assertionEndpointPath = (silo: string, provider: string) =>
  `/login/${e(silo)}/saml/${e(provider)}`

/**
 * The silo and provider of the server's SAML redirect endpoint, the path lib/redirect.ts
 * `samlRedirectPath` builds; undefined for any other path.
 */
export function readSamlRedirectPath(pathname: string) {
  const match = /^\/login\/([^/]+)\/saml\/([^/]+)\/redirect\/?$/.exec(pathname)
  if (!match) return undefined
  try {
    return { silo: decodeURIComponent(match[1]), provider: decodeURIComponent(match[2]) }
  } catch {
    return undefined
  }
}

/** The form body the provider has the browser post to the assertion endpoint. */
export function identityProviderPost({
  username,
  audience,
  redirectUri,
}: {
  username: string
  /** The assertion endpoint's path, which the response is for. */
  audience: string
  redirectUri?: string | null
}) {
  const response = [
    '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">',
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">`,
    `<saml:Subject><saml:NameID>${escapeMarkup(username)}</saml:NameID></saml:Subject>`,
    `<saml:Conditions><saml:AudienceRestriction><saml:Audience>${escapeMarkup(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`,
    '</saml:Assertion>',
    '</samlp:Response>',
  ].join('')
  const form = new URLSearchParams({ SAMLResponse: btoa(response) })
  if (redirectUri) form.set('RelayState', JSON.stringify({ redirect_uri: redirectUri }))
  return form.toString()
}

/** What the assertion endpoint reads from a post; a problem when it holds no usable response. */
export function readIdentityProviderPost(body: string): SamlPost | { problem: string } {
  const form = new URLSearchParams(body)
  const encoded = form.get('SAMLResponse')
  if (!encoded) return { problem: 'SAML response missing from the request body' }
  let xml: string
  try {
    xml = atob(encoded)
  } catch {
    return { problem: 'SAML response is not valid Base64' }
  }
  const nameId = /<saml:NameID>([^<]+)<\/saml:NameID>/.exec(xml)?.[1]
  if (!nameId) return { problem: 'SAML response has no NameID' }
  let redirectUri: string | null = null
  try {
    const relay = JSON.parse(form.get('RelayState') ?? 'null') as { redirect_uri?: unknown } | null
    if (typeof relay?.redirect_uri === 'string') redirectUri = relay.redirect_uri
  } catch {
    // an unreadable RelayState only loses where to land
  }
  return { username: unescapeMarkup(nameId), redirectUri }
}

/**
 * The provider's sign-in page for a server that answers the redirect endpoint itself (the HTTP
 * mock, mirage/http/): plain HTML whose form has the browser post the provider's response to the
 * assertion endpoint, as a real provider's page does. The preview plays the same part in the page
 * (src/pages/login/MockIdentityProviderPage.tsx), since a real post would leave the in-page mock.
 */
export function identityProviderPage({
  silo,
  provider,
  redirectUri,
}: {
  silo: string
  provider: string
  /** Already checked to be a same-origin path. */
  redirectUri?: string | null
}) {
  const audience = assertionEndpointPath(silo, provider)
  const fields = new URLSearchParams(
    identityProviderPost({ username: MOCK_SAML_USERNAME, audience, redirectUri }),
  )
  const hidden = [...fields].map(
    ([name, value]) =>
      `<input type="hidden" name="${escapeMarkup(name)}" value="${escapeMarkup(value)}">`,
  )
  // Cancel goes back to the console's SAML sign-in page, which shares the assertion path
  const cancel = `${audience}${redirectUri ? `?redirect_uri=${e(redirectUri)}` : ''}`
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Mock identity provider</title></head>',
    '<body><main>',
    '<h1>Mock identity provider</h1>',
    `<p>The mock server's stand-in for <strong>${escapeMarkup(provider)}</strong>, the identity provider of the silo <strong>${escapeMarkup(silo)}</strong>. It vouches for the user <strong>${MOCK_SAML_USERNAME}</strong>.</p>`,
    `<form method="post" action="${escapeMarkup(audience)}">`,
    ...hidden,
    `<button type="submit">Continue as ${MOCK_SAML_USERNAME}</button>`,
    '</form>',
    `<p><a href="${escapeMarkup(cancel)}">Cancel</a></p>`,
    '</main></body>',
    '</html>',
    '',
  ].join('\n')
}
