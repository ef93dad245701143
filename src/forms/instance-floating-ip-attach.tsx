/**
 * Attach one of the project's free floating IPs to an instance, from the instance's Networking
 * tab (a side modal without a route of its own, like the interface forms). Only IPs attached to
 * no instance are offered: the server refuses the others.
 */
import { object, string } from 'yup'
import { addToast } from '~/machines/toaster'
import type { FloatingIp } from '~/store/api'
import { useFloatingIpAttachMutation } from '~/store/api/floating-ips'
import { PickerField } from '../components/form/PickerField'
import { SideModalForm } from '../components/form/SideModalForm'
import { requiredMessage } from '../util/validation'

export interface FloatingIpAttachValues {
  /** The floating IP's id. */
  floatingIp: string
}

export const floatingIpAttachSchema = object({
  floatingIp: string().required(requiredMessage('Floating IP')),
})

export const floatingIpLabel = (ip: Pick<FloatingIp, 'name' | 'ip'>) => `${ip.name} (${ip.ip})`

export function FloatingIpAttachForm({
  instance,
  floatingIps,
  onDismiss,
}: {
  instance: { id: string; name: string }
  /** The project's floating IPs attached to no instance. */
  floatingIps: FloatingIp[]
  onDismiss: () => void
}) {
  const [attach] = useFloatingIpAttachMutation()
  return (
    <SideModalForm<FloatingIpAttachValues>
      title="Attach floating IP"
      submitLabel="Attach"
      initialValues={{ floatingIp: '' }}
      validationSchema={floatingIpAttachSchema}
      onDismiss={onDismiss}
      onSubmit={async ({ floatingIp }) => {
        // ids name both without a project selector
        const attached = await attach({
          floatingIp,
          floatingIpAttach: { kind: 'instance', parent: instance.id },
        }).unwrap()
        addToast({ content: `Floating IP ${attached.name} attached to ${instance.name}` })
        onDismiss()
      }}
    >
      <PickerField
        name="floatingIp"
        label="Floating IP"
        isRequired
        placeholder="Select a floating IP"
        options={floatingIps.map((ip) => ({ value: ip.id, label: floatingIpLabel(ip) }))}
      />
    </SideModalForm>
  )
}
