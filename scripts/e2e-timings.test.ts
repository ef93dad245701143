// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { slowestSpecs, summarizeTimings, timingReport } from './e2e-timings.mjs'

const line = (spec: string, ms: number, passed = true) =>
  JSON.stringify({ spec, title: 'a test', ms, passed })

describe('slowestSpecs', () => {
  test('adds up each spec file’s tests, longest first, relative to the root', () => {
    const lines = [
      line('/repo/specs/a.e2e.ts', 1000),
      line('/repo/specs/b.e2e.ts', 5000),
      line('/repo/specs/a.e2e.ts', 2500, false),
    ].join('\n')
    expect(slowestSpecs(lines, '/repo')).toEqual([
      { spec: 'specs/b.e2e.ts', ms: 5000, tests: 1, failed: 0 },
      { spec: 'specs/a.e2e.ts', ms: 3500, tests: 2, failed: 1 },
    ])
  })

  test.each([
    ['an empty file', ''],
    ['a line cut short mid-write', '{"spec":"/repo/specs/a.e2e.ts","ms":'],
    ['a record without a time', JSON.stringify({ spec: 'a', title: 't' })],
  ])('passes over %s', (_, text) => {
    expect(slowestSpecs(text, '/repo')).toEqual([])
  })
})

describe('timingReport', () => {
  test('says the total and each of the slowest files with its share and failures', () => {
    const report = timingReport(
      [
        { spec: 'specs/b.e2e.ts', ms: 7500, tests: 3, failed: 0 },
        { spec: 'specs/a.e2e.ts', ms: 2500, tests: 2, failed: 1 },
      ],
      1,
    )
    expect(report).toEqual([
      "e2e time in tests: 10.0 s over 5 tests in 2 spec files (the parallel browsers' times added); the longest:",
      '     7.5 s  75 %  specs/b.e2e.ts (3 tests)',
    ])
    expect(timingReport([{ spec: 's', ms: 1000, tests: 1, failed: 1 }])[1]).toContain(
      '(1 test, 1 failed)',
    )
  })
})

describe('summarizeTimings', () => {
  test('reads the file a run wrote; nothing when it wrote none', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-timings-'))
    try {
      const file = path.join(dir, 'timings.jsonl')
      expect(await summarizeTimings(file, dir)).toEqual([])
      await writeFile(file, `${line(path.join(dir, 'specs/a.e2e.ts'), 2000)}\n`)
      expect((await summarizeTimings(file, dir))[1]).toContain('specs/a.e2e.ts (1 test)')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
