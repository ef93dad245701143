/**
 * Attach a floating IP to one of the project's instances, from the floating IPs page: the reverse
 * of the instance page's attach (instance-floating-ip-attach.tsx), a side modal without a route
 * of its own. Only instances whose run state takes an external IP now are offered (the rule
 * table's `attachExternalIp`, the server's rule, which the mock enforces from the same row); the
 * others are counted under the field. An instance that moved on since the list was read is
 * refused by the server, and that refusal shows in the form with the choice kept.
 */

import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { type TargetWords, targetChoices } from '@/components/form/TargetPickerField'
import { type InstanceCandidate, instanceOptions } from '@/resources/instance-options'
import { countOf } from '~/lib/count-of'
import { instanceRules } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import type { FloatingIp } from '~/store/api'
import { useFloatingIpAttachMutation } from '~/store/api/floating-ips'
import { floatingIpLabel } from './instance-floating-ip-attach'

export const instanceAttachSchema = pickOneSchema('instance', 'Instance')

/** Every instance of the project, with why it cannot take an external IP now. */
export const instanceTargets = (instances: readonly InstanceCandidate[]) =>
  instanceOptions(instances, (runState) => instanceRules.reason('attachExternalIp', runState))

export const instanceTargetWords: TargetWords = {
  heldBack: (count) =>
    `${countOf(count, { one: 'instance', other: 'instances' })} cannot take an IP now. ${instanceRules.rules.attachExternalIp.reason}.`,
  none: 'No instance can take an IP now',
}

export function InstanceAttachForm({
  floatingIp,
  instances,
  onDismiss,
}: {
  floatingIp: Pick<FloatingIp, 'id' | 'name' | 'ip'>
  /** The project's instances. */
  instances: InstanceCandidate[]
  onDismiss: () => void
}) {
  const [attach] = useFloatingIpAttachMutation()
  return (
    <PickOneForm
      requires="floatingIp.attach"
      title={`Attach ${floatingIpLabel(floatingIp)}`}
      submitLabel="Attach"
      name="instance"
      label="Instance"
      placeholder="Select an instance"
      offer={{ choices: targetChoices(instanceTargets(instances)), words: instanceTargetWords }}
      validationSchema={instanceAttachSchema}
      onDismiss={onDismiss}
      // the server's refusals (the instance's state, a limit) are about the chosen instance
      fieldForError={() => 'instance'}
      onSubmit={async (instance) => {
        // ids name both without a project selector
        await attach({
          floatingIp: floatingIp.id,
          floatingIpAttach: { kind: 'instance', parent: instance },
        }).unwrap()
        const name = instances.find((candidate) => candidate.id === instance)?.name ?? instance
        addToast({ content: `Floating IP ${floatingIp.name} attached to ${name}` })
        onDismiss()
      }}
    />
  )
}
