import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { useLocation } from 'wouter'
import { errorMessage } from '~/lib/error-message'
import { addToast } from '~/machines/toaster'
import { type AppDispatch, forgetUser } from '~/store'
import { type ApiError, api } from '~/store/api'
import { useLogoutMutation } from '~/store/api/console-auth'
import '~/store/api/current-user'
import { warmStart } from '~/store/persist'
import { pb } from '../paths'

/** Where signing out ends: the user's own silo's sign-in page, or `/login` when it is unknown. */
export const signOutDestination = (siloName: string | undefined) =>
  siloName ? pb.login({ silo: siloName }) : '/login'

export interface SignOutSteps {
  /** The signed-in user's silo (GET /v1/me); undefined when it cannot be read. */
  readSiloName: () => Promise<string | undefined>
  /** POST /v1/logout. */
  logout: () => Promise<unknown>
  /**
   * Forgets what the store holds for this user (the API cache and every entity slice) and the
   * copy of it kept on the device for a warm start (issue 16).
   */
  forget: () => void
  navigate: (path: string) => void
  /** The session could not be ended: the user stays, and is told. */
  failed: (error: unknown) => void
}

/**
 * SPEC §4 sign out, in order: the silo is read first, since /v1/me answers only while the session
 * lasts; then the session ends, the store forgets the user and the console goes to that silo's
 * sign-in page. If the server does not end the session (anything but a 401, which says it had
 * already ended), the user stays signed in where they are and is told: going to the sign-in page
 * would only look like signing out, and a reload would show them signed in. Nothing else in the
 * browser is touched: the preview's own settings (mock delay,
 * chaos, scenario, who is signed in) live in sessionStorage and must outlast a sign-out.
 */
export async function signOut({ readSiloName, logout, forget, navigate, failed }: SignOutSteps) {
  const siloName = await readSiloName().catch(() => undefined)
  try {
    await logout()
  } catch (error) {
    if ((error as Partial<ApiError> | undefined)?.statusCode !== 401) {
      failed(error)
      return
    }
  }
  forget()
  navigate(signOutDestination(siloName))
}

export function useSignOut() {
  const [logout] = useLogoutMutation()
  const store = useStore()
  const [, navigate] = useLocation()
  return useCallback(
    () =>
      signOut({
        readSiloName: async () => {
          const dispatch = store.dispatch as AppDispatch
          // the top bar usually has it cached; an error page may not have asked yet
          const request = dispatch(api.endpoints.currentUserView.initiate(undefined))
          try {
            return (await request.unwrap()).siloName
          } finally {
            request.unsubscribe()
          }
        },
        logout: () => logout().unwrap(),
        forget: () => {
          store.dispatch(forgetUser())
          void warmStart.clear()
        },
        navigate: (path) => navigate(path, { replace: true }),
        failed: (error) =>
          addToast({ variant: 'error', title: 'Could not sign out', content: errorMessage(error) }),
      }),
    [logout, store, navigate],
  )
}
