// @vitest-environment node
/** The static server the production build is served from (`npm start -- --prod`, e2e, bench). */
import fs from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { staticServer } from './browser-kit.mjs'

let dir = ''
let server: ReturnType<typeof staticServer> | undefined
let origin = ''
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'static-server-'))
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html>')
  await fs.writeFile(path.join(dir, 'main-7QX2LB4M.js'), 'export {}')
  await fs.writeFile(path.join(dir, 'main-7QX2LB4M.js.map'), '{}')
  server = staticServer(dir)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server?.close()
  await fs.rm(dir, { recursive: true, force: true })
})

describe('caching, as a deployment serves the build', () => {
  it.each([
    [
      'a file named by its content: kept, never asked again',
      '/main-7QX2LB4M.js',
      'public, max-age=31536000, immutable',
    ],
    ['the page: asked again on every load, so a new build shows', '/index.html', 'no-cache'],
    ['a client-side route (the page)', '/projects/mock-project/instances', 'no-cache'],
    ['a source map (not named by its own content)', '/main-7QX2LB4M.js.map', 'no-cache'],
  ])('%s', async (_, pathname, cacheControl) => {
    const response = await fetch(origin + pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(cacheControl)
  })
})
