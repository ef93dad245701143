/**
 * The Networking tab's routes and way out: for each NIC, its subnet, the routers that route it
 * (its custom router, when it has one, and the VPC's system router, linked) and their routes with
 * the networks each covers; the internet gateways the routes lead to, with their IP pools and
 * addresses; the external IPs the instance is reached at and leaves through; and a Where does
 * traffic go? check naming the route that decides a packet to an address, or that none does
 * (src/util/vpc-routes.ts, docs/architecture.md "Routes that apply").
 */
import { Link } from '@react-spectrum/s2/Link'
import { skipToken } from '@reduxjs/toolkit/query'
import { useState } from 'react'
import { object, string } from 'yup'
import { InlineForm } from '@/components/form/InlineForm'
import { PickerField } from '@/components/form/PickerField'
import { TextField } from '@/components/form/TextField'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { Truncated } from '@/components/Truncated'
import { pb } from '@/paths'
import { primaryVpcId } from '@/util/query-args'
import { ipSchema } from '@/util/validation'
import {
  type ApplyingRoute,
  destinationText,
  gatewaysLedTo,
  type RouteVerdict,
  type RoutingVpc,
  routeFor,
  routesThatApply,
  type SubnetRouters,
} from '@/util/vpc-routes'
import { wholeListArgs } from '~/lib/whole-list'
import type { ExternalIp, InstanceNetworkInterface, RouteTarget, VpcSubnet } from '~/store/api'
import {
  useVpcRoutingQuery,
  useVpcSubnetListQuery,
  useVpcViewQuery,
  type VpcRouting,
} from '~/store/api/vpcs'

type Links = { project: string; vpc: string }

const routerKindLabel = { system: 'system router', custom: 'custom router' } as const

/** Where a route sends what it holds, in words. */
function targetWords(target: RouteTarget) {
  switch (target.type) {
    case 'ip':
      return `the address ${target.value}`
    case 'vpc':
      return `VPC ${target.value}`
    case 'subnet':
      return `subnet ${target.value}`
    case 'instance':
      return `instance ${target.value}`
    case 'internet_gateway':
      return `internet gateway ${target.value}`
    case 'drop':
      return 'nowhere: dropped'
  }
}

/**
 * The whole of a target's words: 'internet gateway ' and a name of up to 63 characters (the
 * contract's Name) fit; a narrower column cuts them, the whole on hover and focus (SPEC §9).
 */
const TARGET_MAX_LENGTH = 90

function TargetCell({ target, links }: { target: RouteTarget; links: Links }) {
  return (
    <Truncated
      text={targetWords(target)}
      maxLength={TARGET_MAX_LENGTH}
      href={
        target.type === 'internet_gateway'
          ? pb.vpcInternetGateway({ ...links, gateway: target.value })
          : undefined
      }
    />
  )
}

function routeColumns(links: Links): TableColumn<ApplyingRoute & { id: string }>[] {
  return [
    {
      id: 'name',
      name: 'Route',
      isRowHeader: true,
      minWidth: 170,
      cell: ({ route }) => route.name,
    },
    {
      id: 'router',
      name: 'Router',
      minWidth: 150,
      cell: ({ router }) => (
        <Link href={pb.vpcRouter({ ...links, router: router.name })}>{router.name}</Link>
      ),
    },
    {
      id: 'destination',
      name: 'Destination',
      minWidth: 170,
      cell: ({ route }) => destinationText(route.destination),
    },
    {
      id: 'covers',
      name: 'Covers',
      minWidth: 240,
      defaultWidth: '2fr',
      cell: ({ networks }) =>
        networks.length > 0 ? networks.join(', ') : 'Addresses not known here',
    },
    {
      id: 'target',
      name: 'Goes to',
      minWidth: 240,
      cell: ({ route }) => <TargetCell target={route.target} links={links} />,
    },
  ]
}

type GatewayRow = VpcRouting['gateways'][number] & { id: string }

