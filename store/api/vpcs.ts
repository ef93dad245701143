/** The vpcs area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { readWholeList } from '~/lib/whole-list'
import type {
  InternetGateway,
  InternetGatewayIpAddress,
  InternetGatewayIpPool,
  RouterRoute,
  VpcRouter,
} from './__generated__/types'
import { generatedApi } from './__generated__/vpcs'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import { LIST, listTags } from './tags'
import type { QueryParams } from './transport'

export * from './__generated__/vpcs'

generatedApi.enhanceEndpoints({
  endpoints: {
    vpcList: { providesTags: (result) => listTags('Vpc', result) },
    vpcView: { providesTags: (result) => (result ? [{ type: 'Vpc', id: result.id }] : []) },
    vpcCreate: { invalidatesTags: [{ type: 'Vpc', id: LIST }] },
    vpcUpdate: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Vpc', id: LIST },
              { type: 'Vpc', id: result.id },
            ]
          : [],
    },
    vpcDelete: { invalidatesTags: [{ type: 'Vpc', id: LIST }] },

    // networking. The firewall rules are one list, replaced as a whole. A subnet
    // brings its route in the system router, so subnet changes refetch routes too; a deleted
    // router is no subnet's custom router any more.
    vpcFirewallRulesView: { providesTags: ['VpcFirewallRules'] },
    vpcFirewallRulesUpdate: { invalidatesTags: ['VpcFirewallRules'] },
    vpcSubnetList: { providesTags: (result) => listTags('VpcSubnet', result) },
    vpcSubnetView: {
      providesTags: (result) => (result ? [{ type: 'VpcSubnet', id: result.id }] : []),
    },
    vpcSubnetCreate: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcSubnetUpdate: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcSubnetDelete: {
      invalidatesTags: [
        { type: 'VpcSubnet', id: LIST },
        { type: 'RouterRoute', id: LIST },
      ],
    },
    vpcRouterList: { providesTags: (result) => listTags('VpcRouter', result) },
    vpcRouterView: {
      providesTags: (result) => (result ? [{ type: 'VpcRouter', id: result.id }] : []),
    },
    vpcRouterCreate: { invalidatesTags: [{ type: 'VpcRouter', id: LIST }] },
    vpcRouterUpdate: { invalidatesTags: [{ type: 'VpcRouter', id: LIST }] },
    vpcRouterDelete: {
      invalidatesTags: [
        { type: 'VpcRouter', id: LIST },
        { type: 'VpcSubnet', id: LIST },
      ],
    },
    vpcRouterRouteList: { providesTags: (result) => listTags('RouterRoute', result) },
    vpcRouterRouteView: {
      providesTags: (result) => (result ? [{ type: 'RouterRoute', id: result.id }] : []),
    },
    vpcRouterRouteCreate: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    vpcRouterRouteUpdate: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    vpcRouterRouteDelete: { invalidatesTags: [{ type: 'RouterRoute', id: LIST }] },
    internetGatewayList: { providesTags: (result) => listTags('InternetGateway', result) },
    internetGatewayView: {
      providesTags: (result) => (result ? [{ type: 'InternetGateway', id: result.id }] : []),
    },
    internetGatewayCreate: { invalidatesTags: [{ type: 'InternetGateway', id: LIST }] },

    // a cascading delete detaches the gateway's pools and addresses and deletes its routes
    internetGatewayDelete: {
      invalidatesTags: [
        { type: 'InternetGateway', id: LIST },
        { type: 'RouterRoute', id: LIST },
        { type: 'InternetGatewayIpPool', id: LIST },
        { type: 'InternetGatewayIpAddress', id: LIST },
      ],
    },
    internetGatewayIpPoolList: {
      providesTags: (result) => listTags('InternetGatewayIpPool', result),
    },
    internetGatewayIpPoolCreate: { invalidatesTags: [{ type: 'InternetGatewayIpPool', id: LIST }] },
    internetGatewayIpPoolDelete: { invalidatesTags: [{ type: 'InternetGatewayIpPool', id: LIST }] },
    internetGatewayIpAddressList: {
      providesTags: (result) => listTags('InternetGatewayIpAddress', result),
    },
    internetGatewayIpAddressCreate: {
      invalidatesTags: [{ type: 'InternetGatewayIpAddress', id: LIST }],
    },
    internetGatewayIpAddressDelete: {
      invalidatesTags: [{ type: 'InternetGatewayIpAddress', id: LIST }],
    },
  },
})

/** A VPC's routers, each with its routes, and its internet gateways with their pools and addresses. */
export interface VpcRouting {
  routers: { router: VpcRouter; routes: RouterRoute[] }[]
  gateways: {
    gateway: InternetGateway
    pools: InternetGatewayIpPool[]
    addresses: InternetGatewayIpAddress[]
  }[]
}

export const withVpcRouting = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Where a VPC's traffic goes: every router of the VPC, then each router's routes (SPEC §7:
     * routes that target an internet gateway are found so), and every internet gateway with the
     * pools and addresses attached to it. Each list is read whole (docs/architecture.md, "From
     * the contract to a page"), through the api's base query with this query's signal; a router
     * and a gateway are named by name with their project and VPC, as SPEC §7's lists take them.
     */
    vpcRouting: build.query<VpcRouting, { project: string; vpc: string }>({
      queryFn: async ({ project, vpc }, _api, _extraOptions, baseQuery) => {
        const readList = <Item>(url: string, scope: QueryParams) =>
          readWholeList(scope, async (params) => {
            const result = await baseQuery({ url, params })
            if (result.error) throw result.error
            return result.data as { items: Item[]; nextPage?: string | null }
          })
        try {
          const [routers, gateways] = await Promise.all([
            readList<VpcRouter>('/v1/vpc-routers', { project, vpc }),
            readList<InternetGateway>('/v1/internet-gateways', { project, vpc }),
          ])
          return {
            data: {
              routers: await Promise.all(
                routers.map(async (router) => ({
                  router,
                  routes: await readList<RouterRoute>('/v1/vpc-router-routes', {
                    project,
                    vpc,
                    router: router.name,
                  }),
                })),
              ),
              gateways: await Promise.all(
                gateways.map(async (gateway) => {
                  const [pools, addresses] = await Promise.all([
                    readList<InternetGatewayIpPool>('/v1/internet-gateway-ip-pools', {
                      project,
                      vpc,
                      gateway: gateway.name,
                    }),
                    readList<InternetGatewayIpAddress>('/v1/internet-gateway-ip-addresses', {
                      project,
                      vpc,
                      gateway: gateway.name,
                    }),
                  ])
                  return { gateway, pools, addresses }
                }),
              ),
            },
          }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      // what its requests' own endpoints provide: a change to any of them reads it again
      providesTags: [
        { type: 'VpcRouter', id: LIST },
        { type: 'RouterRoute', id: LIST },
        { type: 'InternetGateway', id: LIST },
        { type: 'InternetGatewayIpPool', id: LIST },
        { type: 'InternetGatewayIpAddress', id: LIST },
      ],
    }),
  }),
})

export const { useVpcRoutingQuery } = withVpcRouting
