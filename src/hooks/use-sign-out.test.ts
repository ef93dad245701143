import { MOCK_SETTINGS_KEY } from '~/mirage/settings'
import { type SignOutSteps, signOut } from './use-sign-out'

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

  it('still forgets the user and leaves when the logout call fails', async () => {
    const { calls, all } = steps({ logout: () => Promise.reject(new Error('500')) })
    await signOut(all)
    expect(calls).toEqual(['read /v1/me', 'forget', 'navigate /login/research/local'])
  })

  it('keeps the preview’s settings in sessionStorage', async () => {
    sessionStorage.setItem(MOCK_SETTINGS_KEY, '{"delay":0,"chaos":5}')
    await signOut(steps().all)
    expect(sessionStorage.getItem(MOCK_SETTINGS_KEY)).toBe('{"delay":0,"chaos":5}')
  })
})
