// The command line: its options, and the API latency --delay sets.
import { DEFAULT_DELAYS, REFERENCE } from './config.mjs'

/** `30` (fixed) or `100-200` (uniform in the range) milliseconds; undefined for anything else. */
export function parseDelay(raw) {
  const fixed = /^(\d+)$/.exec(raw ?? '')
  if (fixed) return Number(fixed[1])
  const range = /^(\d+)-(\d+)$/.exec(raw ?? '')
  if (!range || Number(range[1]) > Number(range[2])) return undefined
  return [Number(range[1]), Number(range[2])]
}

/** `30 ms`, or a range as its middle ± half its width: `150 ± 50 ms (uniform 100–200)`. */
export function formatDelay(delay) {
  if (typeof delay === 'number') return `${delay} ms`
  const [min, max] = delay
  return `${(min + max) / 2} ± ${(max - min) / 2} ms (uniform ${min}–${max})`
}

/** One request's delay: the fixed one, or uniform in [min, max) (`random` in [0, 1)). */
export function pickDelay(delay, random = Math.random) {
  if (typeof delay === 'number') return delay
  const [min, max] = delay
  return min + random() * (max - min)
}

/** The latency a mode runs at: --delay's, or the mode's default. */
export const delayFor = (mode, delay) => delay ?? DEFAULT_DELAYS[mode]

export function parseBenchArgs(argv) {
  const options = {
    runs: 5,
    delay: undefined,
    modes: ['production', 'preview'],
    profile: false,
    waterfall: false,
  }
  const scenarios = ['projects', 'instances', 'scale', 'walk']
  let reference
  const usage =
    `--runs=N (≥ 1) --delay=MS|MIN-MAX --mode=production|preview ` +
    `--only=${scenarios.join('|')} --profile[=scale|click|warm|timeline|timeline-warm] --waterfall ` +
    `--reference [--reference-api=URL] [--reference-dist=DIR] | ` +
    `--reference --mode=preview [--reference-mock-dist=DIR]`
  for (const arg of argv) {
    const [key, ...rest] = arg.replace(/^--/, '').split('=')
    const value = rest.length ? rest.join('=') : undefined
    if (key === 'runs' && Number(value) >= 1) options.runs = Math.floor(Number(value))
    else if (key === 'delay' && parseDelay(value) !== undefined) options.delay = parseDelay(value)
    else if (key === 'mode' && ['production', 'preview'].includes(value)) options.modes = [value]
    else if (key === 'only' && scenarios.includes(value)) options.only = value
    else if (key === 'waterfall' && value === undefined) options.waterfall = true
    else if (
      key === 'profile' &&
      [undefined, 'scale', 'click', 'warm', 'timeline', 'timeline-warm'].includes(value)
    ) {
      options.profile = value ?? 'projects'
    } else if (key === 'reference' && value === undefined) reference = { ...reference }
    else if (key === 'reference-api' && /^https?:\/\/[^/]+\/?$/.test(value ?? '')) {
      reference = { ...reference, api: value.replace(/\/$/, '') }
    } else if (key === 'reference-dist' && value) reference = { ...reference, dist: value }
    else if (key === 'reference-mock-dist' && value) reference = { ...reference, mockDist: value }
    else throw new Error(`bad option ${arg}: ${usage}`)
  }
  if (reference) {
    // the A/B is a mode of its own: of the production builds, the cold loads and the click
    // only; of the in-browser mock builds (--mode=preview), the cold /projects only, at the
    // mocks' own latency, against no API server
    const preview = argv.includes('--mode=preview')
    const clashes = preview
      ? /^--(mode=production|profile|only|waterfall|delay|reference-api|reference-dist)(=|$)/
      : /^--(mode|profile(?!=timeline$)|only=(scale|walk)|reference-mock-dist)(=|$)/
    const clash = argv.find((arg) => clashes.test(arg))
    if (clash?.startsWith('--reference-mock-dist')) {
      throw new Error(`bad option ${clash} without --mode=preview: ${usage}`)
    }
    if (clash) {
      const mode = preview ? '--reference --mode=preview' : '--reference'
      throw new Error(`bad option ${clash} with ${mode}: ${usage}`)
    }
    options.modes = ['reference']
    options.reference = preview
      ? { mode: 'preview', mockDist: REFERENCE.mockDist, ...reference }
      : { api: REFERENCE.api, dist: REFERENCE.dist, ...reference }
  }
  return options
}
