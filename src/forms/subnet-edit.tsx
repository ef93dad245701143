import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { Properties, Property } from '@/components/Properties'
import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { useVpc } from '@/hooks/use-vpc'
import { pb } from '@/paths'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import {
  useVpcRouterListQuery,
  useVpcSubnetUpdateMutation,
  useVpcSubnetViewQuery,
} from '~/store/api/vpcs'
import { vpcSubnets } from '~/store/entities/networking'
import {
  CustomRouterField,
  customRouterBody,
  customRouterSchema,
  NO_CUSTOM_ROUTER,
  subnetFieldForError,
} from './subnet-fields'

export const subnetEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  customRouter: customRouterSchema,
})

/**
 * `subnets/{subnet}/edit`: name, description and custom router. The blocks are shown, not
 * editable: the contract's update has none.
 */
export default function SubnetEditForm() {
  const { project, vpc, subnet: name } = useRouteParams('project', 'vpc', 'subnet')
  const { entity: parent } = useVpc(project, vpc)
  const { entity: subnet } = useEntity(
    vpcSubnets,
    useVpcSubnetViewQuery,
    { project, vpc, subnet: name },
    name,
    parent?.id ?? '',
  )
  const routerName = useCustomRouterName(project, vpc, subnet?.customRouterId)
  const [, navigate] = useLocation()
  const [updateSubnet] = useVpcSubnetUpdateMutation()
  // wait for the router's name too, or the picker would start at 'None' for a subnet that has one
  if (!subnet || routerName === undefined) return null
  const close = () => navigate(pb.vpcSubnets({ project, vpc }))
  return (
    <SideModalForm
      resource="subnet"
      kind="edit"
      initialValues={{
        name: subnet.name,
        description: subnet.description,
        customRouter: routerName ?? NO_CUSTOM_ROUTER,
      }}
      validationSchema={subnetEditSchema}
      fieldForError={(error) => {
        // no blocks here: a block's refusal cannot come from an update
        const field = subnetFieldForError(error)
        return field === 'name' || field === 'customRouter' ? field : undefined
      }}
      onDismiss={close}
      onSubmit={async (values) => {
        const updated = await updateSubnet({
          project,
          vpc,
          subnet: subnet.name,
          vpcSubnetUpdate: {
            name: values.name,
            description: values.description.trim(),
            // always sent: the server detaches the router when it is absent
            customRouter: customRouterBody(values.customRouter),
          },
        }).unwrap()
        addToast({ content: `Subnet ${updated.name} updated` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <Properties label="Blocks">
        <Property label="IPv4 block" copy={subnet.ipv4Block}>
          {subnet.ipv4Block}
        </Property>
        <Property label="IPv6 block" copy={subnet.ipv6Block}>
          {subnet.ipv6Block}
        </Property>
      </Properties>
      <CustomRouterField project={project} vpc={vpc} />
    </SideModalForm>
  )
}

/** The name of the subnet's custom router: null for none, undefined while the routers load. */
function useCustomRouterName(project: string, vpc: string, routerId: string | null | undefined) {
  const { data } = useVpcRouterListQuery({ project, vpc })
  if (!routerId) return null
  if (!data) return undefined
  return data.items.find((router) => router.id === routerId)?.name ?? null
}
