/**
 * A silo's tab of the fleet's pools of one kind linked to it (`silos/{silo}/ip-pools`,
 * `silos/{silo}/subnet-pools`), which are its defaults (where its users' new IPs or external
 * subnets come from when they name no pool), and linking, making or clearing default and
 * unlinking, each change of where they come from asked first.
 */
import { useState } from 'react'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { useSiloParams } from '@/resources/silos'
import { ipVersionLabel } from '@/util/ip-pools'
import type { Revived } from '~/store/api'
import { PoolSiloLinkForm } from './PoolSiloLinkForm'
import type { PoolKind, SiloPoolFields } from './pool-kind'
import { defaultColumn, ipVersionColumn, useLinkActions } from './pool-ui'

export function SiloPoolsTab({ kind }: { kind: PoolKind }) {
  const { silo } = useSiloParams()
  const list = useResourceList(kind.useSiloPoolListQuery, { silo })
  const { data: fleetPools } = kind.useLinkablePools()
  const link = kind.useLink()
  const linkActions = useLinkActions(kind)
  const [isLinking, setLinking] = useState(false)
  const linkedIds = new Set(list.items.map((pool) => pool.id))
  const unlinked = (fleetPools?.items ?? []).filter((pool) => !linkedIds.has(pool.id))
  const { noun, capitalNoun, handsOutExternal, siloEmpty, defaultHint } = kind.words
  const columns: TableColumn<Revived<SiloPoolFields>>[] = [
    nameColumn((pool) => kind.paths.pool({ pool: pool.name })),
    ipVersionColumn(),
    defaultColumn(),
    descriptionColumn(),
  ]
  return (
    <section aria-label={`${capitalNoun}s`}>
      <SectionHeader
        intro={`The silo's users take ${handsOutExternal} from these pools, from the default pool of each IP version when they name none.`}
      >
        <CreateLink
          label={`Link ${noun}`}
          onPress={() => setLinking(true)}
          requires="system.pool.link"
        />
      </SectionHeader>
      <ResourceTable
        label={`Linked ${noun}s`}
        columns={columns}
        {...list}
        empty={{ title: `No ${noun}s`, body: siloEmpty }}
        rowActions={(pool) => linkActions({ pool: pool.name, silo, isDefault: pool.isDefault })}
      />
      {isLinking && (
        <PoolSiloLinkForm
          title={`Link ${noun}`}
          targetLabel={capitalNoun}
          description={`A pool not yet linked to ${silo}.`}
          options={unlinked.map((pool) => ({
            value: pool.name,
            label: `${pool.name} (${ipVersionLabel[pool.ipVersion]})`,
          }))}
          link={(pool, isDefault) => link(pool, silo, isDefault)}
          success={(pool) => `${capitalNoun} ${pool} linked to ${silo}`}
          hint={defaultHint}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}
