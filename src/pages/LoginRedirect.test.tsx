import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { memoryLocation } from 'wouter/memory-location'
import { renderRoute } from '@/testing/render-route'
import { sessionSilo } from '~/lib/session-silo'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/current-user'

/** `/login` rendered at `path`; the memory location's history says where it went. */
function openLogin(path: string) {
  const location = renderRoute(path)
  return location
}

const landedOn = (location: ReturnType<typeof memoryLocation>) => location.history?.at(-1)

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  stopTestServer()
  sessionStorage.clear()
})

describe('/login (SPEC §4: where a 401 sends the user)', () => {
  it.each([
    ['research', '?redirect_uri=%2Fimages', '/login/research/local?redirect_uri=%2Fimages'],
    ['a b', '', '/login/a%20b/local'],
  ])(
    "goes to the sign-in page of this tab's silo %j, keeping the search",
    async (silo, search, destination) => {
      sessionSilo.remember(silo)
      const location = openLogin(`/login${search}`)
      await waitFor(() => expect(landedOn(location)).toBe(destination))
    },
  )

  it('remembers the silo /v1/me names', async () => {
    startTestServer()
    const store = makeStore()
    const { data } = await store.dispatch(api.endpoints.currentUserView.initiate(undefined))
    expect(data?.siloName).toBe('default-silo')
    expect(sessionSilo.read()).toBe('default-silo')
  })

  it('makes up no silo when the tab has had no session: the user names theirs', async () => {
    const location = openLogin('/login?redirect_uri=%2Fimages')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    const silo = screen.getByRole('textbox', { name: 'Silo' })

    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Choose your silo' }))
    })
    expect(await screen.findAllByText('Silo is required')).not.toHaveLength(0)
    expect(landedOn(location)).toBe('/login?redirect_uri=%2Fimages')

    fireEvent.change(silo, { target: { value: ' research ' } })
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Choose your silo' }))
    })
    await waitFor(() =>
      expect(landedOn(location)).toBe('/login/research/local?redirect_uri=%2Fimages'),
    )
  })
})
