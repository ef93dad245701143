import { samlAcsUrl } from './saml-idp-create'

describe('the ACS URL a new SAML provider is given (SPEC §7 Auth: POST /login/{silo}/saml/{provider})', () => {
  it.each([
    [
      'https://rack.example.com',
      'default-silo',
      'okta',
      'https://rack.example.com/login/default-silo/saml/okta',
    ],
    [
      'http://localhost:4000',
      'research',
      'azure-ad',
      'http://localhost:4000/login/research/saml/azure-ad',
    ],
    // before a name is typed, the silo's SAML path ends where the name will go
    ['https://rack.example.com', 'research', '', 'https://rack.example.com/login/research/saml/'],
  ])('%s, silo %s, provider %s → %s', (origin, silo, provider, url) => {
    expect(samlAcsUrl(origin, silo, provider)).toBe(url)
  })
})
