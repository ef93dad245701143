/**
 * `ip-pools/{pool}/edit`, over the pool's page: its name and description
 * (resources/pools/pool-forms.tsx).
 */
import { ipPools } from '@/resources/pools/ip-pools'
import { PoolEditForm } from '@/resources/pools/pool-forms'

export default function IpPoolEditForm() {
  return <PoolEditForm kind={ipPools} />
}
