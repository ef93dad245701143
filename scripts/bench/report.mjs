// How figures read: units, table rows and columns, and the lines around the tables. Pure:
// scripts/bench.test.ts tests them.
import { isFigure, pairRatios, summarize } from './analysis.mjs'
import { delayFor, formatDelay } from './args.mjs'
import { MOCK_DEFAULT_DELAY, REFERENCE } from './config.mjs'

export const UNITS = {
  ms: (value) => `${Math.round(value)} ms`,
  kB: (value) => `${(value / 1024).toFixed(1)} kB`,
  count: (value) => String(Math.round(value)),
  px: (value) => `${Math.round(value)} px`,
  MB: (value) => `${(value / 1024 ** 2).toFixed(1)} MB`,
}

/** A table row: metric, median, min–max (or the one value when they agree), runs, target. */
export function formatRow(metric, values, unit, target = '') {
  const stats = summarize(values)
  const format = UNITS[unit]
  if (!stats) return [metric, 'n/a', '', '0', target]
  const range =
    format(stats.min) === format(stats.max)
      ? `${format(stats.min)}`
      : `${format(stats.min)} – ${format(stats.max)}`
  return [metric, format(stats.median), range, String(stats.n), target]
}

/** Columns padded to their widest cell, numbers and ranges right-aligned. */
export function renderTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** `≤ 0.7×`, `≤ 0.3× and ≤ 150 ms`. */
export function formatTarget(target) {
  if (!target) return ''
  const ratio = `≤ ${target.ratio.toFixed(1)}×`
  return target.ms === undefined ? ratio : `${ratio} and ≤ ${target.ms} ms`
}

/**
 * An A/B table row: figure, our median, theirs, the median of the per-pair ratios, the target,
 * whether it is met, and how many pairs had both figures. `ours` and `theirs` hold a figure (or
 * undefined, for a load that failed) per pair, in pair order.
 */
export function compareRow(metric, ours, theirs, unit, target) {
  const format = UNITS[unit]
  const mine = summarize(ours)
  const official = summarize(theirs)
  const ratio = summarize(pairRatios(ours, theirs))
  const met =
    target && ratio && mine
      ? ratio.median <= target.ratio && (target.ms === undefined || mine.median <= target.ms)
      : undefined
  return [
    metric,
    mine ? format(mine.median) : 'n/a',
    official ? format(official.median) : 'n/a',
    ratio ? `${ratio.median.toFixed(2)}×` : 'n/a',
    formatTarget(target),
    met === undefined ? '' : met ? 'yes' : 'no',
    String(ratio?.n ?? 0),
  ]
}

/** `list spinners seen: 2 of 5 navigations`: the navigations with at least one. */
export function describeSpinners(counts) {
  const seen = counts.filter((count) => count > 0).length
  return `list spinners seen: ${seen} of ${counts.length} navigations`
}

/** The line above the tables: what was run, at what latency, and how the figures read. */
export function describeRuns(options, load) {
  const latency = options.modes
    .map((mode) => `${mode} ${formatDelay(delayFor(mode, options.delay))}`)
    .join(', ')
  const cpu = 'CPU in main-thread time'
  const bytes = 'bytes gzip -9 of the response bodies'
  const ratio = 'ratio: the median of the per-pair ratios ours / official'
  if (options.profile || options.waterfall) return `API latency: ${latency}; ${load}`
  if (options.reference?.mode === 'preview') {
    return (
      `${options.runs} pairs of cold /projects loads (ours, official) in ABBA order, fresh ` +
      `Chromium profile each; both in-browser mocks at their own default latency, each API call ` +
      `held ${formatDelay(MOCK_DEFAULT_DELAY)} (ours: no ?mock-delay=; theirs: its msw ` +
      `handlers'); times from navigation start; ${cpu} (a service worker's thread not ` +
      `counted); ${bytes}; ${ratio}; ${load}`
    )
  }
  if (options.reference) {
    return (
      `${options.runs} pairs of loads (ours, official) in ABBA order, fresh Chromium profile ` +
      `each; API latency ${formatDelay(delayFor('reference', options.delay))}; times from ` +
      `navigation start unless said; ${cpu}; ${bytes}; ${ratio}; ${load}`
    )
  }
  return (
    `${options.runs} cold runs per mode, fresh Chromium profile each; API latency: ${latency}; ` +
    `times from navigation start unless said; ${cpu}; ${bytes}; ${load}`
  )
}

/** `mock-project row at 1250 ms; first API call sent at 980 ms; service worker …`. */
export function describeStarts({ row, api, registered, controls }) {
  const ms = (value) => (isFigure(value) ? `${Math.round(value)} ms` : 'n/a')
  const worker =
    registered === undefined && controls === undefined
      ? 'no service worker'
      : `service worker registered at ${ms(registered)}, in control at ${ms(controls)}`
  return `${REFERENCE.project} row at ${ms(row)}; first API call sent at ${ms(api)}; ${worker}`
}
