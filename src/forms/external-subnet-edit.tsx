import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useProjectChild } from '@/resources/use-project'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, type ExternalSubnet, FRESH_READ } from '~/store/api'
import {
  useExternalSubnetUpdateMutation,
  useExternalSubnetViewQuery,
} from '~/store/api/external-subnets'
import { externalSubnets } from '~/store/entities/networking'

export const externalSubnetEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const externalSubnetValues = (subnet: Pick<ExternalSubnet, 'name' | 'description'>) => ({
  name: subnet.name,
  description: subnet.description,
})

/**
 * `external-subnets/{externalSubnet}/edit`, over the list: name and description, all that
 * ExternalSubnetUpdate takes (the subnet and its pool are fixed at creation), sent only when changed (its fields are optional;
 * save-changes.ts). Opened from the list, the subnet is already in the store.
 */
export default function ExternalSubnetEditForm() {
  const { project, externalSubnet: name } = useRouteParams('project', 'externalSubnet')
  const { entity: externalSubnet } = useProjectChild(
    externalSubnets,
    useExternalSubnetViewQuery,
    { project, externalSubnet: name },
    name,
  )
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateSubnet] = useExternalSubnetUpdateMutation()
  const close = () => navigate(pb.externalSubnets({ project }))
  if (!externalSubnet) return null
  return (
    <SideModalForm
      requires="externalSubnet.update"
      resource="external subnet"
      kind="edit"
      initialValues={externalSubnetValues(externalSubnet)}
      validationSchema={externalSubnetEditSchema}
      update={{
        reread: async () =>
          externalSubnetValues(
            await dispatch(
              api.endpoints.externalSubnetView.initiate(
                { project, externalSubnet: externalSubnet.name },
                FRESH_READ,
              ),
            ).unwrap(),
          ),
        labels: identityLabels,
      }}
      onDismiss={close}
      onSubmit={async (_values, changes) => {
        const updated = await updateSubnet({
          project,
          externalSubnet: externalSubnet.name,
          externalSubnetUpdate: changes,
        }).unwrap()
        addToast({ content: `External subnet ${updated.name} updated` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
