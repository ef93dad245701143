/** The silo's IP pools tab (`silos/{silo}/ip-pools`): the silo's tab of one kind of pool. */
import { ipPools } from '@/resources/pools/ip-pools'
import { SiloPoolsTab } from '@/resources/pools/SiloPoolsTab'

export default function SiloIpPoolsTab() {
  return <SiloPoolsTab kind={ipPools} />
}
