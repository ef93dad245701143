// The rows of the tables the bench prints: each mode's figures, the walk's, and the A/B's
// comparison of the two consoles.
import { countRequests, longTaskStats, percentile, summarize } from './analysis.mjs'
import {
  HOVER_REST_MS,
  REFERENCE_PREVIEW_TARGETS,
  REFERENCE_TARGETS,
  SCALE,
  TARGETS,
  WALK,
} from './config.mjs'
import { compareRow, describeSpinners, formatRow, renderTable } from './report.mjs'

export function compareRows({ ours, official }) {
  // a group --only left out, or an older run's, has no figures
  const both = (group, get) => [
    (ours[group] ?? []).map((run) => run && get(run)),
    (official[group] ?? []).map((run) => run && get(run)),
  ]
  const targets = REFERENCE_TARGETS
  return [
    compareRow(
      'cold /projects: main-thread CPU to first row',
      ...both('projects', (r) => r.cold.cpu),
      'ms',
      targets.cpu,
    ),
    compareRow(
      'cold /projects: first contentful paint',
      ...both('projects', (r) => r.cold.fcp),
      'ms',
    ),
    compareRow(
      'cold /projects: first data row',
      ...both('projects', (r) => r.cold.at),
      'ms',
      targets.row,
    ),
    compareRow(
      'cold instances: first data row',
      ...both('instances', (r) => r.cold.at),
      'ms',
      targets.instancesRow,
    ),
    compareRow(
      `instance click → first storage row (${HOVER_REST_MS} ms hover first)`,
      ...both('instances', (r) => r.storage),
      'ms',
      targets.storageRow,
    ),
    compareRow(
      'instance click → first storage row (no hover)',
      ...both('unhovered', (r) => r.storage),
      'ms',
      targets.unhoveredStorageRow,
    ),
    compareRow(
      'cold /projects: JS (gzip)',
      ...both('projects', (r) => r.transfer.js),
      'kB',
      targets.js,
    ),
    compareRow('cold /projects: CSS (gzip)', ...both('projects', (r) => r.transfer.css), 'kB'),
    compareRow(
      'cold /projects: requests',
      ...both('projects', (r) => r.transfer.requests),
      'count',
    ),
    compareRow(
      'cold /projects: JS heap at first row (no GC)',
      ...both('projects', (r) => r.cold.heap),
      'MB',
      targets.heap,
    ),
    compareRow(
      'warm reload → first /projects row',
      ...both('projects', (r) => r.warm.at),
      'ms',
      targets.warmRow,
    ),
    compareRow(
      'warm reload → first live row (console rendered)',
      ...both('projects', (r) => r.warm.liveAt),
      'ms',
    ),
  ]
}

export function compareMockRows({ ours, official }) {
  const both = (get) => [
    ours.projects.map((run) => run && get(run)),
    official.projects.map((run) => run && get(run)),
  ]
  const targets = REFERENCE_PREVIEW_TARGETS
  return [
    compareRow(
      'cold /projects: main-thread CPU to first row',
      ...both((r) => r.cold.cpu),
      'ms',
      targets.cpu,
    ),
    compareRow('cold /projects: first contentful paint', ...both((r) => r.cold.fcp), 'ms'),
    compareRow('cold /projects: first API call sent', ...both((r) => r.starts.api), 'ms'),
    compareRow('cold /projects: first data row', ...both((r) => r.cold.at), 'ms'),
    compareRow('cold /projects: JS (gzip)', ...both((r) => r.transfer.js), 'kB'),
    compareRow('cold /projects: JS heap at first row (no GC)', ...both((r) => r.cold.heap), 'MB'),
  ]
}

/** The consoles' service workers: the medians of their registration and of their control. */
export function describeWorkers({ ours, official }) {
  const line = (who, runs) => {
    const registered = summarize(runs.map((run) => run?.starts.registered))
    const controls = summarize(runs.map((run) => run?.starts.controls))
    if (!registered && !controls) return `${who}: no service worker`
    const ms = (stats) => (stats ? `${Math.round(stats.median)} ms` : 'n/a')
    return (
      `${who}: service worker registered at ${ms(registered)}, in control of the page at ` +
      `${ms(controls)} (medians from navigation start)`
    )
  }
  return [line('ours', ours.projects), line('official', official.projects)].join('\n')
}

const bulkTasks = ({ bulk }, phase) =>
  longTaskStats(bulk.longTasks, bulk[phase].from, bulk[phase].to)
const bulkRequests = ({ bulk, requests }, method, path) =>
  countRequests(requests, { method, path, ...bulk.stop })
