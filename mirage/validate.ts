/**
 * The checks the real server makes while parsing a body, for the fields handlers rely on. Bodies
 * are typed by the contract but arrive from outside, so handlers check before they trust.
 */
import { badBody } from './errors'
import { UUID_PATTERN } from './ids'

/** The contract's `Name` schema: pattern and 1-63 characters (SPEC §9 name limit). */
export const NAME_PATTERN =
  /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/
export const NAME_MAX_LENGTH = 63

/** Why a name breaks the contract's `Name`, in omicron's words; undefined when it is valid. */
export function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'name requires at least one character'
  if (name.length > NAME_MAX_LENGTH) return `name may contain at most ${NAME_MAX_LENGTH} characters`
  if (!/^[a-z]/.test(name)) return 'name must begin with an ASCII lowercase character'
  const bad = /[^a-zA-Z0-9-]/.exec(name)
  if (bad) {
    return `name contains invalid character: "${bad[0]}" (allowed characters are letters, digits, and "-")`
  }
  if (name.endsWith('-')) return 'name cannot end with "-"'
  if (UUID_PATTERN.test(name)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  if (!NAME_PATTERN.test(name)) return 'name does not match the required pattern'
  return undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function requireBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badBody('invalid type: expected a JSON object')
  return body
}

/** A required string field; `required: false` accepts absent or null (the contract's nullable). */
export function stringField(body: unknown, field: string, required: false): string | undefined
export function stringField(body: unknown, field: string, required?: true): string
export function stringField(body: unknown, field: string, required = true) {
  const value = requireBody(body)[field]
  if (value === undefined || value === null) {
    if (required) throw badBody(`missing field \`${field}\``)
    return undefined
  }
  if (typeof value !== 'string') throw badBody(`${field}: invalid type: expected a string`)
  return value
}

/**
 * A field the contract lists as required but nullable (omicron's `Nullable<T>`): null is a value
 * ("unset"), and a body without the field is refused, not read as null.
 */
export function requirePresent(body: unknown, field: string) {
  if (!(field in requireBody(body))) throw badBody(`missing field \`${field}\``)
}

/** A required boolean field. */
export function booleanField(body: unknown, field: string): boolean {
  const value = requireBody(body)[field]
  if (value === undefined) throw badBody(`missing field \`${field}\``)
  if (typeof value !== 'boolean') throw badBody(`${field}: invalid type: expected a boolean`)
  return value
}

export function nameField(body: unknown, field: string, required: false): string | undefined
export function nameField(body: unknown, field: string, required?: true): string
export function nameField(body: unknown, field: string, required = true) {
  const value = required ? stringField(body, field) : stringField(body, field, false)
  const problem = value === undefined ? undefined : nameProblem(value)
  if (problem) throw badBody(`${field}: ${problem}`)
  return value
}
