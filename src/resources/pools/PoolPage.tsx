/**
 * A pool's page, of either kind (`ip-pools/{pool}`, `subnet-pools/{pool}`): its properties and
 * utilization, with two tabs: its blocks (an IP pool's ranges, a subnet pool's members: add,
 * remove), which the kind's page supplies on PoolBlocksTab, and the silos linked to it (link,
 * make or clear default, unlink). SPEC §2 gives the tabs no routes, so the chosen tab lives in
 * the URL's search (`?tab=silos`) and survives a reload or a shared link. The edit and add side
 * modals open over this page.
 */

import { Link } from '@react-spectrum/s2/Link'
import { Tab, TabList, TabPanel, Tabs } from '@react-spectrum/s2/Tabs'
import { type ComponentType, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useLocation, useSearch } from 'wouter'
import { LoadingText } from '@/components/LoadingText'
import { CreateLink } from '@/components/PageHeader'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader, type ResourceProperty } from '@/components/ResourceHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { type ConfirmedActionOptions, confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { type ResourceList, useResourceList } from '@/hooks/use-resource-list'
import { ipVersionLabel } from '@/util/ip-pools'
import { useAppSelector } from '~/store'
import type { Revived } from '~/store/api'
import { useSiloListQuery } from '~/store/api/system-silos'
import { silos } from '~/store/entities/system'
import { PoolSiloLinkForm } from './PoolSiloLinkForm'
import type { PoolFields, PoolKind } from './pool-kind'
import {
  defaultColumn,
  PoolUtilization,
  poolActions,
  useLinkActions,
  useRoutePool,
} from './pool-ui'

function PoolHeader<Pool extends PoolFields>({
  kind,
  pool,
  properties,
}: {
  kind: PoolKind<Pool>
  pool: Revived<Pool>
  properties: ResourceProperty[]
}) {
  const [, navigate] = useLocation()
  const deletePool = kind.useDelete()
  const { data: blocks } = kind.useBlocks(pool.name)
  return (
    <ResourceHeader
      kind={kind.words.noun}
      title={pool.name}
      menu={poolActions(kind, pool.name, blocks?.items.length, async () => {
        await deletePool(pool.name)
        navigate(kind.paths.list())
      })}
      properties={[
        { label: 'ID', value: pool.id, copy: pool.id },
        { label: 'IP version', value: ipVersionLabel[pool.ipVersion] },
        ...properties,
        { label: 'Description', value: pool.description || '—' },
        {
          label: kind.words.remaining,
          value: <PoolUtilization kind={kind} pool={pool.name} />,
        },
        { label: 'Created', value: <RelativeTime date={pool.timeCreated} /> },
      ]}
    />
  )
}

/**
 * The pool's blocks, the first tab: what they are, Add (a side modal over the page), and the
 * table of them, each with Remove through the confirm dialog.
 */
export function PoolBlocksTab<Row extends { id: string; name: string }>({
  kind,
  pool,
  intro,
  addLabel,
  list,
  columns,
  empty,
  remove,
}: {
  kind: PoolKind
  pool: string
  intro: string
  /** 'Add range', 'Add member'. */
  addLabel: string
  list: ResourceList<Row>
  columns: TableColumn<Row>[]
  empty: { title: string; body: string }
  /** The Remove action's words and request for a row. */
  remove: (row: Row) => Omit<ConfirmedActionOptions, 'id' | 'label'>
}) {
  return (
    <section aria-label={kind.blocks.label}>
      <SectionHeader intro={intro}>
        <CreateLink
          label={addLabel}
          href={kind.paths.addBlock({ pool })}
          requires={kind.permissions.update}
        />
      </SectionHeader>
      <ResourceTable
        label={kind.blocks.label}
        columns={columns}
        {...list}
        empty={empty}
        rowActions={(row) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            requires: kind.permissions.update,
            ...remove(row),
          }),
        ]}
      />
    </section>
  )
}

interface LinkedSiloRow {
  /** The silo's id. */
  id: string
  name: string
  isDefault: boolean
}

