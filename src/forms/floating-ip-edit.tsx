import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { pb } from '@/paths'
import { useRouteFloatingIp } from '@/resources/use-floating-ip'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, type FloatingIp, FRESH_READ } from '~/store/api'
import { useFloatingIpUpdateMutation } from '~/store/api/floating-ips'

export const floatingIpEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const floatingIpValues = (floatingIp: Pick<FloatingIp, 'name' | 'description'>) => ({
  name: floatingIp.name,
  description: floatingIp.description,
})

/**
 * `floating-ips/{floatingIp}/edit`, over the list: name and description (the address and pool are
 * fixed at creation), sent only when changed (FloatingIpUpdate's fields are optional;
 * save-changes.ts). Opened from the list, the floating IP is already in the store.
 */
export default function FloatingIpEditForm() {
  const { project, floatingIp } = useRouteFloatingIp()
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateFloatingIp] = useFloatingIpUpdateMutation()
  const close = () => navigate(pb.floatingIps({ project }))
  if (!floatingIp) return null
  return (
    <SideModalForm
      requires="floatingIp.update"
      resource="floating IP"
      kind="edit"
      initialValues={floatingIpValues(floatingIp)}
      validationSchema={floatingIpEditSchema}
      update={{
        reread: async () =>
          floatingIpValues(
            await dispatch(
              api.endpoints.floatingIpView.initiate(
                { project, floatingIp: floatingIp.name },
                FRESH_READ,
              ),
            ).unwrap(),
          ),
        labels: identityLabels,
      }}
      onDismiss={close}
      onSubmit={async (_values, changes) => {
        const updated = await updateFloatingIp({
          project,
          floatingIp: floatingIp.name,
          floatingIpUpdate: changes,
        }).unwrap()
        addToast({ content: `Floating IP ${updated.name} updated` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
