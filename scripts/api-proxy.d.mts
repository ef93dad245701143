/** Types for scripts/api-proxy.mjs, so TypeScript tests can import it. */
import type { IncomingMessage, Server } from 'node:http'

export declare function isApiRequest(
  req: Pick<IncomingMessage, 'url' | 'method' | 'headers'>,
): boolean
export declare function consoleCookie(cookie: string): string
export declare function proxyServer(options: {
  apiUrl: string
  appPort: number
  insecure?: boolean
}): Server
export declare const CONTENT_SECURITY_POLICY: string
