/**
 * Client-side validation (SPEC §5). Each rule is a plain validator, `(value) => message | undefined`,
 * usable as a formik field `validate`, and a yup schema built from it for `validationSchema`.
 * Validators leave emptiness to the required rule: an empty value passes them.
 */
import * as yup from 'yup'
import { NAME_MAX_LENGTH, PASSWORD_MAX_BYTES } from '~/lib/constants'

/** Ports are 16-bit: the contract's pattern allows five digits, the server no more than this. */
export const PORT_MAX = 65535

export type Validator<T = string> = (value: T) => string | undefined

/** SPEC §5: required fields show '{label} is required'. */
export const requiredMessage = (label: string) => `${label} is required`

export const messages = {
  nameStart: 'Must start with a lowercase letter',
  nameChars: 'Can only contain lower-case letters, numbers, and dashes',
  nameEnd: 'Must end with a letter or number',
  nameLength: `Can be at most ${NAME_MAX_LENGTH} characters`,
  nameUuid: 'Cannot be a UUID',
  usernameChars: 'Can only contain letters, numbers, and dashes',
  passwordLength: `Can be at most ${PASSWORD_MAX_BYTES} bytes (a character outside ASCII takes 2 to 4)`,
  passwordMismatch: 'Passwords do not match',
  ip: 'Not a valid IP address',
  cidrShape: 'Must contain an IP address and a width, separated by a /',
  cidrWidthInteger: 'Width must be an integer',
  cidrMaxV4: 'Max width for IPv4 is 32',
  cidrMaxV6: 'Max width for IPv6 is 128',
  portRangeShape: 'Must be a port like 80 or a range like 8000-8080',
  portRangeOrder: 'The end of a range must not be below its start',
  portMax: `A port can be at most ${PORT_MAX}`,
  unique: 'Items must be unique',
  url: 'Not a valid URL (it must start with http:// or https://)',
  urlChars: 'A URL cannot contain spaces or invisible characters',
} as const

// ---------------------------------------------------------------------------------------------
// Names

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The contract's Name rule, stricter in one way: the contract also accepts upper-case letters
 * after the first character, the console asks for lower case only, so every name it sends is one
 * the server takes and names stay uniform.
 */
export const validateName: Validator = (value) => {
  if (!value) return undefined
  if (value.length > NAME_MAX_LENGTH) return messages.nameLength
  if (!/^[a-z]/.test(value)) return messages.nameStart
  if (!/^[a-z0-9-]*$/.test(value)) return messages.nameChars
  if (value.endsWith('-')) return messages.nameEnd
  if (UUID.test(value)) return messages.nameUuid
  return undefined
}

/**
 * The contract's UserId, a local user's username: the Name's rules and messages, except that
 * letters after the first may be upper case, as the contract's pattern allows ("composed
 * exclusively of lowercase ASCII, uppercase ASCII, numbers, and '-'").
 */
