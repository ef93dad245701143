/**
 * `npm run mock-server`: the mock API over HTTP on 127.0.0.1 (scripts/mock-server.mjs bundles
 * and runs this). The options take the preview's query-parameter formats (settings.ts).
 */
import { parseArgs } from 'node:util'
import { DEFAULT_DELAY, type Delay } from '../conditions'
import { MOCK_PASSWORD, SEED_USERS } from '../seeds/auth-seeds'
import { SEED } from '../seeds/seeds'
import {
  MAX_MOCK_STEP_MS,
  MOCK_SCENARIOS,
  type MockScenario,
  parseChaos,
  parseDelay,
  parseMockStep,
  parseScenario,
} from '../settings'
import { createMockHttpServer } from './server'

export const DEFAULT_PORT = 12220

const formatDelay = (delay: Delay) => (typeof delay === 'number' ? `${delay}` : delay.join('-'))

export const USAGE = `usage: npm run mock-server -- [options]
  --port=N             port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --delay=MS|MIN-MAX   latency per call (default ${formatDelay(DEFAULT_DELAY)})
  --chaos=PERCENT      share of calls failing with a random 401, 403, 404 or 500 (default 0)
  --scenario=NAME      seeded data: ${MOCK_SCENARIOS.join(' or ')} (default default)
  --instance-step=MS   how long each automatic instance state change takes
  --disk-step=MS       how long a disk takes to settle (creating → detached, …)
  --membership-step=MS how long each new sled takes to acknowledge a rack membership change
  --quiet              no line per request`

export interface MockServerArgs {
  port: number
  delay: Delay
  chaos?: number
  scenario?: MockScenario
  instanceStepMs?: number
  diskStepMs?: number
  membershipStepMs?: number
  quiet: boolean
}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      delay: { type: 'string' },
      chaos: { type: 'string' },
      scenario: { type: 'string' },
      'instance-step': { type: 'string' },
      'disk-step': { type: 'string' },
      'membership-step': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })

/** The options, or the message saying which one is wrong. */
export function parseMockServerArgs(argv: string[]): MockServerArgs | { error: string } {
  let values: ReturnType<typeof parseOptions>['values']
  try {
    values = parseOptions(argv).values
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` }
  }
  if (values.help) return { error: USAGE }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: '--port: 0 to 65535' }
  const delay = values.delay === undefined ? DEFAULT_DELAY : parseDelay(values.delay)
  if (delay === undefined) return { error: '--delay: milliseconds (250) or a range (100-200)' }
  const chaos = values.chaos === undefined ? undefined : parseChaos(values.chaos)
  if (values.chaos !== undefined && chaos === undefined) return { error: '--chaos: 0 to 100' }
  const scenario = values.scenario === undefined ? undefined : parseScenario(values.scenario)
  if (values.scenario !== undefined && scenario === undefined) {
    return { error: `--scenario: ${MOCK_SCENARIOS.join(' or ')}` }
  }
  const instanceStep = parseStepOption(values, 'instance-step')
  if (typeof instanceStep === 'object') return instanceStep
  const diskStep = parseStepOption(values, 'disk-step')
  if (typeof diskStep === 'object') return diskStep
  const membershipStep = parseStepOption(values, 'membership-step')
  if (typeof membershipStep === 'object') return membershipStep
  return {
    port,
    delay,
    chaos,
    scenario,
    instanceStepMs: instanceStep,
    diskStepMs: diskStep,
    membershipStepMs: membershipStep,
    quiet: values.quiet,
  }
}

/** `--instance-step`, `--disk-step` or `--membership-step`: a step's length, as `?mock-…-step` takes it (settings.ts). */
function parseStepOption(
  values: ReturnType<typeof parseOptions>['values'],
  option: 'instance-step' | 'disk-step' | 'membership-step',
): number | undefined | { error: string } {
  const raw = values[option]
  if (raw === undefined) return undefined
  return parseMockStep(raw) ?? { error: `--${option}: milliseconds, at most ${MAX_MOCK_STEP_MS}` }
}

/** What to type next: sign in with curl, or run the console against it. */
export function signInHint(url: string) {
  const user = SEED_USERS.fleetAdmin.username
  const login = `${url}/v1/login/${SEED.siloName}/local`
  const users = Object.values(SEED_USERS)
    .map((seed) => seed.username)
    .join(', ')
  return [
    `Sign in as ${users} (password "${MOCK_PASSWORD}") in silo ${SEED.siloName}, e.g.:`,
    `  curl -i -c jar -X POST ${login} -H 'content-type: application/json' -d '{"username":"${user}","password":"${MOCK_PASSWORD}"}'`,
    `  curl -b jar ${url}/v1/projects`,
    'The production build against it:',
    `  API_URL=${url} npm start -- --prod`,
  ].join('\n')
}

export async function main(argv: string[]) {
  const args = parseMockServerArgs(argv)
  if ('error' in args) {
    console.error(args.error)
    process.exit(args.error === USAGE ? 0 : 2)
  }
  const mock = createMockHttpServer({
    delay: args.delay,
    chaos: args.chaos,
    scenario: args.scenario,
    instanceStepMs: args.instanceStepMs,
    diskStepMs: args.diskStepMs,
    membershipStepMs: args.membershipStepMs,
    log: args.quiet ? undefined : (line) => console.log(line),
  })
  const url = await mock.listen(args.port)
  console.log(
    `Mock API on ${url} (scenario ${args.scenario ?? 'default'}, delay ${formatDelay(args.delay)} ms, chaos ${args.chaos ?? 0} %)`,
  )
  console.log(signInHint(url))
  const stop = () => {
    void mock.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