function gatewayColumns(links: Links): TableColumn<GatewayRow>[] {
  return [
    {
      id: 'name',
      name: 'Internet gateway',
      isRowHeader: true,
      minWidth: 170,
      cell: ({ gateway }) => (
        <Link href={pb.vpcInternetGateway({ ...links, gateway: gateway.name })}>
          {gateway.name}
        </Link>
      ),
    },
    {
      id: 'pools',
      name: 'IP pools',
      minWidth: 170,
      cell: ({ pools }) => pools.map((pool) => pool.name).join(', ') || 'None',
    },
    {
      id: 'addresses',
      name: 'IP addresses',
      minWidth: 200,
      defaultWidth: '2fr',
      cell: ({ addresses }) => addresses.map((address) => address.address).join(', ') || 'None',
    },
  ]
}

/**
 * The routers of a NIC's subnet, from the VPC's: its system router and its custom router. The
 * system router is the one the VPC names (`system_router_id`), or else the VPC's router of kind
 * `system`: a server whose VPC names a router it does not list (one other implementation of the
 * API does) still has one, and its routes still apply.
 */
function subnetRouters(
  routing: VpcRouting,
  systemRouterId: string,
  subnet: VpcSubnet,
): SubnetRouters | undefined {
  const system =
    routing.routers.find(({ router }) => router.id === systemRouterId) ??
    routing.routers.find(({ router }) => router.kind === 'system')
  const custom = routing.routers.find(({ router }) => router.id === subnet.customRouterId)
  return system && { system, custom }
}

/** A NIC with its subnet and the routes that apply to its traffic. */
interface NicRouting {
  nic: InstanceNetworkInterface
  subnet: VpcSubnet
  routers: SubnetRouters
  applying: ApplyingRoute[]
}

/** The external IPs as the contract describes them: SNAT addresses are "used only for outbound". */
function wayOutWords(ips: readonly ExternalIp[]) {
  const reachedAt = ips.filter((ip) => ip.kind !== 'snat').map((ip) => `${ip.ip} (${ip.kind})`)
  const snat = ips.flatMap((ip) =>
    ip.kind === 'snat' ? [`${ip.ip} (SNAT, ports ${ip.firstPort}–${ip.lastPort})`] : [],
  )
  return {
    reachedBy:
      reachedAt.length > 0
        ? `Reached from outside its VPC at ${reachedAt.join(', ')}.`
        : 'Not reachable from outside its VPC: it has no ephemeral or floating IP.',
    leavesThrough:
      [...reachedAt, ...snat].length > 0
        ? `Leaves through ${[...reachedAt, ...snat].join(', ')}.`
        : 'Has no external IP to leave through.',
  }
}

interface WhereValues {
  nic: string
  address: string
}

const whereSchema = object({
  nic: string().required(),
  address: ipSchema('Destination address'),
})

function verdictWords(verdict: RouteVerdict | undefined, address: string) {
  if (!verdict) return `No route: dropped. No route of this interface’s routers holds ${address}.`
  const { decider, network } = verdict
  const by = `route ${decider.route.name} of ${decider.router.name} (${network})`
  return decider.route.target.type === 'drop'
    ? `Dropped by ${by}.`
    : `To ${targetWords(decider.route.target)}, by ${by}.`
}

