/**
 * The silo of this tab's session, as GET /v1/me named it (SPEC §3: the current user; the
 * contract's `silo_name`): the only way the console learns a silo. `/login`, where a 401 sends
 * the user (SPEC §4), goes back to that silo's sign-in page; a tab that never had a session has
 * none, and the user names their silo. Kept per tab (sessionStorage), like the page sizes: it
 * names where to sign in, nothing of the user's own.
 */
const KEY = 'oxide.sessionSilo'

export const sessionSilo = {
  read: (storage: Storage = sessionStorage) => storage.getItem(KEY) ?? undefined,
  remember: (siloName: string, storage: Storage = sessionStorage) => {
    storage.setItem(KEY, siloName)
  },
}
