import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { pb } from '@/paths'
import { useVpc, useVpcParams } from '@/resources/use-vpc'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type Vpc } from '~/store/api'
import { useVpcUpdateMutation } from '~/store/api/vpcs'
import { DnsNameField, vpcFormSchema } from './vpc-create'

const vpcValues = (vpc: Pick<Vpc, 'name' | 'description' | 'dnsName'>) => ({
  name: vpc.name,
  description: vpc.description,
  dnsName: vpc.dnsName,
})

/**
 * `vpcs/{vpc}/edit`, over the VPC's page: name, description and DNS name (the IPv6 prefix is
 * fixed at creation). VpcUpdate's fields are optional, so only those the user changed are sent
(save-changes.ts). Closing lands on the VPC's page, under its new name after a rename.
 */
export default function VpcEditForm() {
  const { project, vpc: name } = useVpcParams()
  const { entity: vpc } = useVpc(project, name)
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateVpc] = useVpcUpdateMutation()
  if (!vpc) return null
  return (
    <SideModalForm
      requires="vpc.update"
      resource="VPC"
      kind="edit"
      initialValues={vpcValues(vpc)}
      validationSchema={vpcFormSchema}
      update={{
        reread: async () =>
          vpcValues(
            await dispatch(
              api.endpoints.vpcView.initiate({ project, vpc: vpc.name }, FRESH_READ),
            ).unwrap(),
          ),
        labels: { ...identityLabels, dnsName: 'DNS name' },
      }}
      onDismiss={() => navigate(pb.vpcFirewallRules({ project, vpc: vpc.name }))}
      onSubmit={async (_values, changes) => {
        const updated = await updateVpc({ project, vpc: vpc.name, vpcUpdate: changes }).unwrap()
        addToast({ content: `VPC ${updated.name} updated` })
        navigate(pb.vpcFirewallRules({ project, vpc: updated.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <DnsNameField />
    </SideModalForm>
  )
}
