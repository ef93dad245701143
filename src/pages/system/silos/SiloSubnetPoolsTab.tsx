/**
 * The silo's subnet pools tab (`silos/{silo}/subnet-pools`): the silo's tab of one kind of pool.
 */
import { SiloPoolsTab } from '@/resources/pools/SiloPoolsTab'
import { subnetPools } from '@/resources/pools/subnet-pools'

export default function SiloSubnetPoolsTab() {
  return <SiloPoolsTab kind={subnetPools} />
}
