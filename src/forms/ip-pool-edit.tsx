/**
 * `ip-pools/{pool}/edit`, over the pool's page: its name and description (the contract's update
 * has nothing else). Closing lands on the pool's page, under its new name after a rename.
 */
import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import {
  useSystemIpPoolUpdateMutation,
  useSystemIpPoolViewQuery,
} from '~/store/api/system-ip-pools'
import { systemIpPools } from '~/store/entities/system'
import { ipPoolSchema } from './ip-pool-create'

export default function IpPoolEditForm() {
  const { pool: name } = useRouteParams('pool')
  const { entity: pool } = useEntity(systemIpPools, useSystemIpPoolViewQuery, { pool: name }, name)
  const [, navigate] = useLocation()
  const [updatePool] = useSystemIpPoolUpdateMutation()
  if (!pool) return null
  return (
    <SideModalForm
      resource="IP pool"
      kind="edit"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={ipPoolSchema}
      onDismiss={() => navigate(pb.ipPool({ pool: pool.name }))}
      onSubmit={async (values) => {
        const updated = await updatePool({
          pool: pool.name,
          ipPoolUpdate: { name: values.name, description: values.description },
        }).unwrap()
        addToast({ content: `IP pool ${updated.name} updated` })
        navigate(pb.ipPool({ pool: updated.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
