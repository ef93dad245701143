/**
 * `subnet-pools/{pool}`: the pool's properties and utilization, with two tabs: its member subnets
 * (add, remove) and the silos linked to it (link, make or clear default, unlink). Like an IP
 * pool's page, the chosen tab lives in the URL's search (`?tab=silos`) and survives a reload or a
 * shared link. The edit and add-member side modals open over this page.
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
import { PoolSiloLinkForm } from '@/resources/pools/PoolSiloLinkForm'
import {
  keepWidth,
  PoolUtilization,
  poolActions,
  useLinkActions,
  usePoolParams,
} from '@/resources/pools/pool-ui'
import { subnetPools } from '@/resources/pools/subnet-pools'
import { ipVersionLabel } from '@/util/ip-pools'
import { useAppSelector } from '~/store'
import { type Revived, reviveDates, type SubnetPool } from '~/store/api'
import { useSiloListQuery } from '~/store/api/system-silos'
import {
  useSystemSubnetPoolDeleteMutation,
  useSystemSubnetPoolMemberListQuery,
  useSystemSubnetPoolMemberRemoveMutation,
  useSystemSubnetPoolSiloLinkMutation,
  useSystemSubnetPoolSiloListQuery,
  useSystemSubnetPoolViewQuery,
} from '~/store/api/system-subnet-pools'
import { silos, systemSubnetPools } from '~/store/entities/system'

type Pool = Revived<SubnetPool>

const TABS = [
  { id: 'members', label: 'Members' },
  { id: 'silos', label: 'Linked silos' },
] as const
type TabId = (typeof TABS)[number]['id']

const tabFromSearch = (search: string): TabId =>
  new URLSearchParams(search).get('tab') === 'silos' ? 'silos' : 'members'

function SubnetPoolHeader({ pool }: { pool: Pool }) {
  const [, navigate] = useLocation()
  const [deletePool] = useSystemSubnetPoolDeleteMutation()
  const { data: members } = useSystemSubnetPoolMemberListQuery({ pool: pool.name })
  return (
    <ResourceHeader
      kind="subnet pool"
      title={pool.name}
      menu={poolActions(subnetPools, pool.name, members?.items.length, async () => {
        await deletePool({ pool: pool.name }).unwrap()
        navigate(pb.subnetPools())
      })}
      properties={[
        { label: 'ID', value: pool.id, copy: pool.id },
        { label: 'IP version', value: ipVersionLabel[pool.ipVersion] },
        { label: 'Description', value: pool.description || '—' },
        {
          label: 'Addresses remaining',
          value: <PoolUtilization kind={subnetPools} pool={pool.name} />,
        },
        { label: 'Created', value: <RelativeTime date={pool.timeCreated} /> },
      ]}
    />
  )
}

interface MemberRow {
  id: string
  /** The subnet, how the row's actions name it. */
  name: string
  minPrefixLength: number
  maxPrefixLength: number
  timeCreated: Date
}

const memberColumns: TableColumn<MemberRow>[] = [
  {
    id: 'subnet',
    name: 'Subnet',
    isRowHeader: true,
    minWidth: 200,
    sortValue: (row) => row.name,
    cell: (row) => row.name,
  },
  textColumn('min-prefix-length', 'Min prefix length', (row) => `/${row.minPrefixLength}`, {
    minWidth: 150,
  }),
  textColumn('max-prefix-length', 'Max prefix length', (row) => `/${row.maxPrefixLength}`, {
    minWidth: 150,
  }),
  createdColumn(),
]

function MembersTab({ pool }: { pool: Pool }) {
  const pagination = usePagination('members')
  const { data, isLoading, error } = useSystemSubnetPoolMemberListQuery({
    pool: pool.name,
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  const [removeMember] = useSystemSubnetPoolMemberRemoveMutation()
  const failure = listFailure(error)
  if (failure) throw failure
  const rows: MemberRow[] = (data?.items ?? []).map((item) => {
    const { id, subnet, minPrefixLength, maxPrefixLength, timeCreated } = reviveDates(item)
    return { id, name: subnet, minPrefixLength, maxPrefixLength, timeCreated }
  })
  return (
    <section aria-label="Members">
      <SectionHeader intro="Subnets the pool allocates external subnets from, each between its minimum and maximum prefix length. Members of all pools never overlap.">
        <LinkButton
          variant="accent"
          href={pb.subnetPoolMembersAdd({ pool: pool.name })}
          UNSAFE_style={keepWidth}
        >
          Add member
        </LinkButton>
      </SectionHeader>
      <ResourceTable
        label="Members"
        columns={memberColumns}
        items={rows}
        isLoading={isLoading}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        empty={{
          title: 'No members',
          body: 'Add a subnet for the silos linked to this pool to take external subnets from.',
        }}
        rowActions={(row) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            title: 'Remove member',
            content: `Remove the subnet ${row.name} from ${pool.name}? External subnets will no longer be allocated from it.`,
            errorTitle: 'Could not remove member',
            run: () =>
              removeMember({
                pool: pool.name,
                subnetPoolMemberRemove: { subnet: row.name },
              }).unwrap(),
            success: `Subnet ${row.name} removed from ${pool.name}`,
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
  const { data, isLoading, error } = useSystemSubnetPoolSiloListQuery({
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
  const [link] = useSystemSubnetPoolSiloLinkMutation()
  const linkActions = useLinkActions(subnetPools)
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
      cell: (row) => <Link href={pb.siloSubnetPools({ silo: row.name })}>{row.name}</Link>,
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
      <SectionHeader intro="Users of these silos can take external subnets from this pool.">
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
          body: 'Link a silo so that its users can take external subnets from this pool.',
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
            link({ pool: pool.name, subnetPoolLinkSilo: { silo, isDefault } }).unwrap()
          }
          success={(silo) => `Silo ${silo} linked to ${pool.name}`}
          hint={subnetPools.words.defaultHint}
          onDismiss={() => setLinking(false)}
        />
      )}
    </section>
  )
}

export default function SubnetPoolPage() {
  const { pool: name } = usePoolParams()
  const { entity: pool } = useEntity(
    systemSubnetPools,
    useSystemSubnetPoolViewQuery,
    { pool: name },
    name,
  )
  const [, navigate] = useLocation()
  const tab = tabFromSearch(useSearch())
  if (!pool) return <LoadingText what="subnet pool" />
  return (
    <>
      <SubnetPoolHeader pool={pool} />
      <Tabs
        aria-label="Subnet pool"
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key === tab) return
          // the pool's own path: choosing a tab under an open side modal closes it
          const path = pb.subnetPool({ pool: pool.name })
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
        <TabPanel id="members">{tab === 'members' && <MembersTab pool={pool} />}</TabPanel>
        <TabPanel id="silos">{tab === 'silos' && <LinkedSilosTab pool={pool} />}</TabPanel>
      </Tabs>
    </>
  )
}
