/**
 * Attach one of the project's free floating IPs to an instance, from the instance's Networking
 * tab (a side modal without a route of its own, like the interface forms). The tab opens it only
 * while the instance takes an external IP (`attachExternalIp`); only IPs the floating IP rules
 * let attach (held by no instance) are offered, and the others are counted under the field.
 */

import { PickOneForm, pickOneSchema } from '@/components/form/PickOneForm'
import { type TargetWords, targetChoices } from '@/components/form/TargetPickerField'
import { attachmentOf, floatingIpRules } from '~/machines/floating-ip-rules'
import { addToast } from '~/machines/toaster'
import type { FloatingIp } from '~/store/api'
import { useFloatingIpAttachMutation } from '~/store/api/floating-ips'

export const floatingIpAttachSchema = pickOneSchema('floatingIp', 'Floating IP')

export const floatingIpLabel = (ip: Pick<FloatingIp, 'name' | 'ip'>) => `${ip.name} (${ip.ip})`

/** Every floating IP of the project, with why it cannot be attached now. */
export const floatingIpTargets = (floatingIps: readonly FloatingIp[]) =>
  floatingIps.map((ip) => ({
    value: ip.id,
    label: floatingIpLabel(ip),
    disabledReason: floatingIpRules.reason('attach', attachmentOf(ip)),
  }))

/** The rule's reason is about one IP; the line speaks of those left out together. */
export const floatingIpTargetWords: TargetWords = {
  heldBack: (count) =>
    count === 1
      ? '1 floating IP is already attached to an instance.'
      : `${count} floating IPs are already attached to instances.`,
  none: 'No floating IP is free to attach',
}

export function FloatingIpAttachForm({
  instance,
  floatingIps,
  onDismiss,
}: {
  instance: { id: string; name: string }
  /** The project's floating IPs. */
  floatingIps: readonly FloatingIp[]
  onDismiss: () => void
}) {
  const [attach] = useFloatingIpAttachMutation()
  return (
    <PickOneForm
      requires="floatingIp.attach"
      title="Attach floating IP"
      submitLabel="Attach"
      name="floatingIp"
      label="Floating IP"
      placeholder="Select a floating IP"
      offer={{
        choices: targetChoices(floatingIpTargets(floatingIps)),
        words: floatingIpTargetWords,
      }}
      validationSchema={floatingIpAttachSchema}
      onDismiss={onDismiss}
      onSubmit={async (floatingIp) => {
        // ids name both without a project selector
        const attached = await attach({
          floatingIp,
          floatingIpAttach: { kind: 'instance', parent: instance.id },
        }).unwrap()
        addToast({ content: `Floating IP ${attached.name} attached to ${instance.name}` })
        onDismiss()
      }}
    />
  )
}
