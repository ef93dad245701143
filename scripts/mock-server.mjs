// The mock API as an HTTP server on 127.0.0.1 (mirage/http/cli.ts): the in-browser mock's
// handlers, seeds, delay, chaos and access rules, with session cookies and the serial console's
// websocket, for the production build, curl or the Oxide CLI.
//
//   node scripts/mock-server.mjs [--port=12220] [--delay=200-400] [--chaos=0] [--scenario=default]
//                                [--instance-step=MS] [--disk-step=MS] [--quiet]
//
// The mock is TypeScript; esbuild bundles it for node (dependencies stay in node_modules).
// scripts/e2e.mjs imports `loadMockServer` to run the server in its own process.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { cacheDir, root } from '../build.mjs'

/**
 * Bundles the mock server and imports it: `main` (the command line, mirage/http/cli.ts) and
 * `createMockHttpServer` (mirage/http/server.ts). `outfile` names the bundle, so that runs side
 * by side each import their own.
 */
export async function loadMockServer({ outfile = path.join(cacheDir, 'mock-server.mjs') } = {}) {
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: [
        "export * from './mirage/http/cli.ts'",
        "export { createMockHttpServer } from './mirage/http/server.ts'",
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'mock-server-entry.ts',
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  })
  return import(pathToFileURL(outfile).href)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { main } = await loadMockServer()
  await main(process.argv.slice(2))
}
