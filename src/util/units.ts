import { MAX_DISK_SIZE_GiB } from '~/lib/constants'

/** Binary units (SPEC §9: 1024). Sizes in the API are bytes. */
export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

export type BinaryUnit = 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB'

export const unitBytes: Record<BinaryUnit, number> = { B: 1, KiB, MiB, GiB, TiB }

/** Largest first, so the first unit that fits is the one to show. */
const unitsDescending: BinaryUnit[] = ['TiB', 'GiB', 'MiB', 'KiB', 'B']

/** `toBytes(2, 'GiB')` is 2147483648. */
export const toBytes = (value: number, unit: BinaryUnit) => value * unitBytes[unit]

/** `fromBytes(1610612736, 'GiB')` is 1.5; not rounded. */
export const fromBytes = (bytes: number, unit: BinaryUnit) => bytes / unitBytes[unit]

/** Round to at most `digits` decimals, dropping trailing zeros (1.50 → 1.5). */
const round = (value: number, digits: number) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/**
 * The size in the largest unit in which it is at least 1, for tables and summaries:
 * `{ value: 1.5, unit: 'GiB' }`. Values are rounded to `digits` decimals.
 */
export function splitUnits(bytes: number, digits = 2): { value: number; unit: BinaryUnit } {
  const magnitude = Math.abs(bytes)
  const unit = unitsDescending.find((u) => magnitude >= unitBytes[u]) ?? 'B'
  return { value: round(fromBytes(bytes, unit), digits), unit }
}

/** `formatBytes(1610612736)` is '1.5 GiB'; `formatBytes(0)` is '0 B'. */
export function formatBytes(bytes: number, digits = 2) {
  const { value, unit } = splitUnits(bytes, digits)
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`
}

/** A value rounded to `digits` decimals with thousands separators: 1024 is '1,024'. */
const formatNumber = (value: number, digits: number) =>
  round(value, digits).toLocaleString('en-US', { maximumFractionDigits: digits })

/** `formatSize(10, 'GiB')` is '10 GiB', for values already in a unit (form fields, quotas). */
export const formatSize = (value: number, unit: BinaryUnit, digits = 2) =>
  `${formatNumber(value, digits)} ${unit}`

/**
 * A part of a whole, both in bytes, in one unit: `formatBytesOf(640 * GiB, 1024 * GiB, 'GiB')`
 * is '640 / 1,024 GiB'.
 */
export const formatBytesOf = (part: number, whole: number, unit: BinaryUnit, digits = 2) =>
  `${formatNumber(fromBytes(part, unit), digits)} / ${formatSize(fromBytes(whole, unit), unit, digits)}`

/**
 * Rounds up to the next multiple of ten, capped at `max` (SPEC §9; the default is the largest
 * disk in GiB), e.g. for a disk size suggested from an image size. A multiple of ten is kept.
 */
export function roundUpInTens(n: number, max = MAX_DISK_SIZE_GiB) {
  return Math.min(Math.ceil(n / 10) * 10, max)
}

/**
 * The steps an axis of bytes may put its marks apart: 1, 2, 2.5 and 5 times a power of ten of a
 * binary unit, so the marks read 250 GiB, 500 GiB, 750 GiB where decimal steps read 279.4 GiB.
 */
export const BYTE_AXIS_STEPS: readonly number[] = Object.values(unitBytes).flatMap((unit) =>
  [1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500].map((multiple) => multiple * unit),
)
