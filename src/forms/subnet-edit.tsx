import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { Properties, Property } from '@/components/Properties'
import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useVpc } from '@/resources/use-vpc'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type VpcRouter, type VpcSubnet } from '~/store/api'
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

/** The form's values of a subnet: its custom router by name, from the VPC's routers. */
const subnetValues = (
  subnet: Pick<VpcSubnet, 'name' | 'description' | 'customRouterId'>,
  routers: Pick<VpcRouter, 'id' | 'name'>[],
) => ({
  name: subnet.name,
  description: subnet.description,
  customRouter:
    routers.find((router) => router.id === subnet.customRouterId)?.name ?? NO_CUSTOM_ROUTER,
})

/**
 * `subnets/{subnet}/edit`: name, description and custom router. The blocks are shown, not
 * editable: the contract's update has none. The name and description are sent only when changed;
 * the router always, as the server has it now unless the user changed it (save-changes.ts).
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
  const dispatch = useAppDispatch()
  const [updateSubnet] = useVpcSubnetUpdateMutation()
  // wait for the router's name too, or the picker would start at 'None' for a subnet that has one
  if (!subnet || routerName === undefined) return null
  const close = () => navigate(pb.vpcSubnets({ project, vpc }))
  return (
    <SideModalForm
      requires="subnet.update"
      resource="subnet"
      kind="edit"
      initialValues={{
        name: subnet.name,
        description: subnet.description,
        customRouter: routerName ?? NO_CUSTOM_ROUTER,
      }}
      validationSchema={subnetEditSchema}
      update={{
        reread: async () => {
          const [fresh, routers] = await Promise.all([
            dispatch(
              api.endpoints.vpcSubnetView.initiate(
                { project, vpc, subnet: subnet.name },
                FRESH_READ,
              ),
            ).unwrap(),
            dispatch(api.endpoints.vpcRouterList.initiate({ project, vpc }, FRESH_READ)).unwrap(),
          ])
          return subnetValues(fresh, routers.items)
        },
        labels: { ...identityLabels, customRouter: 'Custom router' },
        show: (field, value) =>
          field === 'customRouter' && value === NO_CUSTOM_ROUTER ? 'None' : String(value),
      }}
      fieldForError={(error) => {
        // no blocks here: a block's refusal cannot come from an update
        const field = subnetFieldForError(error)
        return field === 'name' || field === 'customRouter' ? field : undefined
      }}
      onDismiss={close}
      onSubmit={async (values, { name, description }) => {
        const updated = await updateSubnet({
          project,
          vpc,
          subnet: subnet.name,
          vpcSubnetUpdate: {
            name,
            description,
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
