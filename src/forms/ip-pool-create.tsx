/**
 * `ip-pools-new`: a pool's name, description and IP version (the version is fixed once it
 * exists: the contract's update has none). The new pool opens on its page, where its ranges and
 * silo links are added.
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
import { useSystemIpPoolCreateMutation } from '~/store/api/system-ip-pools'

interface Values {
  name: string
  description: string
  ipVersion: IpVersion
}

export const ipPoolSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const createSchema = ipPoolSchema.shape({
  ipVersion: mixed<IpVersion>().oneOf(IP_VERSIONS).required(),
})

export default function IpPoolCreateForm() {
  const [, navigate] = useLocation()
  const [createPool] = useSystemIpPoolCreateMutation()
  return (
    <SideModalForm<Values>
      resource="IP pool"
      kind="create"
      initialValues={{ name: '', description: '', ipVersion: 'v4' }}
      validationSchema={createSchema}
      onDismiss={() => navigate(pb.ipPools())}
      onSubmit={async (values) => {
        const pool = await createPool({
          ipPoolCreate: {
            name: values.name,
            description: values.description,
            ipVersion: values.ipVersion,
          },
        }).unwrap()
        addToast({ content: `IP pool ${pool.name} created` })
        navigate(pb.ipPool({ pool: pool.name }))
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
        Every range of the pool is of this version. It cannot be changed later.
      </p>
    </SideModalForm>
  )
}
