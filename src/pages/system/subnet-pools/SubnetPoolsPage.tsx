/**
 * `system/networking/subnet-pools`: the fleet's subnet pools, which external subnets are
 * allocated from, the list of one kind of pool.
 */
import { PoolsPage } from '@/resources/pools/PoolsPage'
import { subnetPools } from '@/resources/pools/subnet-pools'

export default function SubnetPoolsPage() {
  return <PoolsPage kind={subnetPools} />
}
