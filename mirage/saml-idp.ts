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

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
const unescapeXml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

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
    `<saml:Subject><saml:NameID>${escapeXml(username)}</saml:NameID></saml:Subject>`,
    `<saml:Conditions><saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`,
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
  return { username: unescapeXml(nameId), redirectUri }
}
