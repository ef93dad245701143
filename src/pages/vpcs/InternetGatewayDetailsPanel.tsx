/**
 * `vpcs/{vpc}/internet-gateways/{gateway}`, a side panel over the Internet gateways tab: the
 * gateway's properties; its attached IP pools and IP addresses, which can be detached (after a
 * confirmation) and attached (side-modal forms opened by state); and the routes that target it,
 * found as SPEC §7 says: every router of the VPC, then each router's routes (gateway-routes.ts).
 * A list that could not be read says so with the server's words, in place of its table, and the
 * rest of the panel stays.
 */
import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { lookupPhase } from '@/components/Lookup'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { detachAction } from '@/components/row-actions'
import { SidePanel } from '@/components/SidePanel'
import { QueryTableSection, TableSection } from '@/components/TableSection'
import { InternetGatewayIpAddressAttachForm } from '@/forms/internet-gateway-ip-address-attach'
import { InternetGatewayIpPoolAttachForm } from '@/forms/internet-gateway-ip-pool-attach'
import { useEntity } from '@/hooks/use-entity'
import { useCan } from '@/hooks/use-permissions'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useVpc } from '@/resources/use-vpc'
import { destinationText } from '@/util/vpc-routes'
import { wholeListArgs } from '~/lib/whole-list'
import { useAppDispatch, useAppSelector } from '~/store'
import {
  api,
  FRESH_READ,
  type InternetGatewayIpAddress,
  type InternetGatewayIpPool,
} from '~/store/api'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import {
  useInternetGatewayIpAddressDeleteMutation,
  useInternetGatewayIpAddressListQuery,
  useInternetGatewayIpPoolDeleteMutation,
  useInternetGatewayIpPoolListQuery,
  useInternetGatewayViewQuery,
  useVpcRouterListQuery,
} from '~/store/api/vpcs'
import { internetGateways } from '~/store/entities/networking'
import { type GatewayRoute, type RouterRoutes, routesTargetingGateway } from './gateway-routes'

/** A scope no stored gateway has. */
const UNKNOWN_VPC = 'vpc-not-loaded'

interface Scope {
  project: string
  vpc: string
  gateway: string
}

/**
 * Each router's routes, one query per router, kept subscribed while the panel is open; `retry`
 * asks again for those that failed.
 */
