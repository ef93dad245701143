// @vitest-environment node
import { samlRedirectPath } from '~/lib/redirect'
import {
  identityProviderPost,
  MOCK_SAML_USERNAME,
  readIdentityProviderPost,
  readSamlRedirectPath,
} from './saml-idp'

const audience = '/login/default-silo/saml/mock-idp'

describe('the mock identity provider’s post to the assertion endpoint', () => {
  it.each([
    [MOCK_SAML_USERNAME, '/settings/profile'],
    ['ada', null],
    ['a<b&c', '/projects?page=2'],
  ])('names %s and carries redirect_uri %j', (username, redirectUri) => {
    const body = identityProviderPost({ username, audience, redirectUri })
    expect(new URLSearchParams(body).get('SAMLResponse')).toBeTruthy()
    expect(readIdentityProviderPost(body)).toEqual({ username, redirectUri })
  })

  it.each([
    ['an empty body', '', 'SAML response missing from the request body'],
    ['a JSON body', '{}', 'SAML response missing from the request body'],
    ['no Base64', 'SAMLResponse=%25%25', 'SAML response is not valid Base64'],
    ['no user', `SAMLResponse=${btoa('<samlp:Response/>')}`, 'SAML response has no NameID'],
  ])('refuses %s', (_case, body, problem) => {
    expect(readIdentityProviderPost(body)).toEqual({ problem })
  })

  it('loses only the landing place to an unreadable RelayState', () => {
    const body = `${identityProviderPost({ username: 'ada', audience })}&RelayState=%7Bnope`
    expect(readIdentityProviderPost(body)).toEqual({ username: 'ada', redirectUri: null })
  })
})

describe('the redirect endpoint’s path', () => {
  it.each([
    ['default-silo', 'mock-idp', undefined],
    ['a b', 'idp/é', '/projects?page=2'],
  ])('reads back the silo %j and provider %j samlRedirectPath names', (silo, provider, uri) => {
    const path = samlRedirectPath(silo, provider, uri).split('?')[0]
    expect(readSamlRedirectPath(path)).toEqual({ silo, provider })
  })

  it.each([
    '/login/default-silo/saml/mock-idp',
    '/login/default-silo/local',
    '/login/default-silo/saml/mock-idp/redirect/more',
    '/v1/login/default-silo/saml/mock-idp/redirect',
  ])('is not %s', (path) => {
    expect(readSamlRedirectPath(path)).toBeUndefined()
  })
})
