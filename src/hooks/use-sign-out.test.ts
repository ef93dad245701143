import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { toaster } from '~/machines/toast.machine'
import { dismissAllToasts } from '~/machines/toaster'
import { MOCK_SETTINGS_KEY } from '~/mirage/settings'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/projects'
import { projects } from '~/store/entities/projects'
import { warmStart } from '~/store/persist'
import { SIGN_OUT_UNCONFIRMED, type SignOutSteps, signOut, useSignOut } from './use-sign-out'

function steps(overrides: Partial<SignOutSteps> = {}) {
  const calls: string[] = []
  const all: SignOutSteps = {
    readSiloName: async () => {
      calls.push('read /v1/me')
      return 'research'
    },
    logout: async () => {
      calls.push('logout')
    },
    forget: () => {
      calls.push('forget')
    },
    navigate: (path) => {
      calls.push(`navigate ${path}`)
    },
    unconfirmed: (error) => {
      calls.push(`unconfirmed ${(error as { statusCode?: number }).statusCode}`)
    },
    ...overrides,
  }
  return { calls, all }
}

describe('sign out (SPEC §4)', () => {
  it.each([
    // what /v1/me says → where sign-out ends
    ['research', '/login/research/local'],
    ['default-silo', '/login/default-silo/local'],
    ['a b', '/login/a%20b/local'],
  ])('a user of silo %j goes to %s', async (silo, destination) => {
    const { calls, all } = steps({ readSiloName: async () => silo })
    await signOut(all)
    expect(calls).toEqual(['logout', 'forget', `navigate ${destination}`])
  })

  it('reads the silo before the session ends', async () => {
    const { calls, all } = steps()
    await signOut(all)
    expect(calls).toEqual(['read /v1/me', 'logout', 'forget', 'navigate /login/research/local'])
  })

  it.each([
    ['the silo cannot be read', { readSiloName: () => Promise.reject(new Error('401')) }],
    ['there is no silo', { readSiloName: async () => undefined }],
  ])('goes to /login when %s', async (_case, overrides) => {
    const { calls, all } = steps(overrides)
    await signOut(all)
    expect(calls.at(-1)).toBe('navigate /login')
  })

  const signedOut = ['read /v1/me', 'forget', 'navigate /login/research/local']
  it.each([
    // the server's answer to POST /v1/logout → what happens: signed out here whatever it says,
    // told when the server did not confirm it
    [500, [...signedOut, 'unconfirmed 500']],
    [503, [...signedOut, 'unconfirmed 503']],
    [403, [...signedOut, 'unconfirmed 403']],
    [0, [...signedOut, 'unconfirmed 0']],
    // the session had already ended: nothing to tell
    [401, signedOut],
  ])('when the logout call fails with %i: %j', async (statusCode, expected) => {
    const { calls, all } = steps({ logout: () => Promise.reject({ statusCode }) })
    await signOut(all)
    expect(calls).toEqual(expected)
  })

  it('keeps the preview’s settings in sessionStorage', async () => {
    sessionStorage.setItem(MOCK_SETTINGS_KEY, '{"delay":0,"chaos":5}')
    await signOut(steps().all)
    expect(sessionStorage.getItem(MOCK_SETTINGS_KEY)).toBe('{"delay":0,"chaos":5}')
  })
})

describe('useSignOut', () => {
  const wire = {
    time_created: '2026-01-02T03:04:05.000Z',
    time_modified: '2026-01-02T03:04:05.000Z',
  }
  const replies: Record<string, unknown> = {
    'GET /v1/projects': {
      items: [{ id: 'id-alpha', name: 'alpha', description: '', ...wire }],
      next_page: null,
    },
    'GET /v1/me': {
      id: 'id-ada',
      display_name: 'Ada',
      silo_id: 'id-research',
      silo_name: 'research',
      silo_admin: false,
      fleet_viewer: false,
    },
    'POST /v1/logout': undefined,
  }

  /** The server's answer to POST /v1/logout: 204, or an error status. */
  let logoutStatus = 204

  beforeEach(() => {
    logoutStatus = 204
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`
      if (!(key in replies)) throw new Error(`unexpected ${key}`)
      if (key === 'POST /v1/logout' && logoutStatus !== 204) {
        const error = { error_code: 'Internal', message: 'Internal Server Error' }
        return new Response(JSON.stringify(error), { status: logoutStatus })
      }
      const body = replies[key]
      return body === undefined
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(body), { status: 200 })
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    dismissAllToasts()
  })

  /** The store after `useSignOut` ran on it, with the list of projects loaded before. */
  async function signOutOf(store: ReturnType<typeof makeStore>) {
    await store.dispatch(api.endpoints.projectList.initiate({}))
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeDefined()
    const hook = renderHook(() => useSignOut(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(Provider, { store, children }),
    })
    await act(() => hook.result.current())
  }

  it('signs out here when the server does not confirm it, and says so', async () => {
    logoutStatus = 500
    window.history.replaceState(null, '', '/projects')
    const clearDevice = vi.spyOn(warmStart, 'clear')
    const store = makeStore()
    await signOutOf(store)
    expect(store.getState().projects.ids).toEqual([])
    expect(clearDevice).toHaveBeenCalledOnce()
    expect(window.location.pathname).toBe('/login/research/local')
    await vi.waitFor(() =>
      expect(toaster.getSnapshot().context.toasts).toMatchObject([
        {
          variant: 'error',
          title: 'Sign-out not confirmed',
          content: `${SIGN_OUT_UNCONFIRMED} Internal Server Error`,
        },
      ]),
    )
  })

  it('leaves nothing of the user in the entity slices or on the device for the next one to see', async () => {
    const clearDevice = vi.spyOn(warmStart, 'clear')
    const store = makeStore()
    await signOutOf(store)
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeUndefined()
    expect(store.getState().projects.ids).toEqual([])
    // the warm start's copy: a reload must not show this user's lists again
    expect(clearDevice).toHaveBeenCalledOnce()
    expect(window.location.pathname).toBe('/login/research/local')
    expect(toaster.getSnapshot().context.toasts).toEqual([])
  })
})
