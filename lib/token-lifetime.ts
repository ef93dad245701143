/**
 * A device token's lifetime as people choose it: a whole number of minutes, hours or days, sent
 * as seconds. The contract bounds both the silo's maximum (`SiloAuthSettingsUpdate`'s
 * `device_token_max_ttl_seconds`) and a token's own (`DeviceAuthRequest`'s `ttl_seconds`) alike:
 * an integer of format uint32 with a minimum of 1; null for the maximum means tokens need not
 * expire. Messages follow SPEC §5: '{label} is required', otherwise the rule's own words.
 */

/** The contract's `minimum: 1` for both fields. */
export const MIN_LIFETIME_SECONDS = 1
/** The contract's `format: uint32` for both fields: 2^32 - 1. */
export const MAX_LIFETIME_SECONDS = 4_294_967_295

export const LIFETIME_UNITS = ['minutes', 'hours', 'days'] as const
export type LifetimeUnit = (typeof LIFETIME_UNITS)[number]

export const SECONDS_PER_UNIT: Record<LifetimeUnit, number> = {
  minutes: 60,
  hours: 60 * 60,
  days: 24 * 60 * 60,
}

const SINGULAR: Record<LifetimeUnit, string> = { minutes: 'minute', hours: 'hour', days: 'day' }

/** What the form holds: the amount as typed (hostile text included) and its unit. */
export interface LifetimeInput {
  amount: string
  unit: LifetimeUnit
}

/** `1 day`, `30 days`, `1,440 minutes`. */
export const countOfUnit = (amount: number, unit: LifetimeUnit) =>
  `${amount.toLocaleString('en-US')} ${amount === 1 ? SINGULAR[unit] : unit}`

export const toSeconds = ({ amount, unit }: LifetimeInput) =>
  Number(amount.trim()) * SECONDS_PER_UNIT[unit]

/** A decimal number as typed: digits, an optional sign and fraction; no exponent, no hex. */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * Why the amount cannot be sent, or undefined when it can. `maxSeconds`: the contract's bound,
 * or the silo's maximum for a new token (`maxReason` then says whose bound it is).
 */
export function lifetimeProblem(
  { amount, unit }: LifetimeInput,
  label: string,
  maxSeconds = MAX_LIFETIME_SECONDS,
  maxReason = '',
): string | undefined {
  const text = amount.trim()
  if (text === '') return `${label} is required`
  if (!NUMBER_TEXT.test(text)) return `${label} must be a number`
  const value = Number(text)
  if (!Number.isInteger(value)) return `${label} must be a whole number of ${unit}`
  if (value * SECONDS_PER_UNIT[unit] < MIN_LIFETIME_SECONDS) {
    return `${label} must be at least 1 ${SINGULAR[unit]}`
  }
  const most = Math.floor(maxSeconds / SECONDS_PER_UNIT[unit])
  if (value > most) {
    return most < 1
      ? `${label} must be under 1 ${SINGULAR[unit]}${maxReason}: choose a smaller unit`
      : `${label} can be at most ${countOfUnit(most, unit)}${maxReason}`
  }
  return undefined
}

/**
 * Seconds in the largest unit that holds them whole (`2592000` → 30 days); undefined when they
 * are no whole number of minutes, which the unit picker cannot show.
 */
export function lifetimeInUnits(
  seconds: number,
): { amount: number; unit: LifetimeUnit } | undefined {
  for (const unit of [...LIFETIME_UNITS].reverse()) {
    if (seconds % SECONDS_PER_UNIT[unit] === 0) {
      return { amount: seconds / SECONDS_PER_UNIT[unit], unit }
    }
  }
  return undefined
}

/** `30 days`, `90 minutes`, or `45 seconds` for a maximum set through the API in seconds. */
export function describeLifetime(seconds: number): string {
  const inUnits = lifetimeInUnits(seconds)
  if (inUnits) return countOfUnit(inUnits.amount, inUnits.unit)
  return `${seconds.toLocaleString('en-US')} ${seconds === 1 ? 'second' : 'seconds'}`
}

/** The form's values for a lifetime in seconds; empty in days when the picker cannot show it. */
export function lifetimeInput(seconds: number | null | undefined): LifetimeInput {
  const inUnits = seconds ? lifetimeInUnits(seconds) : undefined
  return inUnits
    ? { amount: String(inUnits.amount), unit: inUnits.unit }
    : { amount: '', unit: 'days' }
}

/**
 * Whether a new maximum (seconds, null for none) gives new tokens less time than the current one:
 * a limit where there was none, or a lower one. Tokens made before keep their expiry.
 */
export const shortensLifetime = (current: number | null, next: number | null) =>
  next !== null && (current === null || next < current)
