/**
 * The checks of the rack networking forms, before anything is sent: addresses and prefix
 * lengths in SPEC §5's words ('Not a valid IP address', 'Width must be an integer', 'Max width
 * for IPv4 is 32'), an address lot block's ends (AddressLotBlockCreate: both inclusive, so of one
 * IP version and the first not after the last), the BFD session's counts (BfdSessionEnable:
 * `detection_threshold` a u8, `required_rx` a u64 of microseconds), autonomous system numbers,
 * VLAN ids and a BGP peer's hold time and keepalive, in words of our own.
 */

import { rangeMessages, rangeOrderProblem } from './ip-ranges'
import { ipVersion, messages, type Validator } from './validation'

/**
 * The contract's ASNs are u32 (BgpConfigCreate.asn); 0 is reserved and never a speaker's own
 * (RFC 7607), so the range is 1 to 2^32 − 1, written without separators as ASNs are.
 */
export const ASN_MAX = 4_294_967_295
/**
 * The contract's VLAN ids are u16 (Address.vlan_id, BgpPeer.vlan_id); IEEE 802.1Q reserves 0
 * (priority tagging only) and 4095, so a VLAN is 1 to 4094.
 */
export const VLAN_MAX = 4094

/**
 * A BGP peer's timers are seconds (BgpPeer.hold_time, keepalive, …: u32), but BGP's OPEN message
 * carries the hold time in two octets (RFC 4271 §4.2), so no timer the session negotiates is
 * longer than 65535 s; the console bounds all of a peer's timers by it.
 */
export const BGP_TIMER_MAX = 65_535
/** RFC 4271 §4.2: a hold time is 0 (no keepalives) or at least 3 seconds. */
export const HOLD_TIME_MIN = 3

export const rackNetworkMessages = {
  sameVersion: (version: 4 | 6) => `Must be an IPv${version} address, as the first address is`,
  wholeNumber: (min: number, max: number) =>
    `Must be a whole number from ${min} to ${max.toLocaleString('en-US')}`,
  asn: `Enter an ASN from 1 to ${ASN_MAX}`,
  vlan: `Enter a VLAN ID from 1 to ${VLAN_MAX}`,
  holdSeconds: `Enter 0, or from ${HOLD_TIME_MIN} to ${BGP_TIMER_MAX.toLocaleString('en-US')} seconds`,
  keepalive: 'Must be less than the hold time',
} as const

/** A prefix length (a mask) for `address`: SPEC §5's width rules; IPv6's bound when unknown. */
export function prefixLengthProblem(text: string, address: string): string | undefined {
  const width = text.trim()
  if (!width) return undefined
  if (!/^(0|[1-9][0-9]*)$/.test(width)) return messages.cidrWidthInteger
  const max = ipVersion(address.trim()) === 4 ? 32 : 128
  if (Number(width) > max) return max === 32 ? messages.cidrMaxV4 : messages.cidrMaxV6
  return undefined
}

/** A block's last address: a valid address, of the first address's version, not before it. */
export function blockLastProblem(first: string, last: string): string | undefined {
  if (!last.trim()) return undefined
  const version = ipVersion(last.trim())
  if (!version) return messages.ip
  const firstVersion = ipVersion(first.trim())
  if (firstVersion && firstVersion !== version) return rackNetworkMessages.sameVersion(firstVersion)
  return rangeOrderProblem(first, last) ? rangeMessages.order : undefined
}

/** Digits only (no sign, no decimals, no exponent), within bounds. */
const digitsWithin = (text: string, min: number, max: number) =>
  /^[0-9]+$/.test(text) && Number(text) >= min && Number(text) <= max

/** A whole number within bounds, as digits (no sign, no decimals, no exponent). */
export const wholeNumberValidator =
  (min: number, max: number): Validator =>
  (text) => {
    const value = text.trim()
    if (!value) return undefined
    return digitsWithin(value, min, max) ? undefined : rackNetworkMessages.wholeNumber(min, max)
  }

/** An autonomous system number: 1 to 4294967295 (ASN_MAX). */
export const validateAsn: Validator = (text) => {
  const value = text.trim()
  if (!value) return undefined
  return digitsWithin(value, 1, ASN_MAX) ? undefined : rackNetworkMessages.asn
}

/** An IEEE 802.1Q VLAN id: 1 to 4094 (VLAN_MAX). */
export const validateVlan: Validator = (text) => {
  const value = text.trim()
  if (!value) return undefined
  return digitsWithin(value, 1, VLAN_MAX) ? undefined : rackNetworkMessages.vlan
}

/** A BGP hold time: 0, or 3 to 65535 seconds (RFC 4271 §4.2). */
export const validateHoldTime: Validator = (text) => {
  const value = text.trim()
  if (!value) return undefined
  return value === '0' || digitsWithin(value, HOLD_TIME_MIN, BGP_TIMER_MAX)
    ? undefined
    : rackNetworkMessages.holdSeconds
}

/**
 * A keepalive interval against its peer's hold time: shorter, else the peer's hold timer runs out
 * between two keepalives (RFC 4271 §4.4); with a hold time of 0 no keepalive is sent, so any
 * interval goes. Bounds are `wholeNumberValidator`'s; a hold time that is not a number is its own
 * field's problem.
 */
export function keepaliveProblem(keepalive: string, holdSeconds: string): string | undefined {
  const [interval, hold] = [keepalive.trim(), holdSeconds.trim()]
  if (!/^[0-9]+$/.test(interval) || !/^[0-9]+$/.test(hold) || Number(hold) === 0) return undefined
  return Number(interval) < Number(hold) ? undefined : rackNetworkMessages.keepalive
}
