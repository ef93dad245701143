/**
 * The checks of the rack networking forms, before anything is sent: addresses and prefix
 * lengths in SPEC §5's words ('Not a valid IP address', 'Width must be an integer', 'Max width
 * for IPv4 is 32'), an address lot block's ends (AddressLotBlockCreate: both inclusive, so of one
 * IP version and the first not after the last) and the BFD session's counts (BfdSessionEnable:
 * `detection_threshold` a u8, `required_rx` a u64 of microseconds), in words of our own.
 */

import { rangeMessages, rangeOrderProblem } from './ip-ranges'
import { ipVersion, messages, type Validator } from './validation'

export const rackNetworkMessages = {
  sameVersion: (version: 4 | 6) => `Must be an IPv${version} address, as the first address is`,
  wholeNumber: (min: number, max: number) =>
    `Must be a whole number from ${min} to ${max.toLocaleString('en-US')}`,
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

/** A whole number within bounds, as digits (no sign, no decimals, no exponent). */
export const wholeNumberValidator =
  (min: number, max: number): Validator =>
  (text) => {
    const value = text.trim()
    if (!value) return undefined
    const ok = /^[0-9]+$/.test(value) && Number(value) >= min && Number(value) <= max
    return ok ? undefined : rackNetworkMessages.wholeNumber(min, max)
  }
