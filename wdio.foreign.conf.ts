// WebdriverIO for specs/foreign/*.e2e.ts: the production build served by nginx as for
// specs/production/ (wdio.production.conf.ts's settings), in front of a foreign implementation
// of the API, the official console's mock API server (`node scripts/e2e.mjs --foreign`).
import type { Capabilities, Options } from '@wdio/types'
import { config as production } from './wdio.production.conf'

export const config: Options.Testrunner & Capabilities.WithRequestedTestrunnerCapabilities = {
  ...production,
  specs: [['./specs/foreign/**/*.e2e.ts']],
}
