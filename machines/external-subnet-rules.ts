/**
 * Which external subnet actions each attachment allows, and which instance run states take an
 * external subnet, as data with the reason shown when they do not. SPEC §4 has no external
 * subnet table; these are the server's rules, which the mock enforces from the same tables
 * (mirage/handlers/external-subnets.ts): a subnet attaches to one instance at a time, only an
 * attached subnet detaches, an attached subnet cannot be deleted, and a subnet moves only while
 * its instance is running or stopped, as external IPs do (instance-rules.ts `attachExternalIp`).
 */
import type { ExternalSubnet, InstanceState } from '~/store/api'
import { defineActionRules, orList } from './action-rules'

/** An external subnet is either held by an instance or free. */
export const externalSubnetAttachments = ['attached', 'detached'] as const
export type ExternalSubnetAttachment = (typeof externalSubnetAttachments)[number]

export type ExternalSubnetAction = 'attach' | 'detach' | 'delete'

const SOURCE = 'server behaviour: external subnet attach, detach and delete'

export const externalSubnetRules = defineActionRules<
  ExternalSubnetAction,
  ExternalSubnetAttachment
>({
  attach: {
    states: ['detached'],
    reason: 'This external subnet is already attached to an instance',
    source: SOURCE,
  },
  detach: {
    states: ['attached'],
    reason: 'This external subnet is not attached to an instance',
    source: SOURCE,
  },
  delete: {
    states: ['detached'],
    reason: 'An external subnet must be detached from its instance before it can be deleted',
    source: SOURCE,
  },
})

/** The attachment the rules read, from the record's `instanceId`. */
export const attachmentOf = (
  externalSubnet: Pick<ExternalSubnet, 'instanceId'>,
): ExternalSubnetAttachment => (externalSubnet.instanceId ? 'attached' : 'detached')

const MOVABLE: readonly InstanceState[] = ['running', 'stopped']

/** The instance's side: the run states in which an external subnet attaches or detaches. */
export const instanceSubnetRules = defineActionRules<'attach' | 'detach', InstanceState>({
  attach: {
    states: MOVABLE,
    reason: `Only ${orList(MOVABLE)} instances can have external subnets attached`,
    source: SOURCE,
  },
  detach: {
    states: MOVABLE,
    reason: `Only ${orList(MOVABLE)} instances can have external subnets detached`,
    source: SOURCE,
  },
})
