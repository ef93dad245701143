/**
 * `subnet-pools-new`: a subnet pool's name, description and IP version, which the contract's
 * SubnetPoolCreate requires (resources/pools/pool-forms.tsx).
 */
import { PoolCreateForm } from '@/resources/pools/pool-forms'
import { subnetPools } from '@/resources/pools/subnet-pools'

export default function SubnetPoolCreateForm() {
  return <PoolCreateForm kind={subnetPools} />
}
