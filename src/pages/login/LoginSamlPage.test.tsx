import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { call, startTestServer, stopTestServer } from '~/mirage/testing'
import { navigation } from '~/store/api/transport'
import { browserNavigation } from './LoginSamlPage'

/** The console at `path`, against a fresh mock server with nobody signed in. */
async function open(path: string, heading: string) {
  startTestServer({ user: 'signed-out' })
  const location = renderRoute(path)
  await screen.findByRole('heading', { name: heading, level: 1 })
  return location
}

let assign: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined)
  vi.spyOn(navigation, 'toLogin').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  stopTestServer()
  vi.restoreAllMocks()
})

describe('SAML sign-in starts with a browser navigation', () => {
  it.each([
    [
      '/login/default-silo/saml/mock-idp?redirect_uri=%2Fsettings%2Fprofile',
      '/login/default-silo/saml/mock-idp/redirect?redirect_uri=%2Fsettings%2Fprofile',
    ],
    ['/login/default-silo/saml/mock-idp', '/login/default-silo/saml/mock-idp/redirect'],
    // only a same-origin redirect_uri is passed on
    [
      '/login/default-silo/saml/mock-idp?redirect_uri=https%3A%2F%2Fevil.example',
      '/login/default-silo/saml/mock-idp/redirect',
    ],
  ])('%s sends the browser to %s and posts nothing itself', async (page, redirect) => {
    await open(page, 'Sign in')
    // after the mock started: its fetch is the one the page would call
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with mock-idp' }))
    expect(assign).toHaveBeenCalledWith(redirect)
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('the preview’s identity provider at the redirect endpoint', () => {
  it('posts its response to the assertion endpoint and lands on redirect_uri, signed in', async () => {
    const location = await open(
      '/login/default-silo/saml/mock-idp/redirect?redirect_uri=%2Fsettings%2Fprofile',
      'Mock identity provider',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Continue as hannah' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/settings/profile'))
    const me = await call('GET', '/v1/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ display_name: 'Hannah Arendt', silo_name: 'default-silo' })
  })

  it('shows the assertion endpoint’s refusal of an unknown provider', async () => {
    await open('/login/default-silo/saml/no-such-idp/redirect', 'Mock identity provider')
    fireEvent.click(screen.getByRole('button', { name: 'Continue as hannah' }))
    expect(
      await screen.findByText('Not found: identity provider with name "no-such-idp"'),
    ).toBeTruthy()
    expect((await call('GET', '/v1/me')).status).toBe(401)
  })
})
