import { Redirect, useSearch } from 'wouter'
import { pb } from '../paths'

/**
 * `/login` is where a 401 sends the user (SPEC §4). A real server answers it itself; in the
 * preview it goes to the default silo's local login, keeping `redirect_uri`.
 */
export default function LoginRedirect() {
  const search = useSearch()
  return (
    <Redirect to={`${pb.login({ silo: 'default-silo' })}${search ? `?${search}` : ''}`} replace />
  )
}