export const validateUsername: Validator = (value) => {
  if (!value) return undefined
  if (value.length > NAME_MAX_LENGTH) return messages.nameLength
  if (!/^[a-z]/.test(value)) return messages.nameStart
  if (!/^[a-zA-Z0-9-]*$/.test(value)) return messages.usernameChars
  if (value.endsWith('-')) return messages.nameEnd
  if (UUID.test(value)) return messages.nameUuid
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Passwords

const utf8Length = (text: string) => new TextEncoder().encode(text).length

/**
 * The contract's Password: at most 512, counted as the server counts them, in UTF-8 bytes. Any
 * character is allowed, spaces included, and nothing is trimmed: what is typed is the password.
 */
export const validatePassword: Validator = (value) =>
  value && utf8Length(value) > PASSWORD_MAX_BYTES ? messages.passwordLength : undefined

// ---------------------------------------------------------------------------------------------
// IP addresses and networks

const IPV4_OCTET = /^(0|[1-9][0-9]{0,2})$/
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i

/** Dotted quad; no leading zeros, which some tools read as octal. */
function isIpv4(value: string) {
  const octets = value.split('.')
  return octets.length === 4 && octets.every((o) => IPV4_OCTET.test(o) && Number(o) <= 255)
}

/** Eight hex groups, one '::' for a run of zero groups, an IPv4 tail allowed (::ffff:1.2.3.4). */
function isIpv6(value: string) {
  if (!/^[0-9a-f:.]+$/i.test(value)) return false
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')))
  let count = 0
  for (const [i, group] of groups.entries()) {
    const isLast = i === groups.length - 1 && !value.endsWith(':')
    if (isLast && group.includes('.')) {
      if (!isIpv4(group)) return false
      count += 2
    } else if (IPV6_GROUP.test(group)) {
      count += 1
    } else {
      return false
    }
  }
  return halves.length === 2 ? count <= 7 : count === 8
}

export type IpVersion = 4 | 6

/** 4 or 6 for a valid address, else undefined. */
export function ipVersion(value: string): IpVersion | undefined {
  if (isIpv4(value)) return 4
  if (isIpv6(value)) return 6
  return undefined
}

export const validateIp: Validator = (value) => {
  if (!value) return undefined
  return ipVersion(value) ? undefined : messages.ip
}

export interface Cidr {
  address: string
  width: number
  version: IpVersion
}

type CidrResult = { ok: true; value: Cidr } | { ok: false; message: string }

export function parseCidr(value: string): CidrResult {
  const parts = value.split('/')
  if (parts.length !== 2 || !parts[0] || !parts[1])
    return { ok: false, message: messages.cidrShape }
  const [address, widthText] = parts
  const version = ipVersion(address)
  if (!version) return { ok: false, message: messages.ip }
  if (!/^(0|[1-9][0-9]*)$/.test(widthText)) return { ok: false, message: messages.cidrWidthInteger }
  const width = Number(widthText)
  if (version === 4 && width > 32) return { ok: false, message: messages.cidrMaxV4 }
  if (version === 6 && width > 128) return { ok: false, message: messages.cidrMaxV6 }
  return { ok: true, value: { address, width, version } }
}

export const validateCidr: Validator = (value) => {
  if (!value) return undefined
  const result = parseCidr(value)
  return result.ok ? undefined : result.message
}

// ---------------------------------------------------------------------------------------------
// Port ranges

const PORT_RANGE = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/

/** '80' → [80, 80], ' 8000-8080 ' → [8000, 8080]; undefined unless the shape matches. */
function portBounds(value: string): [start: number, end: number] | undefined {
  const match = PORT_RANGE.exec(value.trim())
  if (!match) return undefined
  const start = Number(match[1])
  return [start, match[2] === undefined ? start : Number(match[2])]
}

/**
 * SPEC §5's shape (the contract's L4PortRange pattern) and order, and no port past 65535: five
 * digits fit the pattern, but the server refuses 99999, so the console says so before sending.
 */
function portRangeProblem(value: string) {
  const bounds = portBounds(value)
  if (!bounds) return messages.portRangeShape
  if (bounds[1] > PORT_MAX || bounds[0] > PORT_MAX) return messages.portMax
  if (bounds[1] < bounds[0]) return messages.portRangeOrder
  return undefined
}

export const validatePortRange: Validator = (value) => {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  return portRangeProblem(trimmed)
}

// ---------------------------------------------------------------------------------------------
// URLs

export function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// Amounts

/**
 * The most whole units of `bytesPerUnit` bytes (1 for a count) a JavaScript number holds exactly,
 * which is also within the contract's 64-bit byte counts: past it, what is sent is not what was
 * typed, and the server refuses it anyway.
 */
export const maxWholeUnits = (bytesPerUnit: number) =>
  Math.floor(Number.MAX_SAFE_INTEGER / bytesPerUnit)

export const tooLargeMessage = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-US')}`

// ---------------------------------------------------------------------------------------------
// Lists

const defaultKey = (item: unknown) =>
  typeof item === 'object' && item !== null ? JSON.stringify(item) : item

/** 'Items must be unique' when two items share a key (the item itself, or its JSON). */
export function validateUniqueItems<T>(
  items: readonly T[],
  key: (item: T) => unknown = defaultKey,
): string | undefined {
  const keys = items.map(key)
  return new Set(keys).size === keys.length ? undefined : messages.unique
}

// ---------------------------------------------------------------------------------------------
// yup schemas

export interface FieldOptions {
  /** Default true: an empty value fails with '{label} is required'. */
  required?: boolean
}

/** Zero-width and other format or control characters: text of nothing else shows as empty. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu

/** Whether the text holds a character that shows nothing (`search` ignores the g flag's state). */
export const hasInvisible = (value: string) => value.search(INVISIBLE) !== -1

/**
 * Required free text, trimmed: spaces alone, or characters that show nothing (a zero-width
 * space), are no value, since what the server would keep is a blank the user cannot see.
 */
export const requiredText = (label: string) =>
  yup
    .string()
    .trim()
    .test('required', requiredMessage(label), (value) =>
      Boolean(value?.replace(INVISIBLE, '').trim()),
    )

/**
 * A string schema that is required (or not) and then checked by `validate`. Spaces alone fill a
 * required field no more than nothing does (SPEC §5: '{label} is required'), so they get that
 * message, not the rule's ('Must start with a lowercase letter'). Characters that show nothing
 * are left to the rule, which says what is wrong with them.
 */
export function stringSchema(
  label: string,
  validate?: Validator,
  { required = true }: FieldOptions = {},
) {
  const base = required
    ? yup
        .string()
        .required(requiredMessage(label))
        .test('spaces', requiredMessage(label), (value) => !/^\s+$/.test(value ?? ''))
    : yup.string()
  if (!validate) return base
  return base.test('rule', (value, context) => {
    // a required field's spaces have their message already
    const message = value && (value.trim() || !required) ? validate(value) : undefined
    return message ? context.createError({ message }) : true
  })
}

export const nameSchema = (label = 'Name', options?: FieldOptions) =>
  stringSchema(label, validateName, options)

export const ipSchema = (label = 'IP address', options?: FieldOptions) =>
  stringSchema(label, validateIp, options)

export const cidrSchema = (label = 'IP network', options?: FieldOptions) =>
  stringSchema(label, validateCidr, options)

/**
 * Spaces and characters that show nothing (zero-width, direction marks, controls): a browser
 * drops or escapes them in a URL, so what the server is told is not what the user sees.
 */
export const HIDDEN_OR_SPACE = /[\s\p{Cc}\p{Cf}]/u

/** A required http(s) URL, trimmed. */
export const httpUrlSchema = (label: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage(label))
    .test('url-chars', messages.urlChars, (value) => !value || !HIDDEN_OR_SPACE.test(value))
    .test('url', messages.url, (value) => !value || isHttpUrl(value))

/** An array schema whose items must be unique. */
export function uniqueItemsSchema<T>(key?: (item: T) => unknown) {
  return yup
    .array<T[]>()
    .test('unique', messages.unique, (items) => !items || !validateUniqueItems(items as T[], key))
}
