// Screenshots of console pages as a user sees them: each path in light and dark mode, at desktop
// width and at 390 px, from a fresh preview build. For looking at what a change did, not a test.
//
//   node scripts/screenshots.mjs [--out=DIR] [--scheme=light|dark] [--width=390] PATH...
//
// A PATH may end in `#click=Name` to press the element with that accessible name first (e.g.
// `/projects/mock-project/disks-new#click=4096 bytes Block size` opens that picker); several
// steps join with `&` (`#click=Actions for db1&click=Delete&click=Delete`: menu, item, confirm);
// `type=text` types into what has the focus (`#click=Jump to Ctrl K&type=db`); `scroll=Name`
// brings the element with that accessible name to the top (`#scroll=Room for new instances`).
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { remote } from 'webdriverio'
import { build, cacheDir } from '../build.mjs'
import { browsers, ensureBrowser, staticServer } from './browser-kit.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: path.join(cacheDir, 'screens') },
    scheme: { type: 'string', multiple: true, default: ['light', 'dark'] },
    width: { type: 'string', multiple: true, default: ['1400', '390'] },
  },
})
const paths = positionals.length > 0 ? positionals : ['/projects']

ensureBrowser()
const outdir = path.join(cacheDir, `screens-build-${process.pid}`)
await build({ mock: true, outdir, quiet: true })
const server = staticServer(outdir)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`
await fs.mkdir(values.out, { recursive: true })

const browser = await remote({
  logLevel: 'error',
  capabilities: {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: browsers[0][0],
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run'],
    },
    'wdio:chromedriverOptions': { binary: browsers[1][0] },
  },
})

try {
  for (const scheme of values.scheme) {
    // CSS media, not only matchMedia (what WebdriverIO's emulate('colorScheme') overrides)
    await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: scheme }],
    })
    for (const width of values.width.map(Number)) {
      await browser.setViewport({ width, height: width < 600 ? 844 : 900 })
      for (const entry of paths) {
        const [route, action] = entry.split('#')
        const url = new URL(route, base)
        url.searchParams.set('mock-delay', '0')
        await browser.url(url.href)
        await browser.pause(2500)
        for (const step of action ? action.split('&') : []) {
          if (step.startsWith('type=')) {
            await browser.keys(decodeURIComponent(step.slice('type='.length)).split(''))
            await browser.pause(800)
            continue
          }
          if (step.startsWith('scroll=')) {
            const target = await browser.$(
              `aria/${decodeURIComponent(step.slice('scroll='.length))}`,
            )
            await target.scrollIntoView({ block: 'start' })
            await browser.pause(300)
            continue
          }
          if (!step.startsWith('click=')) continue
          const target = await browser.$(`aria/${step.slice('click='.length)}`)
          await target.click()
          await browser.pause(800)
        }
        const name = `${entry.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${scheme}-${width}.png`
        await browser.saveScreenshot(path.join(values.out, name))
        console.log(path.join(values.out, name))
      }
    }
  }
} finally {
  await browser.deleteSession()
  server.close()
  await fs.rm(outdir, { recursive: true, force: true })
}
