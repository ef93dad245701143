/**
 * `ip-pools/{pool}`: the pool's properties and utilization, with two tabs: its IP ranges (add,
 * remove) and the silos linked to it (link, make or clear default, unlink). SPEC §2 gives the
 * tabs no routes, so the chosen tab lives in the URL's search (`?tab=silos`) and survives a
 * reload or a shared link. The edit and add-range side modals open over this page.
 */

import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { LinkButton } from '@react-spectrum/s2/LinkButton'
import { Tab, TabList, TabPanel, Tabs } from '@react-spectrum/s2/Tabs'
import { useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useLocation, useSearch } from 'wouter'
import { createdColumn, textColumn } from '@/components/columns'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { useEntity } from '@/hooks/use-entity'
import { usePagination } from '@/hooks/use-pagination'
import { listFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { ipPools } from '@/resources/pools/ip-pools'
import { PoolSiloLinkForm } from '@/resources/pools/PoolSiloLinkForm'
import {
  keepWidth,
  PoolUtilization,
  poolActions,
  useLinkActions,
  usePoolParams,
} from '@/resources/pools/pool-ui'
import { ipVersionLabel } from '@/util/ip-pools'
import { useAppSelector } from '~/store'
import { type IpPool, type Revived, reviveDates } from '~/store/api'
import {
  useSystemIpPoolDeleteMutation,
  useSystemIpPoolRangeListQuery,
  useSystemIpPoolRangeRemoveMutation,
  useSystemIpPoolSiloLinkMutation,
  useSystemIpPoolSiloListQuery,
  useSystemIpPoolViewQuery,
} from '~/store/api/system-ip-pools'
import { useSiloListQuery } from '~/store/api/system-silos'
import { silos, systemIpPools } from '~/store/entities/system'

type Pool = Revived<IpPool>

const TABS = [
  { id: 'ranges', label: 'IP ranges' },
  { id: 'silos', label: 'Linked silos' },
] as const
type TabId = (typeof TABS)[number]['id']

const tabFromSearch = (search: string): TabId =>
  new URLSearchParams(search).get('tab') === 'silos' ? 'silos' : 'ranges'

const poolTypeLabel: Record<IpPool['poolType'], string> = {
  unicast: 'Unicast',
  multicast: 'Multicast',
}

function IpPoolHeader({ pool }: { pool: Pool }) {
  const [, navigate] = useLocation()
  const [deletePool] = useSystemIpPoolDeleteMutation()
  const { data: ranges } = useSystemIpPoolRangeListQuery({ pool: pool.name })
  return (
    <ResourceHeader
      kind="IP pool"
      title={pool.name}
      menu={poolActions(ipPools, pool.name, ranges?.items.length, async () => {
        await deletePool({ pool: pool.name }).unwrap()
        navigate(pb.ipPools())
      })}
      properties={[
        { label: 'ID', value: pool.id, copy: pool.id },
        { label: 'IP version', value: ipVersionLabel[pool.ipVersion] },
        { label: 'Pool type', value: poolTypeLabel[pool.poolType] },
        {
          label: 'Assigned to',
          value: pool.assignment === 'silos' ? 'Silos' : 'Rack services',
        },
        { label: 'Description', value: pool.description || '—' },
        { label: 'IPs remaining', value: <PoolUtilization kind={ipPools} pool={pool.name} /> },
        { label: 'Created', value: <RelativeTime date={pool.timeCreated} /> },
      ]}
    />
  )
}

interface RangeRow {
  id: string
  /** 'first – last', how the row's actions name it. */
  name: string
  first: string
  last: string
  timeCreated: Date
}

const rangeColumns: TableColumn<RangeRow>[] = [
  {
    id: 'first',
    name: 'First',
    isRowHeader: true,
    minWidth: 200,
    sortValue: (row) => row.first,
    cell: (row) => row.first,
  },
  textColumn('last', 'Last', (row) => row.last, { minWidth: 200 }),
  createdColumn(),
]

function RangesTab({ pool }: { pool: Pool }) {
  const pagination = usePagination('ranges')
  const { data, isLoading, error } = useSystemIpPoolRangeListQuery({
    pool: pool.name,
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  const [removeRange] = useSystemIpPoolRangeRemoveMutation()
  const failure = listFailure(error)
  if (failure) throw failure
  const rows: RangeRow[] = (data?.items ?? []).map((item) => {
    const { id, range, timeCreated } = reviveDates(item)
    return { id, name: `${range.first} – ${range.last}`, ...range, timeCreated }
  })
  return (
    <section aria-label="IP ranges">
      <SectionHeader intro="Addresses the pool hands out, both ends included. Ranges of all pools never overlap.">
        <LinkButton
          variant="accent"
          href={pb.ipPoolRangesAdd({ pool: pool.name })}
          UNSAFE_style={keepWidth}
        >
          Add range
        </LinkButton>
      </SectionHeader>
      <ResourceTable
        label="IP ranges"
        columns={rangeColumns}
        items={rows}
        isLoading={isLoading}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        empty={{
          title: 'No IP ranges',
          body: 'Add a range of addresses for the silos linked to this pool to take IPs from.',
        }}
        rowActions={(row) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            title: 'Remove IP range',
            content: `Remove the range ${row.name} from ${pool.name}? Its addresses will no longer be handed out. The server refuses while any of them is in use.`,
            errorTitle: 'Could not remove IP range',
            run: () =>
              removeRange({
                pool: pool.name,
                ipRange: { first: row.first, last: row.last },
              }).unwrap(),
            success: `Range ${row.name} removed from ${pool.name}`,
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

function LinkedSilosTab({ pool }: { pool: Pool }) {
  const pagination = usePagination('silos')
  const { data, isLoading, error } = useSystemIpPoolSiloListQuery({
    pool: pool.name,
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  // the silos name the links (which carry ids) and are what the link form offers
  const { data: siloPage } = useSiloListQuery({})
  const siloNames = useAppSelector(
    (state) => (data?.items ?? []).map((link) => silos.selectors.byId(state, link.siloId)?.name),
    shallowEqual,
  )
  const [link] = useSystemIpPoolSiloLinkMutation()
  const linkActions = useLinkActions(ipPools)
  const [isLinking, setLinking] = useState(false)
  const failure = listFailure(error)
  if (failure) throw failure
  const links = data?.items ?? []
  const rows: LinkedSiloRow[] = links.map((item, index) => ({
    id: item.siloId,
    name: siloNames[index] ?? item.siloId,
    isDefault: item.isDefault,
  }))
  const linkedIds = new Set(links.map((item) => item.siloId))
  const columns: TableColumn<LinkedSiloRow>[] = [
    {
      id: 'silo',
      name: 'Silo',
      isRowHeader: true,
      minWidth: 180,
      defaultWidth: '2fr',
      sortValue: (row) => row.name,
      cell: (row) => <Link href={pb.silo({ silo: row.name })}>{row.name}</Link>,
    },
    {
      id: 'default',
      name: 'Default',
      minWidth: 100,
      sortValue: (row) => (row.isDefault ? 0 : 1),
      cell: (row) => (row.isDefault ? 'Yes' : 'No'),
    },
  ]
  const unlinked = (siloPage?.items ?? []).filter((silo) => !linkedIds.has(silo.id))
  return (
    <section aria-label="Linked silos">
      <SectionHeader intro="Users of these silos can take external IPs from this pool.">
        <Button variant="accent" onPress={() => setLinking(true)} UNSAFE_style={keepWidth}>
          Link silo
        </Button>
      </SectionHeader>
      <ResourceTable
        label="Linked silos"
        columns={columns}
        items={rows}
        isLoading={isLoading}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        empty={{
          title: 'No linked silos',
          body: 'Link a silo so that its users can take IPs from this pool.',
        }}
        rowActions={(row) =>
          linkActions({ pool: pool.name, silo: row.name, isDefault: row.isDefault })
        }
      />
      {isLinking && (
        <PoolSiloLinkForm
          title="Link silo"
          targetLabel="Silo"
          description={`A silo not yet linked to ${pool.name}.`}
          options={unlinked.map((silo) => ({ value: silo.name, label: silo.name }))}
          link={(silo, isDefault) =>
            link({ pool: pool.name, ipPoolLinkSilo: { silo, isDefault } }).unwrap()
          }
          success={(silo) => `Silo ${silo} linked to ${pool.name}`}
          hint={ipPools.words.defaultHint}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}

export default function IpPoolPage() {
  const { pool: name } = usePoolParams()
  const { entity: pool } = useEntity(systemIpPools, useSystemIpPoolViewQuery, { pool: name }, name)
  const [, navigate] = useLocation()
  const tab = tabFromSearch(useSearch())
  if (!pool) return <LoadingText what="IP pool" />
  return (
    <>
      <IpPoolHeader pool={pool} />
      <Tabs
        aria-label="IP pool"
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key === tab) return
          // the pool's own path: choosing a tab under an open side modal closes it
          const path = pb.ipPool({ pool: pool.name })
          navigate(key === 'silos' ? `${path}?tab=silos` : path)
        }}
      >
        <TabList>
          {TABS.map((item) => (
            <Tab key={item.id} id={item.id}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="ranges">{tab === 'ranges' && <RangesTab pool={pool} />}</TabPanel>
        <TabPanel id="silos">{tab === 'silos' && <LinkedSilosTab pool={pool} />}</TabPanel>
      </Tabs>
    </>
  )
}
