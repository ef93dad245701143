/** `system/networking/ip-pools`: the fleet's IP pools, the list of one kind of pool. */
import { ipPools } from '@/resources/pools/ip-pools'
import { PoolsPage } from '@/resources/pools/PoolsPage'

export default function IpPoolsPage() {
  return <PoolsPage kind={ipPools} />
}
