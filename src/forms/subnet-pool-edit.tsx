/**
 * `subnet-pools/{pool}/edit`, over the pool's page: its name and description
 * (resources/pools/pool-forms.tsx).
 */
import { PoolEditForm } from '@/resources/pools/pool-forms'
import { subnetPools } from '@/resources/pools/subnet-pools'

export default function SubnetPoolEditForm() {
  return <PoolEditForm kind={subnetPools} />
}
