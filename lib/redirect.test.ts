// @vitest-environment node
import { redirectFromSearch, safeRedirectPath, samlRedirectPath } from './redirect'

describe('safeRedirectPath: only a same-origin path is followed after sign-in', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ['a path', '/projects', '/projects'],
    ['a path with a search', '/settings/ssh-keys?sort=name', '/settings/ssh-keys?sort=name'],
    ['a path with a hash', '/projects/p/instances#top', '/projects/p/instances#top'],
    ['the root', '/', '/'],
    ['nothing', undefined, undefined],
    ['null', null, undefined],
    ['an empty string', '', undefined],
    ['another site', 'https://evil.example/', undefined],
    ['this site spelled out (not a path)', 'http://localhost/projects', undefined],
    ['a protocol-relative host', '//evil.example/projects', undefined],
    ['a backslash host browsers read as //', '/\\evil.example', undefined],
    ['a tab browsers drop, leaving //', '/\t/evil.example', undefined],
    ['a newline browsers drop, leaving //', '/\n/evil.example', undefined],
    ['a path with a space, as a browser sends it', '/images?q=a b', '/images?q=a%20b'],
    ['a path that only looks like a host', '/evil.example', '/evil.example'],
    ['a relative path', 'projects', undefined],
    ['a javascript: URL', 'javascript:alert(1)', undefined],
  ])('%s: %j → %j', (_, raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected)
  })
})

describe('redirectFromSearch: reads redirect_uri from the sign-in page query', () => {
  it.each<[string, string | undefined]>([
    ['redirect_uri=%2Fsettings%2Fprofile', '/settings/profile'],
    ['?redirect_uri=%2Fprojects%3Fpage%3D2', '/projects?page=2'],
    ['mock-user=ada&redirect_uri=%2Fimages', '/images'],
    ['redirect_uri=https%3A%2F%2Fevil.example%2F', undefined],
    ['redirect_uri=%2F%2Fevil.example', undefined],
    ['redirect_uri=', undefined],
    ['', undefined],
  ])('%j → %j', (search, expected) => {
    expect(redirectFromSearch(search)).toBe(expected)
  })
})

describe('samlRedirectPath: where SAML sign-in sends the browser', () => {
  it.each([
    ['default-silo', 'mock-idp', undefined, '/login/default-silo/saml/mock-idp/redirect'],
    [
      'default-silo',
      'mock-idp',
      '/settings/profile?x=1',
      '/login/default-silo/saml/mock-idp/redirect?redirect_uri=%2Fsettings%2Fprofile%3Fx%3D1',
    ],
    ['a b', 'idp/1', undefined, '/login/a%20b/saml/idp%2F1/redirect'],
  ])('%s, %s, %j → %s', (silo, provider, redirectUri, path) => {
    expect(samlRedirectPath(silo, provider, redirectUri)).toBe(path)
  })
})
