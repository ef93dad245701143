import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { useLocation } from 'wouter'
import { errorMessage } from '~/lib/error-message'
import { addToast } from '~/machines/toaster'
import { type AppDispatch, forgetUser } from '~/store'
import { type ApiError, api } from '~/store/api'
import { useLogoutMutation } from '~/store/api/console-auth'
import '~/store/api/current-user'
import { pb } from '@/paths'
import { warmStart } from '~/store/persist'

/** What the user is told when the server did not confirm ending the session (SPEC §4). */
export const SIGN_OUT_UNCONFIRMED =
  'You are signed out in this browser, but the server did not confirm that your session ended:'

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
   * copy of it kept on the device for a warm start.
   */
  forget: () => void
  navigate: (path: string) => void
  /** The server did not confirm the session's end: the user is told, on the sign-in page. */
  unconfirmed: (error: unknown) => void
}

/**
 * SPEC §4 sign out: the session is cleared and the user goes to sign in. In order: the silo is
 * read first, since /v1/me answers only while the session lasts; then the session ends, the
 * store and the device forget the user and the console goes to that silo's sign-in page. When
 * the server does not confirm the end (anything but a 401, which says it had already ended),
 * the console signs out all the same and says so: the user asked to leave, and nothing of theirs
 * stays in this browser. Nothing else in the browser is touched: the preview's own settings
 * (mock delay, chaos, scenario, who is signed in) live in sessionStorage and must outlast a
 * sign-out.
 */
export async function signOut({
  readSiloName,
  logout,
  forget,
  navigate,
  unconfirmed,
}: SignOutSteps) {
  const siloName = await readSiloName().catch(() => undefined)
  const refusal = await logout().then(
    () => undefined,
    (error: unknown) =>
      (error as Partial<ApiError> | undefined)?.statusCode === 401 ? undefined : { error },
  )
  forget()
  navigate(signOutDestination(siloName))
  if (refusal) unconfirmed(refusal.error)
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
        unconfirmed: (error) =>
          addToast({
            variant: 'error',
            title: 'Sign-out not confirmed',
            content: `${SIGN_OUT_UNCONFIRMED} ${errorMessage(error)}`,
          }),
      }),
    [logout, store, navigate],
  )
}