export function InstanceRoutes({
  project,
  nics,
  externalIps,
}: {
  project: string
  nics: InstanceNetworkInterface[] | undefined
  externalIps: ExternalIp[] | undefined
}) {
  const vpcId = nics && primaryVpcId(nics)
  const vpcView = useVpcViewQuery(vpcId ? { vpc: vpcId } : skipToken)
  const vpc = vpcView.data
  const subnets = useVpcSubnetListQuery(vpc ? wholeListArgs({ project, vpc: vpc.name }) : skipToken)
  const routing = useVpcRoutingQuery(vpc ? { project, vpc: vpc.name } : skipToken)
  const [verdict, setVerdict] = useState<string>()

  const failedQuery = [vpcView, subnets, routing].find((query) => query.error)
  const links = { project, vpc: vpc?.name ?? '' }
  const routingVpc: RoutingVpc | undefined =
    vpc && subnets.data
      ? { name: vpc.name, ipv6Prefix: vpc.ipv6Prefix, subnets: subnets.data.items }
      : undefined
  const nicRouting: NicRouting[] | undefined =
    vpc && routingVpc && routing.data && nics
      ? nics.flatMap((nic) => {
          const subnet = subnets.data?.items.find((candidate) => candidate.id === nic.subnetId)
          const routers =
            subnet && routing.data && subnetRouters(routing.data, vpc.systemRouterId, subnet)
          return subnet && routers
            ? [{ nic, subnet, routers, applying: routesThatApply(routers, routingVpc) }]
            : []
        })
      : undefined
  const gatewayNames = new Set(nicRouting?.flatMap(({ applying }) => gatewaysLedTo(applying)))
  const gateways = (routing.data?.gateways ?? [])
    .filter(({ gateway }) => gatewayNames.has(gateway.name))
    .map((row) => ({ ...row, id: row.gateway.id }))
  const wayOut = externalIps && wayOutWords(externalIps)

  return (
    <section aria-labelledby="instance-routes">
      <h2 className="section-title" id="instance-routes">
        Routes and the way out
      </h2>
      <p>
        Traffic leaving a network interface is routed by its subnet’s routers: the VPC’s system
        router and, when the subnet has one, a custom router, which wins an equal prefix. The most
        specific route holding the destination decides; traffic no route holds is dropped.
      </p>
      {failedQuery ? (
        <LoadFailedAlert
          title="Could not load the routes"
          error={failedQuery.error}
          level={3}
          onRetry={failedQuery.refetch}
        />
      ) : !nicRouting ? (
        <ResourceTable
          label="Routes"
          columns={routeColumns(links)}
          items={[]}
          isLoading={nics?.length !== 0}
          empty={{
            title: 'No routes',
            body: 'This instance has no network interface, so no route applies to it.',
          }}
        />
      ) : (
        nicRouting.map(({ nic, subnet, routers, applying }) => (
          <div key={nic.id}>
            <h3 className="section-title">
              {nic.name}: subnet <Link href={pb.vpcSubnets(links)}>{subnet.name}</Link>
              {[routers.custom, routers.system].map(
                (owner) =>
                  owner && (
                    <span key={owner.router.id}>
                      {' → '}
                      {routerKindLabel[owner.router.kind]}{' '}
                      <Link href={pb.vpcRouter({ ...links, router: owner.router.name })}>
                        {owner.router.name}
                      </Link>
                    </span>
                  ),
              )}
            </h3>
            <ResourceTable
              label={`Routes of ${nic.name}`}
              columns={routeColumns(links)}
              items={applying.map((entry) => ({ ...entry, id: entry.route.id }))}
              empty={{
                title: 'No routes',
                body: 'Its routers have no routes: every packet is dropped.',
              }}
            />
          </div>
        ))
      )}

      {!failedQuery && (
        <>
          <h3 className="section-title">Internet gateways its routes lead to</h3>
          <ResourceTable
            label="Internet gateways its routes lead to"
            columns={gatewayColumns(links)}
            items={gateways}
            isLoading={!nicRouting && nics?.length !== 0}
            empty={{
              title: 'No internet gateway',
              body: 'No route of its interfaces leads to an internet gateway.',
            }}
          />
        </>
      )}

      <h3 className="section-title">External IPs</h3>
      {wayOut && (
        <>
          <p>{wayOut.reachedBy}</p>
          <p>{wayOut.leavesThrough}</p>
        </>
      )}

      {nicRouting && nicRouting.length > 0 && (
        <>
          <h3 className="section-title">Where does traffic go?</h3>
          <InlineForm<WhereValues>
            title="Where does traffic go?"
            submitLabel="Check route"
            initialValues={{ nic: nicRouting[0].nic.name, address: '' }}
            validationSchema={whereSchema}
            onSubmit={async (values) => {
              const address = values.address.trim()
              const from = nicRouting.find(({ nic }) => nic.name === values.nic) ?? nicRouting[0]
              setVerdict(verdictWords(routeFor(address, from.applying), address))
            }}
            footnote={
              <p className="reach-verdict" role="status">
                {verdict}
              </p>
            }
          >
            {nicRouting.length > 1 && (
              <PickerField
                name="nic"
                label="Network interface"
                isRequired
                options={nicRouting.map(({ nic }) => ({ value: nic.name, label: nic.name }))}
              />
            )}
            <TextField
              name="address"
              label="Destination address"
              isRequired
              description="An IPv4 or IPv6 address the instance sends to"
            />
          </InlineForm>
        </>
      )}
    </section>
  )
}
