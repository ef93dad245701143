// WebdriverIO for specs/production/*.e2e.ts: the production build served by nginx with the
// operator's configuration (deploy/nginx.conf), in front of the mock API's HTTP server (`node scripts/e2e.mjs --production` starts both and sets
// E2E_BASE_URL). The spec files run as one group, in one browser one after the other: a browser
// start costs more than most of these specs, and every spec signs in afresh (helpers/production.ts).
import type { Capabilities, Options } from '@wdio/types'
import { config as preview } from './wdio.conf'

export const config: Options.Testrunner & Capabilities.WithRequestedTestrunnerCapabilities = {
  ...preview,
  specs: [['./specs/production/**/*.e2e.ts']],
  exclude: [],
  maxInstances: 1,
}
