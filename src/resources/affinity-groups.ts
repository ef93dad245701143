/**
 * What the affinity pages and forms share: the two kinds of group (the contract's affinity and
 * anti-affinity groups have the same fields), how a route names one, the policy's words (SPEC §9)
 * and whether an instance may join (SPEC §4 'add to affinity group', asked of the instance
 * machine).
 *
 * Route addressing: SPEC §2 has one route for a group, `affinity/{antiAffinityGroup}` (and its
 * `/edit`). An anti-affinity group is addressed by its name alone, as the reference console does;
 * an affinity group by its name plus `?kind=affinity`. Names are unique only within a kind, so
 * the query, not a lookup in both kinds, says which group a URL means.
 */

import type { TableColumn } from '@/components/ResourceTable'
import { pb } from '@/paths'
import { actionEvent, type InstanceFacts, instanceSnapshot } from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import type { AffinityPolicy, AntiAffinityGroup, FailureDomain, Revived } from '~/store/api'

export type GroupKind = 'anti-affinity' | 'affinity'
export const groupKinds: readonly GroupKind[] = ['anti-affinity', 'affinity']

/** Both kinds have this shape; the row carries its kind. */
export type GroupRow = Revived<AntiAffinityGroup> & { kind: GroupKind }

export const kindLabel: Record<GroupKind, string> = {
  'anti-affinity': 'Anti-affinity',
  affinity: 'Affinity',
}

/** 'anti-affinity group', as sentences name it. */
export const groupNoun = (kind: GroupKind) => `${kind} group`

/** A group's kind, in words, sortable: the lists of groups show it beside the name. */
export const groupKindColumn: TableColumn<GroupRow> = {
  id: 'kind',
  name: 'Kind',
  sortValue: (group) => group.kind,
  cell: (group) => kindLabel[group.kind],
}

/** The kind a URL's search names: `?kind=affinity`, else anti-affinity. */
export function kindFromSearch(search: string): GroupKind {
  return new URLSearchParams(search).get('kind') === 'affinity' ? 'affinity' : 'anti-affinity'
}

const kindQuery = (kind: GroupKind) => (kind === 'affinity' ? '?kind=affinity' : '')

export const groupHref = (project: string, kind: GroupKind, name: string) =>
  `${pb.antiAffinityGroup({ project, antiAffinityGroup: name })}${kindQuery(kind)}`

export const groupEditHref = (project: string, kind: GroupKind, name: string) =>
  `${pb.antiAffinityGroupEdit({ project, antiAffinityGroup: name })}${kindQuery(kind)}`

/** SPEC §9: what the policy decides. */
export const POLICY_HELP =
  "The policy determines whether member instances may start when the rule can't be satisfied."

export const policyOptions: { value: AffinityPolicy; label: string }[] = [
  { value: 'allow', label: 'Allow: start members anyway (best effort)' },
  { value: 'fail', label: 'Fail: do not start a member the rule cannot place' },
]

export const policyLabel = (policy: AffinityPolicy) =>
  policyOptions.find((option) => option.value === policy)?.label ?? policy

export const failureDomainOptions: { value: FailureDomain; label: string }[] = [
  { value: 'sled', label: 'Sled' },
]

/** What the kind means for its members, for the create form and the group page. */
export const kindHelp: Record<GroupKind, string> = {
  'anti-affinity': 'Members are placed on different sleds.',
  affinity: 'Members are placed on the same sled.',
}

/**
 * Why the instance cannot join a group now, or undefined when it can: the instance machine's
 * answer at the instance's run state, with the rule table's reason (SPEC §4).
 */
export function addToGroupReason(instance: InstanceFacts): string | undefined {
  if (instanceSnapshot(instance).can(actionEvent('addToAffinityGroup'))) return undefined
  return instanceRules.reason('addToAffinityGroup', instance.runState)
}
