/**
 * 'Add to group' on the instance's settings tab: pick one of the project's affinity or
 * anti-affinity groups the instance is not in yet. The tab offers it only while the instance
 * machine allows it (SPEC §4 'add to affinity group': stopped only).
 */

import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { type GroupKind, type GroupRow, groupNoun, kindLabel } from '@/resources/affinity-groups'
import { useGroupMutations } from '@/resources/use-affinity-groups'
import { addToast } from '~/machines/toaster'

export const groupPickSchema = pickOneSchema('group', 'Group')

/** A picker value names the kind too: names are unique only within a kind. */
export const groupValue = (group: Pick<GroupRow, 'kind' | 'name'>) => `${group.kind}/${group.name}`

export function parseGroupValue(value: string): { kind: GroupKind; name: string } {
  const [kind, name] = value.split('/')
  return { kind: kind === 'affinity' ? 'affinity' : 'anti-affinity', name: name ?? '' }
}

/** The project's groups the instance is not in, labelled with kind and policy. */
export function groupOptions(groups: readonly GroupRow[], joined: readonly GroupRow[]) {
  const taken = new Set(joined.map(groupValue))
  return groups
    .filter((group) => !taken.has(groupValue(group)))
    .map((group) => ({
      value: groupValue(group),
      label: `${group.name} (${kindLabel[group.kind].toLowerCase()}, policy: ${group.policy})`,
    }))
}

export function AffinityGroupInstanceAddForm({
  project,
  instance,
  groups,
  joined,
  onDismiss,
}: {
  project: string
  instance: string
  groups: readonly GroupRow[]
  joined: readonly GroupRow[]
  onDismiss: () => void
}) {
  const { addMember } = useGroupMutations()
  return (
    <PickOneForm
      requires="affinity.member.add"
      title={`Add ${instance} to a group`}
      submitLabel="Add to group"
      name="group"
      label="Group"
      placeholder="Select a group"
      offer={{ options: groupOptions(groups, joined) }}
      validationSchema={groupPickSchema}
      onDismiss={onDismiss}
      fieldForError={() => 'group'}
      onSubmit={async (group) => {
        const { kind, name } = parseGroupValue(group)
        await addMember(kind, project, name, instance)
        addToast({ content: `${instance} added to ${groupNoun(kind)} ${name}` })
        onDismiss()
      }}
    />
  )
}
