/**
 * Attach an external subnet to an instance, from either side (side modals without routes of
 * their own): from the external subnets list, pick one of the project's instances; from the
 * instance's Networking tab, pick one of the project's subnets. Only what the rule tables allow
 * now is offered (machines/external-subnet-rules.ts: an instance running or stopped, a subnet no
 * instance holds), the rest counted under the field. A refusal from a screen that went stale
 * shows in the form with the choice kept.
 */
import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { type TargetWords, targetChoices } from '@/components/form/TargetPickerField'
import { type InstanceCandidate, instanceOptions } from '@/resources/instance-options'
import { countOf } from '~/lib/count-of'
import {
  attachmentOf,
  externalSubnetRules,
  instanceSubnetRules,
} from '~/machines/external-subnet-rules'
import { addToast } from '~/machines/toaster'
import type { ExternalSubnet } from '~/store/api'
import { useExternalSubnetAttachMutation } from '~/store/api/external-subnets'

export const subnetInstanceSchema = pickOneSchema('instance', 'Instance')
export const instanceSubnetSchema = pickOneSchema('externalSubnet', 'External subnet')

/** How a subnet reads in pickers, titles and confirmations: 'edge-v4 (198.18.0.0/24)'. */
export const externalSubnetLabel = (subnet: Pick<ExternalSubnet, 'name' | 'subnet'>) =>
  `${subnet.name} (${subnet.subnet})`

/** Every instance of the project, with why it cannot take an external subnet now. */
export const subnetInstanceTargets = (instances: readonly InstanceCandidate[]) =>
  instanceOptions(instances, (runState) => instanceSubnetRules.reason('attach', runState))

export const subnetInstanceWords: TargetWords = {
  heldBack: (count) =>
    `${countOf(count, { one: 'instance', other: 'instances' })} cannot take a subnet now. ${instanceSubnetRules.rules.attach.reason}.`,
  none: 'No instance can take a subnet now',
}

/** Every subnet of the project, with why it cannot be attached now. */
export const instanceSubnetTargets = (subnets: readonly ExternalSubnet[]) =>
  subnets.map((subnet) => ({
    value: subnet.id,
    label: externalSubnetLabel(subnet),
    disabledReason: externalSubnetRules.reason('attach', attachmentOf(subnet)),
  }))

export const instanceSubnetWords: TargetWords = {
  heldBack: (count) =>
    `${countOf(count, { one: 'external subnet is', other: 'external subnets are' })} already attached to an instance.`,
  none: 'No external subnet is free to attach',
}

/** From the list: the subnet is given, the instance is picked. */
export function SubnetInstanceAttachForm({
  externalSubnet,
  instances,
  onDismiss,
}: {
  externalSubnet: Pick<ExternalSubnet, 'id' | 'name' | 'subnet'>
  /** The project's instances. */
  instances: readonly InstanceCandidate[]
  onDismiss: () => void
}) {
  const [attach] = useExternalSubnetAttachMutation()
  return (
    <PickOneForm
      requires="externalSubnet.attach"
      title={`Attach ${externalSubnetLabel(externalSubnet)}`}
      submitLabel="Attach"
      name="instance"
      label="Instance"
      placeholder="Select an instance"
      offer={{
        choices: targetChoices(subnetInstanceTargets(instances)),
        words: subnetInstanceWords,
      }}
      validationSchema={subnetInstanceSchema}
      onDismiss={onDismiss}
      // the server's refusals (the instance's state, another project) are about the instance
      fieldForError={() => 'instance'}
      onSubmit={async (instance) => {
        // ids name both without a project selector
        await attach({
          externalSubnet: externalSubnet.id,
          externalSubnetAttach: { instance },
        }).unwrap()
        const name = instances.find((candidate) => candidate.id === instance)?.name ?? instance
        addToast({ content: `External subnet ${externalSubnet.name} attached to ${name}` })
        onDismiss()
      }}
    />
  )
}

/** From the instance's Networking tab: the instance is given, the subnet is picked. */
export function InstanceSubnetAttachForm({
  instance,
  externalSubnets,
  onDismiss,
}: {
  instance: { id: string; name: string }
  /** The project's external subnets. */
  externalSubnets: readonly ExternalSubnet[]
  onDismiss: () => void
}) {
  const [attach] = useExternalSubnetAttachMutation()
  return (
    <PickOneForm
      requires="externalSubnet.attach"
      title="Attach external subnet"
      submitLabel="Attach"
      name="externalSubnet"
      label="External subnet"
      placeholder="Select an external subnet"
      offer={{
        choices: targetChoices(instanceSubnetTargets(externalSubnets)),
        words: instanceSubnetWords,
      }}
      validationSchema={instanceSubnetSchema}
      onDismiss={onDismiss}
      onSubmit={async (externalSubnet) => {
        const attached = await attach({
          externalSubnet,
          externalSubnetAttach: { instance: instance.id },
        }).unwrap()
        addToast({ content: `External subnet ${attached.name} attached to ${instance.name}` })
        onDismiss()
      }}
    />
  )
}