const idleTasks = ({ longTasks, from, to }) => longTaskStats(longTasks, from, to)

export function reportRows({ mode, runs }) {
  const target = TARGETS[mode]
  const { projects, instances, unhovered, scale, idle } = runs
  const bulk = scale.filter((r) => r.bulk)
  const pick = (list, get) => list.map(get)
  const longTaskTotal = (tasks) => tasks.reduce((sum, task) => sum + task.duration, 0)
  const pageRows = summarize(pick(scale, (r) => r.load.pageRows))
  const pageNote =
    pageRows?.median === SCALE.pageSize
      ? `page of ${SCALE.pageSize}`
      : `page of ${pageRows?.median ?? '?'}: no 1,000 page size offered`
  return [
    formatRow(
      'cold /projects: first contentful paint',
      pick(projects, (r) => r.cold.fcp),
      'ms',
    ),
    formatRow(
      'cold /projects: first data row',
      pick(projects, (r) => r.cold.at),
      'ms',
    ),
    formatRow(
      'cold /projects: main-thread CPU to first row',
      pick(projects, (r) => r.cold.cpu),
      'ms',
      target.projectsCpu,
    ),
    formatRow(
      'cold /projects: JS (gzip)',
      pick(projects, (r) => r.transfer.js),
      'kB',
      target.projectsJs,
    ),
    formatRow(
      'cold /projects: CSS (gzip)',
      pick(projects, (r) => r.transfer.css),
      'kB',
    ),
    formatRow(
      'cold /projects: requests',
      pick(projects, (r) => r.transfer.requests),
      'count',
    ),
    formatRow(
      'cold /projects: JS heap at first row (no GC)',
      pick(projects, (r) => r.cold.heap),
      'MB',
    ),
    formatRow(
      'cold instances: first contentful paint',
      pick(instances, (r) => r.cold.fcp),
      'ms',
    ),
    formatRow(
      'cold instances: first data row',
      pick(instances, (r) => r.cold.at),
      'ms',
    ),
    formatRow(
      'cold instances: main-thread CPU to first row',
      pick(instances, (r) => r.cold.cpu),
      'ms',
    ),
    formatRow(
      'cold instances: JS (gzip)',
      pick(instances, (r) => r.transfer.js),
      'kB',
    ),
    formatRow(
      'cold instances: CSS (gzip)',
      pick(instances, (r) => r.transfer.css),
      'kB',
    ),
    formatRow(
      'cold instances: requests',
      pick(instances, (r) => r.transfer.requests),
      'count',
    ),
    formatRow(
      `instance click → first storage row (${HOVER_REST_MS} ms hover first)`,
      pick(instances, (r) => r.storage),
      'ms',
      target.storageRow,
    ),
    formatRow(
      'instance click → first storage row, no hover',
      pick(unhovered, (r) => r.storage),
      'ms',
    ),
    formatRow(
      'warm reload → first /projects row',
      pick(projects, (r) => r.warm.at),
      'ms',
      target.warmRow,
    ),
    formatRow(
      'warm reload → first live row (console rendered)',
      pick(projects, (r) => r.warm.liveAt),
      'ms',
    ),
    formatRow(
      `1,000 instances (${pageNote}): data → first row`,
      pick(scale, (r) => r.load.dataToRow),
      'ms',
      target.scaleDataToRow,
    ),
    formatRow(
      '1,000 instances loaded: JS heap (no GC)',
      pick(scale, (r) => r.load.heap),
      'MB',
    ),
    formatRow(
      '1,000 instances: rows in the document',
      pick(scale, (r) => r.load.renderedRows),
      'count',
    ),
    formatRow(
      'scroll: frame time p50',
      pick(scale, (r) => percentile(r.scroll.frames, 50)),
      'ms',
    ),
    formatRow(
      'scroll: frame time p95',
      pick(scale, (r) => percentile(r.scroll.frames, 95)),
      'ms',
    ),
    formatRow(
      'scroll: frame time max',
      pick(scale, (r) => percentile(r.scroll.frames, 100)),
      'ms',
    ),
    formatRow(
      'scroll: frames',
      pick(scale, (r) => r.scroll.frames.length),
      'count',
    ),
    // short of the list's height when the scroll ran out of its minute
    formatRow(
      'scroll: distance',
      pick(scale, (r) => r.scroll.distance),
      'px',
    ),
    formatRow(
      'scroll: long tasks (> 50 ms)',
      pick(scale, (r) => r.scroll.longTasks.length),
      'count',
      target.scrollLongTasks,
    ),
    formatRow(
      'scroll: long tasks, total',
      pick(scale, (r) => longTaskTotal(r.scroll.longTasks)),
      'ms',
    ),
    // each row asks for its addresses once it stays in view: a fling past them asks for few
    formatRow(
      'scroll: external IP requests sent',
      pick(scale, (r) =>
        countRequests(r.requests, {
          method: 'GET',
          path: /^\/v1\/instances\/[^/]+\/external-ips$/,
          ...r.scroll,
        }),
      ),
      'count',
    ),
    formatRow(
      'sort by name: click → first row changes',
      pick(scale, (r) => r.sort.ms),
      'ms',
    ),
    formatRow(
      'sort by name: long tasks',
      pick(scale, (r) => r.sort.longTasks.length),
      'count',
    ),
    formatRow(
      'sort by name: long tasks, total',
      pick(scale, (r) => longTaskTotal(r.sort.longTasks)),
      'ms',
    ),
    formatRow(
      `select ${SCALE.bulkRows} (press, Shift+press): press → '${SCALE.bulkRows} selected'`,
      pick(bulk, (r) => r.bulk.select.to - r.bulk.select.from),
      'ms',
    ),
    formatRow(
      `select ${SCALE.bulkRows}: long tasks`,
      pick(bulk, (r) => bulkTasks(r, 'select').count),
      'count',
    ),
    formatRow(
      `select ${SCALE.bulkRows}: longest task`,
      pick(bulk, (r) => bulkTasks(r, 'select').longest),
      'ms',
    ),
    formatRow(
      `bulk stop of ${SCALE.bulkRows}: confirm → toast`,
      pick(bulk, (r) => r.bulk.stop.to - r.bulk.stop.from),
      'ms',
    ),
    formatRow(
      'bulk stop: long tasks',
      pick(bulk, (r) => bulkTasks(r, 'stop').count),
      'count',
    ),
    formatRow(
      'bulk stop: longest task',
      pick(bulk, (r) => bulkTasks(r, 'stop').longest),
      'ms',
    ),
    formatRow(
      'bulk stop: stop requests sent',
      pick(bulk, (r) => bulkRequests(r, 'POST', /^\/v1\/instances\/[^/]+\/stop$/)),
      'count',
    ),
    formatRow(
      'bulk stop: instance list GETs sent',
      pick(bulk, (r) => bulkRequests(r, 'GET', '/v1/instances')),
      'count',
    ),
    formatRow(
      `idle ${SCALE.idleMs / 1000} s, all 1,000 moving: list polls sent`,
      pick(idle, (r) => countRequests(r.requests, { method: 'GET', path: '/v1/instances', ...r })),
      'count',
    ),
    formatRow(
      'idle polling: long tasks',
      pick(idle, (r) => idleTasks(r).count),
      'count',
    ),
    formatRow(
      'idle polling: long tasks, total',
      pick(idle, (r) => idleTasks(r).total),
      'ms',
    ),
    formatRow(
      'idle polling: longest task',
      pick(idle, (r) => idleTasks(r).longest),
      'ms',
      target.idleLongestTask,
    ),
    formatRow(
      'idle polling: components rendered',
      pick(idle, (r) => r.renders),
      'count',
    ),
  ]
}

