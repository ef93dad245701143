/** Types for scripts/nginx.mjs, so TypeScript tests can import it. */
export declare const NGINX: string
export declare const deployConfigPath: string
interface Site {
  port: number
  root: string
  apiUrl: string
}
export declare function substitute(config: string, site: Site): string
export declare function writeConfig(site: Site): Promise<{ dir: string; conf: string }>
export declare function testConfig(config: { dir: string; conf: string }): {
  ok: boolean
  output: string
}
export declare function startNginx(options: { root: string; apiUrl: string }): Promise<{
  url: string
  close: () => Promise<void>
}>
export declare function hasNginx(): boolean
