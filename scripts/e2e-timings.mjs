// Where an e2e run's time goes: wdio.conf.ts's afterTest writes one JSON line per test to
// E2E_TIMINGS; scripts/e2e.mjs prints this summary after every run, so each CI log says which
// spec files take longest (the suite must stay well inside CI's limit: README, Tests).
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** How many spec files the summary names. */
export const SLOWEST_SPECS = 12

/**
 * The spec files by the time their tests took, longest first: `{ spec, ms, tests, failed }`
 * each. Lines that are not a test's record (a run cut short mid-write) are passed over. A spec
 * file retried after a failure (wdio.conf.ts) counts both runs: both took CI's time.
 */
export function slowestSpecs(jsonLines, root = '') {
  const bySpec = new Map()
  for (const line of jsonLines.split('\n')) {
    let record
    try {
      record = JSON.parse(line)
    } catch {
      continue
    }
    if (typeof record?.spec !== 'string' || typeof record.ms !== 'number') continue
    const spec = root ? path.relative(root, record.spec) : record.spec
    const entry = bySpec.get(spec) ?? { spec, ms: 0, tests: 0, failed: 0 }
    entry.ms += record.ms
    entry.tests += 1
    if (record.passed === false) entry.failed += 1
    bySpec.set(spec, entry)
  }
  return [...bySpec.values()].sort((a, b) => b.ms - a.ms)
}

const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`

/** The summary's lines: the total, then the slowest spec files with their share of it. */
export function timingReport(specs, limit = SLOWEST_SPECS) {
  const total = specs.reduce((sum, spec) => sum + spec.ms, 0)
  const tests = specs.reduce((sum, spec) => sum + spec.tests, 0)
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  const lines = [
    `e2e time in tests: ${seconds(total)} over ${plural(tests, 'test')} in ${plural(specs.length, 'spec file')} (the parallel browsers' times added); the longest:`,
  ]
  for (const { spec, ms, tests: count, failed } of specs.slice(0, limit)) {
    const share = total ? Math.round((ms / total) * 100) : 0
    const failures = failed ? `, ${failed} failed` : ''
    lines.push(
      `  ${seconds(ms).padStart(8)} ${`${share} %`.padStart(5)}  ${spec} (${plural(count, 'test')}${failures})`,
    )
  }
  return lines
}

/** The summary of a timings file, or nothing when the run wrote none. */
export async function summarizeTimings(file, root) {
  const text = await readFile(file, 'utf8').catch(() => '')
  const specs = slowestSpecs(text, root)
  return specs.length ? timingReport(specs) : []
}
