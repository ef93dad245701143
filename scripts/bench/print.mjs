// What the bench prints: each mode's figures, the A/B's comparison, and the diagnostics of
// --waterfall and --profile.
import os from 'node:os'
import { summarize, TIMELINE_TASK_MIN_MS } from './analysis.mjs'
import { compareRows, printWalk, reportRows } from './figures.mjs'
import { describeRuns, renderTable } from './report.mjs'

/**
 * The line saying what was run, then each mode's result as its kind of run has it: a table of
 * figures, the A/B's comparison, or diagnostics.
 */
export function printResults(options, results) {
  const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`
  console.log(`\n${describeRuns(options, load)}`)
  for (const result of results) {
    if (result.waterfall) {
      for (const [what, waterfall] of Object.entries(result.waterfall)) {
        printWaterfall(`${result.mode}: ${what}`, waterfall)
      }
      continue
    }
    if (result.timeline) {
      const load = result.warm ? 'warm reload of /projects' : 'cold /projects'
      printTimeline(`${result.mode}: ${load} to the first row`, result.timeline)
      continue
    }
    if (result.timelines) {
      printTimelineKinds(result.timelines)
      continue
    }
    if (result.profiles) {
      for (const [what, profile] of Object.entries(result.profiles)) {
        printProfile(`${result.mode}: ${what}`, profile)
      }
      continue
    }
    console.log(`\n${result.mode}: ${result.note}\n`)
    if (result.pairs) {
      console.log(
        renderTable(
          ['figure', 'ours', 'official', 'ratio', 'target', 'met', 'pairs'],
          (result.compare ?? compareRows)(result.pairs),
        ),
      )
      if (result.footer) console.log(`\n${result.footer}`)
      continue
    }
    const rows = reportRows(result)
    // none measured: --only=walk
    if (rows.some((row) => row[3] !== '0')) {
      console.log(renderTable(['metric', 'median', 'min – max', 'runs', 'target'], rows))
    }
    if (result.runs.walk.length > 0) {
      console.log('')
      printWalk(result.runs.walk)
    }
  }
}

function printWaterfall(what, { from, row, fcp, requests, longTasks, marks, measures }) {
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} ms`)
  console.log(
    from
      ? `\n${what}: pressed at ${ms(from)}, the row at ${ms(row)}`
      : `\n${what}: first contentful paint ${ms(fcp)}, first row ${ms(row)}`,
  )
  console.log(
    `first in the document: navigation ${ms(marks.frame)}, page heading ${ms(marks.heading)}, ` +
      `table ${ms(marks.table)}`,
  )
  console.log(`the page's own measures: ${measures.join(', ') || 'none'}\n`)
  const rows = requests
    .sort((a, b) => a.start - b.start)
    .map((r) => [
      r.url.replace(/-[A-Z0-9]{8}(\.\w+)$/, '$1'),
      ms(r.start),
      ms(r.sent),
      ms(r.end),
      r.cached ? 'cache' : '',
    ])
  console.log(renderTable(['request', 'start', 'sent', 'end', 'from'], rows))
  const tasks = longTasks.map((t) => `${ms(t.start)} (${ms(t.duration)})`).join(', ')
  console.log(`\nlong tasks until the first row: ${tasks || 'none'}`)
}

/** Each kind's median over the loads, ours against the official console's, largest first. */
function printTimelineKinds({ ours, official }) {
  const median = (values) => summarize(values)?.median ?? 0
  const sum = (values) => values.reduce((a, b) => a + b, 0)
  const total = (loads) => median(loads.map((kinds) => sum(Object.values(kinds))))
  const kinds = new Set([...ours, ...official].flatMap((kinds) => Object.keys(kinds)))
  const rows = [...kinds]
    .map((kind) => [
      kind,
      median(ours.map((k) => k[kind] ?? 0)),
      median(official.map((k) => k[kind] ?? 0)),
    ])
    .filter(([, a, b]) => a >= 1 || b >= 1)
    .sort((a, b) => Math.max(b[1], b[2]) - Math.max(a[1], a[2]))
  console.log(
    `\nreference: main thread's self time by kind until the first /projects row, median of ` +
      `${ours.length} traced loads each (tracing slows both alike)\n`,
  )
  console.log(
    renderTable(
      ['kind', 'ours', 'official', 'difference'],
      [['all', total(ours), total(official)], ...rows].map(([kind, a, b]) => [
        kind,
        `${a.toFixed(1)} ms`,
        `${b.toFixed(1)} ms`,
        `${(a - b).toFixed(1)} ms`,
      ]),
    ),
  )
}

function printTimeline(what, { tasks, total, row }) {
  console.log(
    `\n${what} (row at ${row?.toFixed(0)} ms): main-thread tasks ${total.toFixed(0)} ms in all; those of ${TIMELINE_TASK_MIN_MS} ms or more:`,
  )
  for (const task of tasks) {
    console.log(`\n${task.start.toFixed(0).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms`)
    for (const [name, ms] of task.parts.slice(0, 8)) {
      if (ms >= 0.5) console.log(`                      ${ms.toFixed(1).padStart(6)} ms  ${name}`)
    }
  }
}

function printProfile(what, { buckets, functions }) {
  const total = buckets.reduce((sum, [, ms]) => sum + ms, 0)
  const rows = (entries) =>
    entries.map(([name, ms]) => [
      name,
      `${ms.toFixed(1)} ms`,
      `${((ms / total) * 100).toFixed(1)} %`,
    ])
  console.log(`\n${what}, main-thread self time (${total.toFixed(0)} ms sampled)\n`)
  console.log(renderTable(['from', 'self', 'share'], rows(buckets)))
  console.log('')
  console.log(renderTable(['function', 'self', 'share'], rows(functions)))
}
