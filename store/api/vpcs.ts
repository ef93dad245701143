/** The vpcs area's endpoints and their cache tags (tags.ts; docs/architecture.md). */
import { generatedApi } from './__generated__/vpcs'
import { LIST, listTags } from './tags'

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
