import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { useLocation } from 'wouter'
import { api, useLogoutMutation } from '~/store/api'

/** SPEC §4: end the session, clear everything the store holds, go to login. */
export function useSignOut() {
  const [logout] = useLogoutMutation()
  const store = useStore()
  const [, navigate] = useLocation()
  return useCallback(async () => {
    await logout().catch(() => undefined)
    store.dispatch(api.util.resetApiState())
    window.sessionStorage.clear()
    navigate('/login', { replace: true })
  }, [logout, store, navigate])
}
