/**
 * Rename or describe a network interface of a stopped instance (SPEC §4 "update network
 * interface: stopped"), sending only the fields the user changed (save-changes.ts) and the
 * transit IPs as the server has them, which the contract clears when left out
 * (src/resources/network-interfaces.ts). Opened from the Networking tab's row action; no route of
 * its own.
 */
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { type NicEditable, nicEditBody, nicEditValues } from '@/resources/network-interfaces'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ } from '~/store/api'
import { useInstanceNetworkInterfaceUpdateMutation } from '~/store/api/instances'

export const nicEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

export function NicEditForm({
  project,
  instance,
  nic,
  onDismiss,
}: {
  project: string
  instance: string
  nic: NicEditable
  onDismiss: () => void
}) {
  const dispatch = useAppDispatch()
  const [updateNic] = useInstanceNetworkInterfaceUpdateMutation()
  return (
    <SideModalForm
      requires="nic.update"
      resource="network interface"
      kind="edit"
      initialValues={nicEditValues(nic)}
      validationSchema={nicEditSchema}
      update={{
        reread: async () =>
          nicEditValues(
            await dispatch(
              api.endpoints.instanceNetworkInterfaceView.initiate(
                { project, instance, interface: nic.name },
                FRESH_READ,
              ),
            ).unwrap(),
          ),
        labels: { ...identityLabels, transitIps: 'Transit IPs' },
      }}
      onDismiss={onDismiss}
      onSubmit={async (values, changes) => {
        const updated = await updateNic({
          project,
          instance,
          interface: nic.name,
          instanceNetworkInterfaceUpdate: nicEditBody(values, changes),
        }).unwrap()
        addToast({ content: `Network interface ${updated.name} updated` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
