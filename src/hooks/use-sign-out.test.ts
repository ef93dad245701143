import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MOCK_SETTINGS_KEY } from '~/mirage/settings'
import { makeStore } from '~/store'
import { api } from '~/store/api'
import '~/store/api/projects'
import { projects } from '~/store/entities/projects'
import { warmStart } from '~/store/persist'
import { type SignOutSteps, signOut, useSignOut } from './use-sign-out'

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
    failed: (error) => {
      calls.push(`failed ${(error as { statusCode?: number }).statusCode}`)
    },
    ...overrides,
  }
  return { calls, all }
}

describe('sign out (SPEC §4, issue 11)', () => {
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

  it.each([
    // the server's answer to POST /v1/logout → what happens
    [500, ['read /v1/me', 'failed 500']],
    [503, ['read /v1/me', 'failed 503']],
    [403, ['read /v1/me', 'failed 403']],
    // the session had already ended: signed out all the same
    [401, ['read /v1/me', 'forget', 'navigate /login/research/local']],
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

  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`
      if (!(key in replies)) throw new Error(`unexpected ${key}`)
      const body = replies[key]
      return body === undefined
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(body), { status: 200 })
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('leaves nothing of the user in the entity slices or on the device for the next one to see', async () => {
    const clearDevice = vi.spyOn(warmStart, 'clear')
    const store = makeStore()
    await store.dispatch(api.endpoints.projectList.initiate({}))
    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeDefined()
    const hook = renderHook(() => useSignOut(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(Provider, { store, children }),
    })

    await act(() => hook.result.current())

    expect(projects.selectors.byNameOrId(store.getState(), 'alpha')).toBeUndefined()
    expect(store.getState().projects.ids).toEqual([])
    // the warm start's copy (issue 16): a reload must not show this user's lists again
    expect(clearDevice).toHaveBeenCalledOnce()
    expect(window.location.pathname).toBe('/login/research/local')
  })
})
