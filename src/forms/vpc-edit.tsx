import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useVpc, useVpcParams } from '@/hooks/use-vpc'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useVpcUpdateMutation } from '~/store/api/vpcs'
import { DnsNameField, vpcFormSchema } from './vpc-create'

/**
 * `vpcs/{vpc}/edit`, over the VPC's page: name, description and DNS name (the IPv6 prefix is
 * fixed at creation). Closing lands on the VPC's page, under its new name after a rename.
 */
export default function VpcEditForm() {
  const { project, vpc: name } = useVpcParams()
  const { entity: vpc } = useVpc(project, name)
  const [, navigate] = useLocation()
  const [updateVpc] = useVpcUpdateMutation()
  if (!vpc) return null
  return (
    <SideModalForm
      resource="VPC"
      kind="edit"
      initialValues={{ name: vpc.name, description: vpc.description, dnsName: vpc.dnsName }}
      validationSchema={vpcFormSchema}
      onDismiss={() => navigate(pb.vpcFirewallRules({ project, vpc: vpc.name }))}
      onSubmit={async (values) => {
        const updated = await updateVpc({
          project,
          vpc: vpc.name,
          vpcUpdate: {
            name: values.name,
            description: values.description.trim(),
            dnsName: values.dnsName,
          },
        }).unwrap()
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
