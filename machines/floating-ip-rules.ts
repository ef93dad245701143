/**
 * Which floating IP actions each attachment allows, as data, with the reason shown when one is
 * not. SPEC §4 has no floating IP table; these are the server's rules (floating-ips.ts in the
 * mock): an IP attaches to one instance at a time, only an attached IP detaches, and an IP an
 * instance still holds cannot be deleted.
 */
import type { FloatingIp } from '~/store/api'
import { defineActionRules } from './action-rules'

/** A floating IP is either held by an instance or free. */
export const floatingIpAttachments = ['attached', 'detached'] as const
export type FloatingIpAttachment = (typeof floatingIpAttachments)[number]

export type FloatingIpAction = 'attach' | 'detach' | 'delete'

const SOURCE = 'server behaviour: floating IP attach, detach and delete'

export const floatingIpRules = defineActionRules<FloatingIpAction, FloatingIpAttachment>({
  attach: {
    states: ['detached'],
    reason: 'This floating IP is already attached to an instance',
    source: SOURCE,
  },
  detach: {
    states: ['attached'],
    reason: 'This floating IP is not attached to an instance',
    source: SOURCE,
  },
  delete: {
    states: ['detached'],
    reason: 'A floating IP must be detached from its instance before it can be deleted',
    source: SOURCE,
  },
})

/** The attachment the rules read, from the record's `instanceId`. */
export const attachmentOf = (floatingIp: Pick<FloatingIp, 'instanceId'>): FloatingIpAttachment =>
  floatingIp.instanceId ? 'attached' : 'detached'
