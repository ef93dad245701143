import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useProjectChild } from '@/hooks/use-project'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import {
  useExternalSubnetUpdateMutation,
  useExternalSubnetViewQuery,
} from '~/store/api/external-subnets'
import { externalSubnets } from '~/store/entities/networking'

export const externalSubnetEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

/**
 * `external-subnets/{externalSubnet}/edit`, over the list: name and description, all that
 * ExternalSubnetUpdate takes (the subnet and its pool are fixed at creation). Opened from the
 * list, the subnet is already in the store.
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
  const [updateSubnet] = useExternalSubnetUpdateMutation()
  const close = () => navigate(pb.externalSubnets({ project }))
  if (!externalSubnet) return null
  return (
    <SideModalForm
      resource="external subnet"
      kind="edit"
      initialValues={{ name: externalSubnet.name, description: externalSubnet.description }}
      validationSchema={externalSubnetEditSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const updated = await updateSubnet({
          project,
          externalSubnet: externalSubnet.name,
          externalSubnetUpdate: values,
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
