/**
 * Attach a floating IP to one of the project's instances, from the floating IPs page: the reverse
 * of the instance page's attach (instance-floating-ip-attach.tsx), a side modal without a route
 * of its own. Every instance of the project is offered with its run state: SPEC §4 has no
 * run-state rule for external IPs, so the server decides (it moves them only while the instance
 * is running or stopped) and its refusal shows in the form, with the choice kept.
 */
import { object, string } from 'yup'
import { addToast } from '~/machines/toaster'
import type { FloatingIp, Instance } from '~/store/api'
import { useFloatingIpAttachMutation } from '~/store/api/floating-ips'
import { PickerField } from '../components/form/PickerField'
import { SideModalForm } from '../components/form/SideModalForm'
import { requiredMessage } from '../util/validation'
import { floatingIpLabel } from './instance-floating-ip-attach'

export interface InstanceAttachValues {
  /** The instance's id. */
  instance: string
}

export const instanceAttachSchema = object({
  instance: string().required(requiredMessage('Instance')),
})

export const instanceOptionLabel = (instance: Pick<Instance, 'name' | 'runState'>) =>
  `${instance.name} (${instance.runState})`

export function InstanceAttachForm({
  floatingIp,
  instances,
  onDismiss,
}: {
  floatingIp: Pick<FloatingIp, 'id' | 'name' | 'ip'>
  /** The project's instances. */
  instances: Pick<Instance, 'id' | 'name' | 'runState'>[]
  onDismiss: () => void
}) {
  const [attach] = useFloatingIpAttachMutation()
  return (
    <SideModalForm<InstanceAttachValues>
      title={`Attach ${floatingIpLabel(floatingIp)}`}
      submitLabel="Attach"
      initialValues={{ instance: '' }}
      validationSchema={instanceAttachSchema}
      onDismiss={onDismiss}
      // the server's refusals (the instance's state, a limit) are about the chosen instance
      fieldForError={() => 'instance'}
      onSubmit={async ({ instance }) => {
        // ids name both without a project selector
        await attach({
          floatingIp: floatingIp.id,
          floatingIpAttach: { kind: 'instance', parent: instance },
        }).unwrap()
        const name = instances.find((candidate) => candidate.id === instance)?.name ?? instance
        addToast({ content: `Floating IP ${floatingIp.name} attached to ${name}` })
        onDismiss()
      }}
    >
      <PickerField
        name="instance"
        label="Instance"
        isRequired
        placeholder="Select an instance"
        description="An instance takes a floating IP while it is running or stopped."
        options={instances.map((instance) => ({
          value: instance.id,
          label: instanceOptionLabel(instance),
        }))}
      />
    </SideModalForm>
  )
}
