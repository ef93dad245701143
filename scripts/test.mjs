// `npm test`: every check, in order, stopping at the first failure.
//   node scripts/test.mjs [--no-e2e]
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { root } from '../build.mjs'

const steps = [
  ['generated code is current', 'node', ['scripts/gen-api.mjs', '--check']],
  ['typecheck', 'tsc', ['--noEmit']],
  ['typecheck specs', 'tsc', ['--noEmit', '-p', 'specs']],
  // the service worker runs in a worker's global scope, whose types clash with the page's
  ['typecheck service worker', 'tsc', ['--noEmit', '-p', 'src/service-worker']],
  ['lint', 'biome', ['check', '.']],
  ['unit tests', 'vitest', ['run']],
  ['e2e tests', 'node', ['scripts/e2e.mjs']],
  ['e2e tests, production build', 'node', ['scripts/e2e.mjs', '--production']],
].filter(([name]) => !(name.startsWith('e2e tests') && process.argv.includes('--no-e2e')))

const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
}
const results = []
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const { status, error } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const ok = status === 0
  results.push({ name, ok, seconds })
  if (error) console.error(error.message)
  if (!ok) break
}

console.log('\nsummary')
for (const step of steps) {
  const result = results.find((r) => r.name === step[0])
  const mark = !result ? '-' : result.ok ? '✓' : '✗'
  console.log(`  ${mark} ${step[0]}${result ? ` (${result.seconds} s)` : ' (not run)'}`)
}
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
const skipped = steps.length - results.length
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`)
process.exit(failed > 0 ? 1 : 0)
