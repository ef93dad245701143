/**
 * The silo's subnet pools tab (`silos/{silo}/subnet-pools`): the fleet's subnet pools linked to
 * the silo, which are its defaults (where its users' new external subnets come from when they
 * name no pool), and linking, making or clearing default and unlinking, each change of where
 * subnets come from asked first, as on the silo's IP pools tab.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useState } from 'react'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { IpPoolSiloLinkForm } from '@/forms/ip-pool-silo-link'
import { usePagedList } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { keepWidth } from '@/pages/system/ip-pools/ip-pool-ui'
import {
  DEFAULT_SUBNET_POOL_HINT,
  useSubnetPoolLinkActions,
} from '@/pages/system/subnet-pools/subnet-pool-ui'
import { pb } from '@/paths'
import { ipVersionLabel } from '@/util/ip-pools'
import type { Revived, SiloSubnetPool } from '~/store/api'
import { useSiloSubnetPoolListQuery } from '~/store/api/system-silos'
import {
  useSystemSubnetPoolListQuery,
  useSystemSubnetPoolSiloLinkMutation,
} from '~/store/api/system-subnet-pools'

const columns: TableColumn<Revived<SiloSubnetPool>>[] = [
  nameColumn((pool) => pb.subnetPool({ pool: pool.name })),
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

export default function SiloSubnetPoolsTab() {
  const { silo } = useRouteParams('silo')
  const list = usePagedList(useSiloSubnetPoolListQuery, { silo })
  const { data: fleetPools } = useSystemSubnetPoolListQuery({})
  const [link] = useSystemSubnetPoolSiloLinkMutation()
  const linkActions = useSubnetPoolLinkActions()
  const [isLinking, setLinking] = useState(false)
  const linkedIds = new Set(list.items.map((pool) => pool.id))
  const unlinked = (fleetPools?.items ?? []).filter((pool) => !linkedIds.has(pool.id))
  return (
    <section aria-label="Subnet pools">
      <SectionHeader intro="The silo's users take external subnets from these pools, from the default pool of each IP version when they name none.">
        <Button variant="accent" onPress={() => setLinking(true)} UNSAFE_style={keepWidth}>
          Link subnet pool
        </Button>
      </SectionHeader>
      <ResourceTable
        label="Linked subnet pools"
        columns={columns}
        {...list}
        empty={{
          title: 'No subnet pools',
          body: 'Link a subnet pool so that the silo’s users can have external subnets.',
        }}
        rowActions={(pool) => linkActions({ pool: pool.name, silo, isDefault: pool.isDefault })}
      />
      {isLinking && (
        <IpPoolSiloLinkForm
          title="Link subnet pool"
          targetLabel="Subnet pool"
          description={`A pool not yet linked to ${silo}.`}
          options={unlinked.map((pool) => ({
            value: pool.name,
            label: `${pool.name} (${ipVersionLabel[pool.ipVersion]})`,
          }))}
          link={(pool, isDefault) =>
            link({ pool, subnetPoolLinkSilo: { silo, isDefault } }).unwrap()
          }
          success={(pool) => `Subnet pool ${pool} linked to ${silo}`}
          hint={DEFAULT_SUBNET_POOL_HINT}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}
