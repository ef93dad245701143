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
  // no second try: the group shares one mock HTTP server, whose state the first try changed (a
  // token deleted, a session added), so a retry fails on that instead of showing the first
  // failure again; a failure here is reported as it happened
  specFileRetries: 0,
}
