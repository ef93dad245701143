// The console's front when it runs against a real API (`API_URL=… npm start`, with or without
// `--prod`): a node:http server that sends API paths, websocket upgrades included (the serial
// console), to the API and everything else to the local server of the console's files.
import http from 'node:http'
import https from 'node:https'

/**
 * Paths the API owns. /login and /device also hold console pages (login forms, device
 * verify/success), and the API's operations there are all POSTs, so a GET asking for HTML goes
 * to the console, with one exception: SAML sign-in is the browser's own navigation to
 * `/login/{silo}/saml/{provider}/redirect`, which the server answers by sending it on to the
 * identity provider.
 */
export function isApiRequest(req) {
  const p = req.url.split('?')[0]
  if (/^\/(v1|experimental)(\/|$)/.test(p)) return true
  if (/^\/login\/[^/]+\/saml\/[^/]+\/redirect\/?$/.test(p)) return true
  if (/^\/(login|device|logout)(\/|$)/.test(p)) {
    const page = ['GET', 'HEAD'].includes(req.method) && /text\/html/.test(req.headers.accept ?? '')
    return !page
  }
  return false
}

/**
 * A session cookie of the API, made to work on the console's origin (e.g. http://localhost for an
 * https rack): no Domain (the API's host is not the console's), no Secure, and no SameSite=None,
 * which browsers accept only with Secure.
 */
export const consoleCookie = (cookie) =>
  cookie
    .replace(/;\s*secure\b/gi, '')
    .replace(/;\s*domain=[^;]*/gi, '')
    .replace(/;\s*samesite=none\b/gi, '; SameSite=Lax')

/**
 * The Content-Security-Policy for the console's pages, as a deployment serves them (README
 * "Content-Security-Policy"): everything from the console's own origin, no inline script, no eval,
 * never framed. `'self'` in connect-src covers the origin's websockets (ws: and wss:, CSP Level 3),
 * which the serial console uses. Styles come from the console's stylesheets, and S2 and React set
 * style properties through the CSSOM, which no policy governs; the one exception measured is
 * xterm.js (the serial console), which writes its theme and cell sizes into <style> elements of
 * its own, content no hash can name: `'unsafe-inline'` for style elements only (style-src-elem).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The proxy server (not listening yet).
 *   apiUrl    the API's base URL
 *   appPort   port of the console's files on 127.0.0.1 (esbuild's dev server, or a static server)
 *   insecure  accept the API's self-signed certificate
 */
export function proxyServer({ apiUrl, appPort, insecure = false }) {
  const api = new URL(apiUrl)
  const client = api.protocol === 'https:' ? https : http
  const prefix = api.pathname.replace(/\/$/, '')

  const apiRequest = (req) => {
    const headers = {
      ...req.headers,
      host: api.host,
      // where the browser really is, for what the API builds from it (the device flow's
      // verification URI); the real server ignores them
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http',
    }
    // the API sees its own origin, as if the console were served by it
    if (headers.origin) headers.origin = api.origin
    if (headers.referer) headers.referer = api.origin + new URL(headers.referer).pathname
    return client.request({
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      path: prefix + req.url,
      method: req.method,
      headers,
      rejectUnauthorized: !insecure,
    })
  }
  const responseHeaders = (res) => {
    const headers = { ...res.headers }
    if (headers['set-cookie']) headers['set-cookie'] = headers['set-cookie'].map(consoleCookie)
    if (headers.location?.startsWith(api.origin)) {
      headers.location = headers.location.slice(api.origin.length) || '/'
    }
    return headers
  }
  // a console page is under the policy; its files need none (a policy applies to documents)
  const consoleHeaders = (res) =>
    /^text\/html\b/.test(res.headers['content-type'] ?? '')
      ? { ...res.headers, 'content-security-policy': CONTENT_SECURITY_POLICY }
      : res.headers
  const fail = (res, err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    const hint = /CERT|SELF_SIGNED/.test(err.code ?? '') ? ' (self-signed? set API_INSECURE=1)' : ''
    res.end(`proxy error: ${err.message}${hint}\n`)
  }

  const server = http.createServer((req, res) => {
    const toApi = isApiRequest(req)
    const upstream = toApi
      ? apiRequest(req)
      : http.request({
          hostname: '127.0.0.1',
          port: appPort,
          path: req.url,
          method: req.method,
          headers: req.headers,
        })
    upstream.on('response', (up) => {
      const headers = toApi ? responseHeaders(up) : consoleHeaders(up)
      res.writeHead(up.statusCode, headers)
      up.pipe(res)
    })
    upstream.on('error', (err) => fail(res, err))
    req.pipe(upstream)
  })

  // the serial console is a websocket under /v1
  server.on('upgrade', (req, socket, head) => {
    if (!/^\/v1\//.test(req.url)) return socket.destroy()
    const upstream = apiRequest(req)
    const rawHead = (res) => {
      const headers = responseHeaders(res)
      const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`]
      for (const [k, v] of Object.entries(headers)) {
        for (const value of [v].flat()) lines.push(`${k}: ${value}`)
      }
      return `${lines.join('\r\n')}\r\n\r\n`
    }
    upstream.on('upgrade', (res, upSocket, upHead) => {
      socket.write(rawHead(res))
      if (upHead.length > 0) socket.write(upHead)
      if (head.length > 0) upSocket.write(head)
      upSocket.pipe(socket).pipe(upSocket)
      upSocket.on('error', () => socket.destroy())
      socket.on('error', () => upSocket.destroy())
    })
    // the API refused the upgrade (e.g. 401): pass its answer on
    upstream.on('response', (res) => {
      socket.write(rawHead(res))
      res.pipe(socket)
    })
    upstream.on('error', () => socket.destroy())
    upstream.end()
  })
  return server
}
