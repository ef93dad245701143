/**
 * `subnet-pools/{pool}/edit`, over the pool's page: its name and description (the contract's
 * SubnetPoolUpdate has nothing else). Closing lands on the pool's page, under its new name after
 * a rename.
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
  useSystemSubnetPoolUpdateMutation,
  useSystemSubnetPoolViewQuery,
} from '~/store/api/system-subnet-pools'
import { systemSubnetPools } from '~/store/entities/system'
import { subnetPoolSchema } from './subnet-pool-create'

export default function SubnetPoolEditForm() {
  const { pool: name } = useRouteParams('pool')
  const { entity: pool } = useEntity(
    systemSubnetPools,
    useSystemSubnetPoolViewQuery,
    { pool: name },
    name,
  )
  const [, navigate] = useLocation()
  const [updatePool] = useSystemSubnetPoolUpdateMutation()
  if (!pool) return null
  return (
    <SideModalForm
      resource="subnet pool"
      kind="edit"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={subnetPoolSchema}
      onDismiss={() => navigate(pb.subnetPool({ pool: pool.name }))}
      onSubmit={async (values) => {
        const updated = await updatePool({
          pool: pool.name,
          subnetPoolUpdate: { name: values.name, description: values.description },
        }).unwrap()
        addToast({ content: `Subnet pool ${updated.name} updated` })
        navigate(pb.subnetPool({ pool: updated.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
