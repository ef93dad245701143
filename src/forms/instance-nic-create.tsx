/**
 * Add a network interface to a stopped instance (SPEC §4 "update network interface: stopped").
 * A side modal opened from the instance's Networking tab; it has no route of its own (SPEC §2
 * lists none), so the tab opens and closes it.
 */
import { useFormikContext } from 'formik'
import { useEffect } from 'react'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { docGuides } from '@/util/docs'
import { nameSchema, requiredMessage } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import { useInstanceNetworkInterfaceCreateMutation } from '~/store/api/instances'
import { useVpcListQuery, useVpcSubnetListQuery } from '~/store/api/vpcs'

export interface NicCreateValues {
  name: string
  description: string
  vpcName: string
  subnetName: string
}

export const nicCreateSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  vpcName: string().required(requiredMessage('VPC')),
  subnetName: string().required(requiredMessage('Subnet')),
})

/** The subnet belongs to the VPC: picking another VPC clears it. */
function SubnetPicker({ project }: { project: string }) {
  const { values, setFieldValue } = useFormikContext<NicCreateValues>()
  const { data, isFetching } = useVpcSubnetListQuery(
    wholeListArgs({ project, vpc: values.vpcName }),
    { skip: !values.vpcName },
  )
  const subnets = data?.items ?? []
  useEffect(() => {
    if (values.subnetName && !isFetching && !subnets.some((s) => s.name === values.subnetName)) {
      void setFieldValue('subnetName', '')
    }
  }, [values.subnetName, subnets, isFetching, setFieldValue])
  return (
    <PickerField
      name="subnetName"
      label="Subnet"
      isRequired
      placeholder={values.vpcName ? 'Select a subnet' : 'Select a VPC first'}
      isLoading={isFetching}
      options={subnets.map((subnet) => ({ value: subnet.name, label: subnet.name }))}
    />
  )
}

export function NicCreateForm({
  project,
  instance,
  onDismiss,
}: {
  project: string
  instance: string
  onDismiss: () => void
}) {
  const [createNic] = useInstanceNetworkInterfaceCreateMutation()
  const { data: vpcs } = useVpcListQuery(wholeListArgs({ project }))
  return (
    <SideModalForm<NicCreateValues>
      requires="nic.create"
      title="Add network interface"
      docs={[docGuides.networkInterfaces]}
      submitLabel="Add network interface"
      initialValues={{ name: '', description: '', vpcName: '', subnetName: '' }}
      validationSchema={nicCreateSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const nic = await createNic({
          project,
          instance,
          instanceNetworkInterfaceCreate: values,
        }).unwrap()
        addToast({ content: `Network interface ${nic.name} added` })
        onDismiss()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <PickerField
        name="vpcName"
        label="VPC"
        isRequired
        placeholder="Select a VPC"
        options={(vpcs?.items ?? []).map((vpc) => ({ value: vpc.name, label: vpc.name }))}
      />
      <SubnetPicker project={project} />
    </SideModalForm>
  )
}
