import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { memoryLocation } from 'wouter/memory-location'
import { LiveRegion } from '@/components/LiveRegion'
import { renderRoute } from '@/testing/render-route'
import { previewTools } from '~/mirage/preview-tools'
import { MOCK_PASSWORD } from '~/mirage/seeds/auth-seeds'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import { navigation } from '~/store/api/transport'
import { WRONG_CREDENTIALS } from './LoginLocalPage'

/** The sign-in page at `path`, against a fresh mock server with nobody signed in. */
async function openSignIn(path: string) {
  const mock = startTestServer({ user: 'signed-out' })
  // what main.tsx provides in a preview build
  const location = renderRoute(path, { tools: previewTools(mock.db), extra: <LiveRegion /> })
  await screen.findByRole('heading', { name: 'Sign in', level: 1 })
  return location
}

async function signIn(username: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
    target: { value: username },
  })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }))
  })
}

/** The path (and search) the page navigated to last. */
const landedOn = (location: ReturnType<typeof memoryLocation>) => location.history?.at(-1)

let toLogin: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => undefined)
  // every failed call is logged (SPEC §8); a wrong password is one here on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  stopTestServer()
  vi.restoreAllMocks()
})

describe('local sign-in (a clear message on failure, no login redirect)', () => {
  it.each([
    ['a wrong password', 'default-silo', 'ada', 'not-the-password'],
    ['an unknown user', 'default-silo', 'nobody', MOCK_PASSWORD],
    ['a silo that does not exist', 'no-such-silo', 'ada', MOCK_PASSWORD],
  ])(
    '%s says so, keeps the username and stays on the page',
    async (_, silo, username, password) => {
      const page = `/login/${silo}/local?redirect_uri=%2Fimages`
      const location = await openSignIn(page)
      await signIn(username, password)
      expect(await screen.findByText(WRONG_CREDENTIALS)).toBeTruthy()
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', username)
      expect(landedOn(location)).toBe(page)
      // SPEC §4: a 401 from local login is the form's error, not an expired session
      expect(toLogin).not.toHaveBeenCalled()
    },
  )

  it('announces the required fields assertively when submitted empty, and sends nothing', async () => {
    await openSignIn('/login/default-silo/local')
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }))
    })
    const region = document.querySelector('[aria-live="assertive"][aria-atomic="true"]')
    await waitFor(() =>
      expect(region?.textContent).toBe('Username is required. Password is required'),
    )
    expect(await screen.findAllByText('Username is required')).not.toHaveLength(0)
  })

  it('shows no message as the empty username loses focus, so Sign in stays under the pointer', async () => {
    await openSignIn('/login/default-silo/local')
    const username = screen.getByRole('textbox', { name: 'Username' })
    await act(async () => {
      fireEvent.focus(username)
      fireEvent.blur(username)
    })
    // the blur's validation, were there one, has run and rendered by now (formik validates
    // in a promise, which the async act awaits)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('Username is required')).toBeNull()
  })

  it('signs in on the next attempt after a wrong password', async () => {
    const location = await openSignIn('/login/default-silo/local')
    await signIn('ada', 'wrong')
    await screen.findByText(WRONG_CREDENTIALS)
    await signIn('ada', MOCK_PASSWORD)
    await waitFor(() => expect(landedOn(location)).toBe('/projects'))
  })
})

describe('where a successful sign-in lands (SPEC §4 redirect_uri)', () => {
  it.each([
    [
      'a same-origin path with its search',
      '%2Fprojects%2Fmock-project%2Fdisks%3Fpage%3D2',
      '/projects/mock-project/disks?page=2',
    ],
    ['another site: the projects page instead', 'https%3A%2F%2Fevil.example%2F', '/projects'],
    ['a protocol-relative host: the projects page instead', '%2F%2Fevil.example', '/projects'],
    ['no redirect_uri: the projects page', null, '/projects'],
  ])('%s', async (_, redirectUri, expected) => {
    const search = redirectUri === null ? '' : `?redirect_uri=${redirectUri}`
    const location = await openSignIn(`/login/default-silo/local${search}`)
    await signIn('hannah', MOCK_PASSWORD)
    await waitFor(() => expect(landedOn(location)).toBe(expected))
  })
})

describe('the preview hint on the sign-in page', () => {
  it('fills the username picked from the hint, and the password is next', async () => {
    const location = await openSignIn('/login/default-silo/local')
    const hint = await screen.findByRole('region', { name: 'Users of this preview' })
    fireEvent.click(within(hint).getByRole('button', { name: 'grace' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'grace'),
    )
    const password = screen.getByLabelText('Password')
    expect(document.activeElement).toBe(password)
    fireEvent.change(password, { target: { value: MOCK_PASSWORD } })
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }))
    })
    await waitFor(() => expect(landedOn(location)).toBe('/projects'))
  })

  it('sits beside the preview banner, whose session menu is there signed out too', async () => {
    await openSignIn('/login/default-silo/local')
    const banner = screen.getByRole('region', { name: 'Technical preview' })
    expect(await within(banner).findByRole('button', { name: 'Mock session' })).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Learn more' })).toBeTruthy()
  })
})