function LinkedSilosTab({ kind, pool }: { kind: PoolKind; pool: string }) {
  const list = useResourceList(kind.useSiloLinkListQuery, { pool }, { list: 'silos' })
  // the silos name the links (which carry ids) and are what the link form offers
  const { data: siloPage } = useSiloListQuery({})
  const siloNames = useAppSelector(
    (state) => list.items.map((link) => silos.selectors.byId(state, link.siloId)?.name),
    shallowEqual,
  )
  const link = kind.useLink()
  const linkActions = useLinkActions(kind)
  const [isLinking, setLinking] = useState(false)
  const rows: LinkedSiloRow[] = list.items.map((item, index) => ({
    id: item.siloId,
    name: siloNames[index] ?? item.siloId,
    isDefault: item.isDefault,
  }))
  const linkedIds = new Set(list.items.map((item) => item.siloId))
  const columns: TableColumn<LinkedSiloRow>[] = [
    {
      id: 'silo',
      name: 'Silo',
      isRowHeader: true,
      minWidth: 180,
      defaultWidth: '2fr',
      sortValue: (row) => row.name,
      cell: (row) => <Link href={kind.paths.linkedSilo({ silo: row.name })}>{row.name}</Link>,
    },
    defaultColumn(),
  ]
  const unlinked = (siloPage?.items ?? []).filter((silo) => !linkedIds.has(silo.id))
  return (
    <section aria-label="Linked silos">
      <SectionHeader
        intro={`Users of these silos can take ${kind.words.handsOutExternal} from this pool.`}
      >
        <CreateLink
          label="Link silo"
          onPress={() => setLinking(true)}
          requires="system.pool.link"
        />
      </SectionHeader>
      <ResourceTable
        label="Linked silos"
        columns={columns}
        {...list}
        items={rows}
        empty={{
          title: 'No linked silos',
          body: `Link a silo so that its users can take ${kind.words.handsOut} from this pool.`,
        }}
        rowActions={(row) => linkActions({ pool, silo: row.name, isDefault: row.isDefault })}
      />
      {isLinking && (
        <PoolSiloLinkForm
          title="Link silo"
          targetLabel="Silo"
          description={`A silo not yet linked to ${pool}.`}
          options={unlinked.map((silo) => ({ value: silo.name, label: silo.name }))}
          link={(silo, isDefault) => link(pool, silo, isDefault)}
          success={(silo) => `Silo ${silo} linked to ${pool}`}
          hint={kind.words.defaultHint}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}

export function PoolPage<Pool extends PoolFields>({
  kind,
  properties,
  BlocksTab,
}: {
  kind: PoolKind<Pool>
  /** The kind's own properties, after the IP version. */
  properties?: (pool: Revived<Pool>) => ResourceProperty[]
  /** The first tab: the pool's blocks, on PoolBlocksTab. */
  BlocksTab: ComponentType<{ pool: string }>
}) {
  const pool = useRoutePool(kind)
  const [, navigate] = useLocation()
  const blocksTab = kind.blocks.id
  const tab = new URLSearchParams(useSearch()).get('tab') === 'silos' ? 'silos' : blocksTab
  if (!pool) return <LoadingText what={kind.words.noun} />
  return (
    <>
      <PoolHeader kind={kind} pool={pool} properties={properties?.(pool) ?? []} />
      <Tabs
        aria-label={kind.words.capitalNoun}
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key === tab) return
          // the pool's own path: choosing a tab under an open side modal closes it
          const path = kind.paths.pool({ pool: pool.name })
          navigate(key === 'silos' ? `${path}?tab=silos` : path)
        }}
      >
        <TabList>
          <Tab id={blocksTab}>{kind.blocks.label}</Tab>
          <Tab id="silos">Linked silos</Tab>
        </TabList>
        <TabPanel id={blocksTab}>{tab === blocksTab && <BlocksTab pool={pool.name} />}</TabPanel>
        <TabPanel id="silos">
          {tab === 'silos' && <LinkedSilosTab kind={kind} pool={pool.name} />}
        </TabPanel>
      </Tabs>
    </>
  )
}
