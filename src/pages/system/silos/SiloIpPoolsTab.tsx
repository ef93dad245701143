/**
 * The silo's IP pools tab (`silos/{silo}/ip-pools`): the fleet's pools linked to the silo, which
 * are its defaults (where its users' new IPs come from when they name no pool), and linking,
 * making or clearing default and unlinking, each change of where IPs come from asked first.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useState } from 'react'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { IpPoolSiloLinkForm } from '@/forms/ip-pool-silo-link'
import { usePagedList } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { keepWidth, useLinkActions } from '@/pages/system/ip-pools/ip-pool-ui'
import { pb } from '@/paths'
import { ipVersionLabel } from '@/util/ip-pools'
import type { Revived, SiloIpPool } from '~/store/api'
import {
  useSystemIpPoolListQuery,
  useSystemIpPoolSiloLinkMutation,
} from '~/store/api/system-ip-pools'
import { useSiloIpPoolListQuery } from '~/store/api/system-silos'

const columns: TableColumn<Revived<SiloIpPool>>[] = [
  nameColumn((pool) => pb.ipPool({ pool: pool.name })),
  {
    id: 'ip-version',
    name: 'IP version',
    minWidth: 110,
    sortValue: (pool) => pool.ipVersion,
    cell: (pool) => ipVersionLabel[pool.ipVersion],
  },
  {
    id: 'default',
    name: 'Default',
    minWidth: 100,
    sortValue: (pool) => (pool.isDefault ? 0 : 1),
    cell: (pool) => (pool.isDefault ? 'Yes' : 'No'),
  },
  descriptionColumn(),
]

export default function SiloIpPoolsTab() {
  const { silo } = useRouteParams('silo')
  const list = usePagedList(useSiloIpPoolListQuery, { silo })
  // the fleet's pools a silo may link: not linked yet, and not the rack's own service pools
  const { data: fleetPools } = useSystemIpPoolListQuery({ assignment: 'silos' })
  const [link] = useSystemIpPoolSiloLinkMutation()
  const linkActions = useLinkActions()
  const [isLinking, setLinking] = useState(false)
  const linkedIds = new Set(list.items.map((pool) => pool.id))
  const unlinked = (fleetPools?.items ?? []).filter((pool) => !linkedIds.has(pool.id))
  return (
    <section aria-label="IP pools">
      <SectionHeader intro="The silo's users take external IPs from these pools, from the default pool of each IP version when they name none.">
        <Button variant="accent" onPress={() => setLinking(true)} UNSAFE_style={keepWidth}>
          Link IP pool
        </Button>
      </SectionHeader>
      <ResourceTable
        label="Linked IP pools"
        columns={columns}
        {...list}
        empty={{
          title: 'No IP pools',
          body: 'Link an IP pool so that the silo’s instances can have external addresses.',
        }}
        rowActions={(pool) => linkActions({ pool: pool.name, silo, isDefault: pool.isDefault })}
      />
      {isLinking && (
        <IpPoolSiloLinkForm
          title="Link IP pool"
          targetLabel="IP pool"
          description={`A pool not yet linked to ${silo}.`}
          options={unlinked.map((pool) => ({
            value: pool.name,
            label: `${pool.name} (${ipVersionLabel[pool.ipVersion]})`,
          }))}
          link={(pool, isDefault) => link({ pool, ipPoolLinkSilo: { silo, isDefault } }).unwrap()}
          success={(pool) => `IP pool ${pool} linked to ${silo}`}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}
