// WebdriverIO for specs/**/*.e2e.ts against E2E_BASE_URL (scripts/e2e.mjs serves a preview build
// and sets it); specs/production/ is the production run's (wdio.production.conf.ts), specs/foreign/ the foreign API's (wdio.foreign.conf.ts). Debian's Chromium and chromedriver are given by path, so WDIO never downloads a
// browser or a driver (it would, and fail offline, if either binary were left out).
import { appendFileSync } from 'node:fs'
import type { Capabilities, Options } from '@wdio/types'

const workers = Number(process.env.E2E_WORKERS || 2) // 2 cores

export const config: Options.Testrunner & Capabilities.WithRequestedTestrunnerCapabilities = {
  runner: 'local',
  specs: ['./specs/**/*.e2e.ts'],
  exclude: ['./specs/production/**', './specs/foreign/**'],
  maxInstances: workers,
  capabilities: [
    {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-dev-shm-usage',
          '--window-size=1400,1000',
        ],
      },
      'wdio:chromedriverOptions': {
        binary: process.env.CHROMEDRIVER_PATH || '/usr/bin/chromedriver',
      },
    },
  ],
  autoXvfb: false,
  baseUrl: process.env.E2E_BASE_URL || 'http://localhost:4000',
  logLevel: 'warn',
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  framework: 'mocha',
  reporters: ['spec'],
  // per test: the image upload cancel hands the browser a 64 MiB file, which alone can take most
  // of a minute on a loaded 2-core machine (WebdriverIO ignores a test's own this.timeout())
  mochaOpts: { ui: 'bdd', timeout: 150_000 },
  // A spec file that fails is run once more, after the others, in a fresh browser and a fresh
  // mock. A CI machine under load has failed one test in a run of 23 files that passed locally
  // and on the run before; a real break fails both times. The reporter still prints the first
  // failure, so a flaky test shows up in the log to be fixed.
  specFileRetries: 1,
  specFileRetriesDeferred: true,
  // E2E_TIMINGS=file: one JSON line per test (spec, title, ms), to find where the suite's time goes
  afterTest(test, _context, { duration, passed }) {
    const file = process.env.E2E_TIMINGS
    if (!file) return
    const line = { spec: test.file, title: `${test.parent} ${test.title}`, ms: duration, passed }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  },
}
