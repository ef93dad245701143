import { StateBadge, type StateTone } from '@/components/StateBadge'
import { timeAgo } from '@/util/relative-time'
import type { AddressLotKind, BfdMode, BfdState, BgpPeerState, SwitchSlot } from '~/store/api'

/** A BGP session is up only when established; idle is a session that is not even trying. */
export const bgpStateTone = (state: BgpPeerState): StateTone =>
  state === 'established' ? 'positive' : state === 'idle' ? 'negative' : 'notice'

/** RFC 5880's states: up, down; init on the way up; admin down, switched off on purpose. */
const bfdTones: Record<BfdState, StateTone> = {
  up: 'positive',
  down: 'negative',
  init: 'notice',
  admin_down: 'neutral',
}

export const BfdStateBadge = ({ state }: { state: BfdState }) => (
  <StateBadge state={state} tone={bfdTones[state]} />
)

/**
 * How long a session has been in its state (BgpPeerStatus.state_duration_millis), in SPEC §9's
 * abbreviations: '3w', '5h'.
 */
export const stateDuration = (millis: number, now = Date.now()) =>
  timeAgo(new Date(now - millis), new Date(now))

/** A BGP identifier (a router id, 32 bits) as routers show it: a dotted quad. */
export const routerIdText = (id: number) =>
  [24, 16, 8, 0].map((shift) => (id >>> shift) & 0xff).join('.')

export const switchLabel: Record<SwitchSlot, string> = {
  switch0: 'Switch 0',
  switch1: 'Switch 1',
}

export const bfdModeLabel: Record<BfdMode, string> = {
  single_hop: 'Single hop',
  multi_hop: 'Multi hop',
}

/** AddressLotKind: infrastructure addresses (uplinks, loopbacks), or ones announced for pools. */
export const lotKindLabel: Record<AddressLotKind, string> = {
  infra: 'Infrastructure',
  pool: 'Pool',
}

export type LinkStatus = 'up' | 'down' | 'unknown'

/** A port's link as read from its status: up or down, its speed and error correction. */
export interface PortLink {
  status: LinkStatus
  enabled?: boolean
  speed?: string
  fec?: string
  media?: string
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * The contract's SwitchLinkState is free-form JSON; the server answers `{ link, monitors }`, the
 * link as the switch's data plane daemon reports it (`link_state` 'Up' or 'Down', `speed`,
 * `fec`, `media`, `enabled`; camelCase here, as the transport turns every key, SPEC §7). What
 * does not read that way is 'unknown', never a guess.
 */
export function portLinkOf(state: unknown): PortLink {
  const link = record(record(state)?.link)
  const linkState = text(link?.linkState)
  const status: LinkStatus =
    linkState === 'Up' ? 'up' : linkState === undefined ? 'unknown' : 'down'
  return {
    status,
    enabled: typeof link?.enabled === 'boolean' ? link.enabled : undefined,
    speed: text(link?.speed),
    fec: text(link?.fec),
    media: text(link?.media),
  }
}

const linkTones: Record<LinkStatus, StateTone> = {
  up: 'positive',
  down: 'negative',
  unknown: 'neutral',
}

/** A port's link; a port without settings has no link to have, so its down is no alarm. */
export function LinkBadge({ link, configured }: { link: PortLink; configured: boolean }) {
  const tone = link.status === 'down' && !configured ? 'neutral' : linkTones[link.status]
  return <StateBadge state={link.status} tone={tone} />
}
