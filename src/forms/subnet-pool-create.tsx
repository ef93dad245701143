/**
 * `subnet-pools-new`: a subnet pool's name, description and IP version (required by the
 * contract's SubnetPoolCreate, and fixed once it exists: its update has none). The new pool opens
 * on its page, where its members and silo links are added.
 */
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { IP_VERSIONS, ipVersionLabel } from '@/util/ip-pools'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { IpVersion } from '~/store/api'
import { useSystemSubnetPoolCreateMutation } from '~/store/api/system-subnet-pools'

interface Values {
  name: string
  description: string
  ipVersion: IpVersion
}

export const subnetPoolSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const createSchema = subnetPoolSchema.shape({
  ipVersion: mixed<IpVersion>().oneOf(IP_VERSIONS).required(),
})

export default function SubnetPoolCreateForm() {
  const [, navigate] = useLocation()
  const [createPool] = useSystemSubnetPoolCreateMutation()
  return (
    <SideModalForm<Values>
      resource="subnet pool"
      kind="create"
      initialValues={{ name: '', description: '', ipVersion: 'v4' }}
      validationSchema={createSchema}
      onDismiss={() => navigate(pb.subnetPools())}
      onSubmit={async (values) => {
        const pool = await createPool({
          subnetPoolCreate: {
            name: values.name,
            description: values.description,
            ipVersion: values.ipVersion,
          },
        }).unwrap()
        addToast({ content: `Subnet pool ${pool.name} created` })
        navigate(pb.subnetPool({ pool: pool.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <RadioField<IpVersion>
        name="ipVersion"
        label="IP version"
        options={IP_VERSIONS.map((version) => ({ value: version, label: ipVersionLabel[version] }))}
      />
      <p className="form-hint">
        Every member subnet of the pool is of this version. It cannot be changed later.
      </p>
    </SideModalForm>
  )
}
