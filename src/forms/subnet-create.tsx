import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { useVpcParams } from '@/resources/use-vpc'
import { nameSchema } from '@/util/validation'
import { subnetIpv4BlockProblem } from '@/util/vpc-validation'
import { addToast } from '~/machines/toaster'
import { useVpcSubnetCreateMutation } from '~/store/api/vpcs'
import {
  blockSchema,
  CustomRouterField,
  customRouterBody,
  customRouterSchema,
  NO_CUSTOM_ROUTER,
  subnetFieldForError,
} from './subnet-fields'

export const subnetCreateSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  ipv4Block: blockSchema('IPv4 block', 4, true).test('subnet', (value, context) => {
    const message = value ? subnetIpv4BlockProblem(value) : undefined
    return message ? context.createError({ message }) : true
  }),
  ipv6Block: blockSchema('IPv6 block', 6, false),
  customRouter: customRouterSchema,
})

/**
 * `subnets-new`: the blocks are fixed once the subnet exists (the contract's update has none).
 * The IPv4 block's private range and first address are checked here (vpc-validation.ts); the
 * server checks what only it can (overlaps, the VPC's IPv6 prefix) and its refusal lands on the
 * block it is about.
 */
export default function SubnetCreateForm() {
  const { project, vpc } = useVpcParams()
  const [, navigate] = useLocation()
  const [createSubnet] = useVpcSubnetCreateMutation()
  const close = () => navigate(pb.vpcSubnets({ project, vpc }))
  return (
    <SideModalForm
      requires="subnet.create"
      resource="subnet"
      kind="create"
      initialValues={{
        name: '',
        description: '',
        ipv4Block: '',
        ipv6Block: '',
        customRouter: NO_CUSTOM_ROUTER,
      }}
      validationSchema={subnetCreateSchema}
      fieldForError={subnetFieldForError}
      onDismiss={close}
      onSubmit={async (values) => {
        const ipv6Block = values.ipv6Block.trim()
        const subnet = await createSubnet({
          project,
          vpc,
          vpcSubnetCreate: {
            name: values.name,
            description: values.description.trim(),
            ipv4Block: values.ipv4Block.trim(),
            // empty: the server picks a /64 of the VPC's prefix
            ...(ipv6Block ? { ipv6Block } : {}),
            customRouter: customRouterBody(values.customRouter),
          },
        }).unwrap()
        addToast({ content: `Subnet ${subnet.name} created` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField
        name="ipv4Block"
        label="IPv4 block"
        isRequired
        description="A private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), like 10.1.0.0/24. It cannot be changed later."
      />
      <TextField
        name="ipv6Block"
        label="IPv6 block"
        description="A /64 of the VPC's IPv6 prefix. Leave empty for one the rack picks."
      />
      <CustomRouterField project={project} vpc={vpc} />
    </SideModalForm>
  )
}
