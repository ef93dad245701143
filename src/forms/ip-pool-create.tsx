/**
 * `ip-pools-new`: an IP pool's name, description and IP version (resources/pools/pool-forms.tsx).
 */
import { ipPools } from '@/resources/pools/ip-pools'
import { PoolCreateForm } from '@/resources/pools/pool-forms'

export default function IpPoolCreateForm() {
  return <PoolCreateForm kind={ipPools} />
}