function useRoutesOfRouters(project: string, vpc: string, routers: { id: string; name: string }[]) {
  const dispatch = useAppDispatch()
  const routerNames = routers.map((router) => router.name).join('\n')
  // whole lists: a route to the gateway may be anywhere in them
  const argsOf = (router: string) => wholeListArgs({ project, vpc, router })
  useEffect(() => {
    const subscriptions = routerNames
      .split('\n')
      .filter(Boolean)
      .map((router) =>
        dispatch(
          api.endpoints.vpcRouterRouteList.initiate(wholeListArgs({ project, vpc, router })),
        ),
      )
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [dispatch, project, vpc, routerNames])
  const routesByRouter = useAppSelector(
    (state): RouterRoutes[] =>
      routers.map((router) => {
        const result = api.endpoints.vpcRouterRouteList.select(argsOf(router.name))(state)
        // a failure that is being asked again is loading, not failed
        const error = result.isLoading ? undefined : result.error
        return { router, routes: result.data?.items, error }
      }),
    (a, b) =>
      a.length === b.length &&
      a.every(
        (entry, i) =>
          entry.router === b[i].router &&
          entry.routes === b[i].routes &&
          entry.error === b[i].error,
      ),
  )
  const retry = () => {
    for (const { router, error } of routesByRouter) {
      if (error === undefined) continue
      dispatch(api.endpoints.vpcRouterRouteList.initiate(argsOf(router.name), FRESH_READ))
    }
  }
  return { routesByRouter, retry }
}

function RoutesSection({ project, vpc, gateway }: Scope) {
  const routerQuery = useVpcRouterListQuery(wholeListArgs({ project, vpc }))
  const { data: routers, isLoading: routersLoading } = routerQuery
  const routerList = useMemo(
    () => (routers?.items ?? []).map(({ id, name }) => ({ id, name })),
    [routers],
  )
  const { routesByRouter, retry } = useRoutesOfRouters(project, vpc, routerList)
  const { routes, isLoading, error } = routesTargetingGateway(gateway, routesByRouter)
  const routersFailed = lookupPhase(routerQuery) === 'failed'
  const columns: TableColumn<GatewayRoute>[] = [
    { id: 'name', name: 'Route', isRowHeader: true, minWidth: 170, cell: (route) => route.name },
    {
      id: 'router',
      name: 'Router',
      minWidth: 110,
      cell: (route) => (
        <Link href={pb.vpcRouter({ project, vpc, router: route.routerName })}>
          {route.routerName}
        </Link>
      ),
    },
    {
      id: 'destination',
      name: 'Destination',
      minWidth: 170,
      cell: (route) => destinationText(route.destination),
    },
  ]
  return (
    <TableSection
      title="Routes targeting this gateway"
      level={3}
      failure={routersFailed ? routerQuery : error ? { error, refetch: retry } : undefined}
      failedTitle="Could not load routes"
    >
      <ResourceTable
        label="Routes targeting this gateway"
        columns={columns}
        items={routes}
        isLoading={routersLoading || isLoading}
        empty={{
          title: 'No routes',
          body: 'No route of this VPC’s routers sends traffic to this gateway.',
        }}
      />
    </TableSection>
  )
}

type PanelModal = 'attachPool' | 'attachAddress' | null

export default function InternetGatewayDetailsPanel() {
  const { project, vpc, gateway: name } = useRouteParams('project', 'vpc', 'gateway')
  const [, navigate] = useLocation()
  const { entity: vpcEntity } = useVpc(project, vpc)
  const { entity: gateway } = useEntity(
    internetGateways,
    useInternetGatewayViewQuery,
    { project, vpc, gateway: name },
    name,
    // every VPC has a gateway `default`: until the VPC is known, match no stored gateway by name
    vpcEntity?.id ?? UNKNOWN_VPC,
  )
  const scope = { project, vpc, gateway: name }
  const poolQuery = useInternetGatewayIpPoolListQuery(wholeListArgs(scope))
  const { data: attachedPools } = poolQuery
  const addressQuery = useInternetGatewayIpAddressListQuery(wholeListArgs(scope))
  const { data: attachedAddresses } = addressQuery
  const { data: siloPools } = useIpPoolListQuery(wholeListArgs({}))
  const [detachPool] = useInternetGatewayIpPoolDeleteMutation()
  const [detachAddress] = useInternetGatewayIpAddressDeleteMutation()
  const [modal, setModal] = useState<PanelModal>(null)
  const closeModal = () => setModal(null)
  const close = () => navigate(pb.vpcInternetGateways({ project, vpc }))
  const can = useCan()
  const poolRefused = can('gateway.ipPool.attach')
  const addressRefused = can('gateway.ipAddress.attach')

  if (!gateway) return null
  const poolName = (id: string) => siloPools?.items.find((pool) => pool.id === id)?.name ?? '—'
  const pools = attachedPools?.items ?? []
  const addresses = attachedAddresses?.items ?? []

  // the panel is narrow: columns keep room for what they hold and the table scrolls sideways
  const poolColumns: TableColumn<InternetGatewayIpPool>[] = [
    { id: 'name', name: 'Name', isRowHeader: true, minWidth: 140, cell: (pool) => pool.name },
    { id: 'pool', name: 'IP pool', minWidth: 120, cell: (pool) => poolName(pool.ipPoolId) },
    { id: 'description', name: 'Description', cell: (pool) => pool.description },
  ]
  const addressColumns: TableColumn<InternetGatewayIpAddress>[] = [
    { id: 'name', name: 'Name', isRowHeader: true, minWidth: 140, cell: (address) => address.name },
    { id: 'address', name: 'IP address', minWidth: 150, cell: (address) => address.address },
    { id: 'description', name: 'Description', cell: (address) => address.description },
  ]

  return (
    <SidePanel title={`Internet gateway ${gateway.name}`} onClose={close}>
      <Properties>
        <Property label="Name">{gateway.name}</Property>
        <Property label="Description">{gateway.description || '—'}</Property>
        <Property label="ID" copy={gateway.id}>
          {gateway.id}
        </Property>
        <Property label="Created">
          <RelativeTime date={gateway.timeCreated} />
        </Property>
      </Properties>

      <QueryTableSection
        title="Attached IP pools"
        level={3}
        failedTitle="Could not load attached IP pools"
        query={poolQuery}
        items={pools}
        columns={poolColumns}
        empty={{
          title: 'No IP pools',
          body: 'Attach an IP pool for the gateway’s traffic to leave from its addresses.',
        }}
        note={poolRefused && <p>{poolRefused}.</p>}
        rowActions={(pool) => [
          detachAction({
            kind: 'IP pool',
            name: pool.name,
            holder: gateway.name,
            // by id, which stands alone: the server refuses an id with its gateway named too
            run: () => detachPool({ pool: pool.id }).unwrap(),
            requires: 'gateway.ipPool.detach',
            success: `IP pool ${pool.name} detached from ${gateway.name}`,
          }),
        ]}
      >
        <Button
          variant="secondary"
          // the form needs the silo's pools to offer them
          isDisabled={!siloPools || Boolean(poolRefused)}
          onPress={() => setModal('attachPool')}
        >
          Attach IP pool
        </Button>
      </QueryTableSection>

      <QueryTableSection
        title="Attached IP addresses"
        level={3}
        failedTitle="Could not load attached IP addresses"
        query={addressQuery}
        items={addresses}
        columns={addressColumns}
        empty={{
          title: 'No IP addresses',
          body: 'Attach an IP address for the gateway’s traffic to leave from it.',
        }}
        note={addressRefused && <p>{addressRefused}.</p>}
        rowActions={(address) => [
          detachAction({
            kind: 'IP address',
            name: address.name,
            subject: `${address.name} (${address.address})`,
            holder: gateway.name,
            run: () => detachAddress({ address: address.id }).unwrap(),
            requires: 'gateway.ipAddress.detach',
            success: `IP address ${address.name} detached from ${gateway.name}`,
          }),
        ]}
      >
        <Button
          variant="secondary"
          isDisabled={Boolean(addressRefused)}
          onPress={() => setModal('attachAddress')}
        >
          Attach IP address
        </Button>
      </QueryTableSection>

      <RoutesSection {...scope} />

      {modal === 'attachPool' && siloPools && (
        <InternetGatewayIpPoolAttachForm
          {...scope}
          pools={siloPools.items}
          attachedPoolIds={new Set(pools.map((pool) => pool.ipPoolId))}
          onDismiss={closeModal}
        />
      )}
      {modal === 'attachAddress' && (
        <InternetGatewayIpAddressAttachForm {...scope} onDismiss={closeModal} />
      )}
    </SidePanel>
  )
}
