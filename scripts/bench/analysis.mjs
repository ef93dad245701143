// The figures from what a run recorded: statistics, the A/B's pairs, long tasks, API calls,
// spinners, traces and profile sources. Pure: scripts/bench.test.ts tests them.
/**
 * The A/B's loads in ABBA order: pair 0 ours then theirs, pair 1 theirs then ours, and so on,
 * so that neither console always runs first (a machine's drift counts for both alike).
 */
export function abbaOrder(pairs, [first, second] = ['ours', 'official']) {
  return Array.from({ length: pairs }, (_, pair) =>
    (pair % 2 === 0 ? [first, second] : [second, first]).map((who) => ({ pair, who })),
  ).flat()
}

export const isFigure = (value) => typeof value === 'number' && Number.isFinite(value)

/** ours[i] / theirs[i] for each pair with both figures (and theirs not 0). */
export function pairRatios(ours, theirs) {
  return ours.flatMap((mine, i) =>
    isFigure(mine) && isFigure(theirs[i]) && theirs[i] > 0 ? [mine / theirs[i]] : [],
  )
}

/** Nearest-rank percentile of `values` (0 < p ≤ 100); undefined for none. */
export function percentile(values, p) {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Median (the mean of the middle two for an even count), min and max; undefined ones dropped. */
export function summarize(values) {
  const present = values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (present.length === 0) return undefined
  const sorted = [...present].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { n: sorted.length, median, min: sorted[0], max: sorted[sorted.length - 1] }
}

/** The long tasks that started in [from, to]: how many, the longest, and their total (ms). */
export function longTaskStats(tasks, from, to) {
  const within = tasks.filter((task) => task.start >= from && task.start <= to)
  return {
    count: within.length,
    longest: within.reduce((most, task) => Math.max(most, task.duration), 0),
    total: within.reduce((sum, task) => sum + task.duration, 0),
  }
}

/** How many of the page's API calls (`{ at, method, path }`) match and were sent in [from, to]. */
export function countRequests(requests, { method, path, from, to }) {
  return requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)) &&
      request.at >= from &&
      request.at <= to,
  ).length
}

/**
 * For each of the walk's navigations (`{ from }`: the click), the list spinners (`{ at, inTable }`)
 * that appeared from its click until the next navigation's (the last's: until the walk's end).
 */
export function spinnersByNavigation(navigations, spinners) {
  return navigations.map((navigation, i) => {
    const until = navigations[i + 1]?.from ?? Number.POSITIVE_INFINITY
    return spinners.filter(
      (spinner) => spinner.inTable && spinner.at >= navigation.from && spinner.at < until,
    )
  })
}

/**
 * The main thread's self time (ms) per trace event name, from navigation start to `untilMs`:
 * each event's length less that of the events directly inside it, so the kinds add up to the
 * tasks' total (script evaluation, compilation, HTML parsing, style, layout, garbage collection).
 */
export function selfTimeByKind(events, untilMs) {
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.name === 'navigationStart' && n.pid === e.pid && n.tid === e.tid),
  )
  if (!main) return {}
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.tid === main.tid)
    .at(-1).ts
  const until = navigation + untilMs * 1000
  const onMain = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.dur ?? 0) > 0 &&
        e.ts >= navigation &&
        e.ts + e.dur <= until,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = {}
  const open = []
  for (const e of onMain) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self[parent.name] -= e.dur / 1000
    self[e.name] = (self[e.name] ?? 0) + e.dur / 1000
    open.push(e)
  }
  return self
}

/** The timeline lists each task of at least this long (ms); the shorter count in its total only. */
export const TIMELINE_TASK_MIN_MS = 4

/** The renderer main thread's tasks from navigation start to `untilMs`, each with its parts. */
export function mainThreadTasks(events, untilMs) {
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.name === 'navigationStart' && n.pid === e.pid && n.tid === e.tid),
  )
  if (!main) return { tasks: [], total: 0 }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.tid === main.tid)
    .at(-1).ts
  const until = navigation + untilMs * 1000
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= navigation && e.ts <= until)
    .sort((a, b) => a.ts - b.ts)
  const label = (e) => {
    const file = e.args?.data?.url || e.args?.fileName || e.args?.data?.fileName || ''
    const name = file ? new URL(file, 'http://x').pathname.replace(/-[A-Z0-9]{8}\.js$/, '.js') : ''
    return name ? `${e.name} ${name}` : e.name
  }
  const described = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    // the task's direct parts: events inside it not inside another of its events
    const inside = onMain
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 0,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const parts = new Map()
    let openUntil = -1
    for (const e of inside) {
      if (e.ts < openUntil) continue
      openUntil = e.ts + e.dur
      const key = label(e)
      parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000)
    }
    return {
      start: (task.ts - navigation) / 1000,
      ms: (task.dur ?? 0) / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
    }
  })
  return {
    tasks: described.filter((t) => t.ms >= TIMELINE_TASK_MIN_MS),
    total: described.reduce((sum, t) => sum + t.ms, 0),
    row: untilMs,
  }
}

/** A package (`node_modules/@scope/name`), or our top directory and the one below it. */
export function sourceBucket(source) {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg) return pkg[1]
  if (source.startsWith('(')) return source
  return source.split('/').slice(0, 2).join('/')
}
