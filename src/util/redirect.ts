/**
 * Where to land after signing in (SPEC §4: a 401 sends the user to `/login?redirect_uri=<path and
 * search>`). Only a same-origin path is followed, so a crafted sign-in link cannot send the user
 * to another site: `//host` and `/\host` are protocol-relative to a browser, not paths.
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined
  return raw
}

/** The `redirect_uri` of a search string, if it is a same-origin path. */
export const redirectFromSearch = (search: string) =>
  safeRedirectPath(new URLSearchParams(search).get('redirect_uri'))