/**
 * The walk's table: each navigation's click → first row, and in how many walks a list spinner
 * appeared; then each walk's navigations, with when each spinner showed and went.
 */
export function printWalk(walks) {
  const rows = WALK.map((step, i) => {
    const navigations = walks.map((walk) => walk[i])
    const [what, median, range, runs] = formatRow(
      step.what,
      navigations.map((navigation) => navigation.ms),
      'ms',
    )
    const spun = navigations.filter((navigation) => navigation.spinners.length > 0).length
    return [what, median, range, runs, `${spun} of ${navigations.length}`]
  })
  console.log(
    renderTable(
      ['walk: navigation, click → first row', 'median', 'min – max', 'runs', 'spinner in'],
      rows,
    ),
  )
  const counts = walks.flat().map((navigation) => navigation.spinners.length)
  const of = walks.length > 1 ? ` (${walks.length} walks)` : ''
  console.log(`\n${describeSpinners(counts)}${of}`)
  walks.forEach((walk, i) => {
    const steps = walk.map((navigation) => {
      const after = (at) => Math.round(at - navigation.from)
      const spinners = navigation.spinners.map(
        (spinner) =>
          ` (spinner at ${after(spinner.at)}${spinner.until === undefined ? '' : `–${after(spinner.until)}`} ms)`,
      )
      return `${navigation.path} ${Math.round(navigation.ms)} ms${spinners.join('')}`
    })
    console.log(`walk ${i + 1}: ${steps.join(', ')}`)
  })
}
