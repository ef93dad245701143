/**
 * 'Add instance' on a group's page: pick one of the project's instances that is not a member
 * yet. Whether an instance may join is the instance machine's answer (SPEC §4 'add to affinity
 * group': stopped only); only those are offered and the others are counted under the field, so
 * nothing is sent for them. A refusal the server still makes (the instance started meanwhile)
 * shows in the form.
 */

import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { type TargetWords, targetChoices } from '@/components/form/TargetPickerField'
import { addToGroupReason, type GroupKind, groupNoun, kindLabel } from '@/resources/affinity-groups'
import { useGroupMutations } from '@/resources/use-affinity-groups'
import { countOf } from '~/lib/count-of'
import type { InstanceFacts } from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'

export const memberAddSchema = pickOneSchema('instance', 'Instance')

/** The project's instances a group may take: not members yet, each with why it can't join now. */
export function memberOptions(instances: readonly InstanceFacts[], memberIds: ReadonlySet<string>) {
  return instances
    .filter((instance) => !memberIds.has(instance.id))
    .map((instance) => ({
      value: instance.id,
      label: `${instance.name} (${instance.runState})`,
      disabledReason: addToGroupReason(instance),
    }))
}

export const memberTargetWords: TargetWords = {
  heldBack: (count) =>
    `${countOf(count, { one: 'instance', other: 'instances' })} cannot join now. ${instanceRules.rules.addToAffinityGroup.reason}.`,
  none: 'No instance can join now',
}

export function AffinityGroupMemberAddForm({
  project,
  kind,
  group,
  instances,
  memberIds,
  onDismiss,
}: {
  project: string
  kind: GroupKind
  group: string
  /** The project's instances. */
  instances: readonly InstanceFacts[]
  memberIds: ReadonlySet<string>
  onDismiss: () => void
}) {
  const { addMember } = useGroupMutations()
  return (
    <PickOneForm
      requires="affinity.member.add"
      title={`Add instance to ${group}`}
      submitLabel="Add instance"
      name="instance"
      label="Instance"
      placeholder="Select an instance"
      description={`${kindLabel[kind]} rules apply when a member starts.`}
      offer={{
        choices: targetChoices(memberOptions(instances, memberIds)),
        words: memberTargetWords,
      }}
      validationSchema={memberAddSchema}
      onDismiss={onDismiss}
      // the server's refusals (the instance's state, a limit) are about the chosen instance
      fieldForError={() => 'instance'}
      onSubmit={async (instance) => {
        const member = await addMember(kind, project, group, instance)
        addToast({ content: `${member.value.name} added to ${groupNoun(kind)} ${group}` })
        onDismiss()
      }}
    />
  )
}
