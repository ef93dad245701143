import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { nameSchema } from '@/util/validation'
import { vpcIpv6PrefixSchema } from '@/util/vpc-validation'
import { addToast } from '~/machines/toaster'
import { useVpcCreateMutation } from '~/store/api/vpcs'

/** Name, description and DNS name: what a VPC's create and edit forms share. */
export const vpcFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  // the contract's DnsName is a Name: the same rules and messages (SPEC §5)
  dnsName: nameSchema('DNS name'),
})

const vpcCreateSchema = vpcFormSchema.shape({ ipv6Prefix: vpcIpv6PrefixSchema('IPv6 prefix') })

export function DnsNameField() {
  return (
    <TextField
      name="dnsName"
      label="DNS name"
      isRequired
      description="The VPC's name in DNS; the same rules as a name."
    />
  )
}

/**
 * `vpcs-new`. The server gives the VPC its default subnet, system router and default firewall
 * rules; the user lands on those rules.
 */
export default function VpcCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createVpc] = useVpcCreateMutation()
  const close = () => navigate(pb.vpcs({ project }))
  return (
    <SideModalForm
      requires="vpc.create"
      resource="VPC"
      kind="create"
      initialValues={{ name: '', description: '', dnsName: '', ipv6Prefix: '' }}
      validationSchema={vpcCreateSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const ipv6Prefix = values.ipv6Prefix.trim()
        const vpc = await createVpc({
          project,
          vpcCreate: {
            name: values.name,
            description: values.description.trim(),
            dnsName: values.dnsName,
            // empty: the server picks a unique local /48
            ...(ipv6Prefix ? { ipv6Prefix } : {}),
          },
        }).unwrap()
        addToast({ content: `VPC ${vpc.name} created` })
        navigate(pb.vpcFirewallRules({ project, vpc: vpc.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <DnsNameField />
      <TextField
        name="ipv6Prefix"
        label="IPv6 prefix"
        description="A unique local /48 inside fd00::/8, e.g. fd12:3456:789a::/48. Leave empty for one the rack picks."
      />
    </SideModalForm>
  )
}
