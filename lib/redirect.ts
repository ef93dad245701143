/** Any origin of our own making: what matters is whether a path keeps the URL on it. */
const PROBE_ORIGIN = 'http://same-origin.invalid'

/**
 * Where to land after signing in (SPEC §4: a 401 sends the user to `/login?redirect_uri=<path and
 * search>`). Only a same-origin path is followed, so a crafted sign-in link cannot send the user
 * to another site. The path is read the way a browser reads it, because `//host`, `/\host` and
 * `/<tab>/host` are protocol-relative to a browser, not paths; what is followed is that reading.
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/')) return undefined
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PROBE_ORIGIN) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The `redirect_uri` of a search string, if it is a same-origin path. */
export const redirectFromSearch = (search: string) =>
  safeRedirectPath(new URLSearchParams(search).get('redirect_uri'))

/**
 * Where SAML sign-in starts: a browser navigation to the server's redirect endpoint, which sends
 * the browser on to the silo's identity provider; the provider later posts its assertion to
 * `/login/{silo}/saml/{provider}`. `redirect_uri` rides along so the user lands where they were.
 */
export function samlRedirectPath(silo: string, provider: string, redirectUri?: string) {
  const e = encodeURIComponent
  const query = redirectUri ? `?redirect_uri=${e(redirectUri)}` : ''
  return `/login/${e(silo)}/saml/${e(provider)}/redirect${query}`
}
