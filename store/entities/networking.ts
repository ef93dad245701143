/**
 * The VPC's children, the instances' network interfaces and the project's floating IPs, normalized
 * like every resource: a row a list loaded is what an edit form or detail page shows without
 * another request.
 */
import type {
  ExternalSubnet,
  FloatingIp,
  InstanceNetworkInterface,
  InternetGateway,
  RouterRoute,
  VpcRouter,
  VpcSubnet,
} from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const e = endpoints

/** Subnets by id; names are unique within a VPC. */
export const vpcSubnets = createResourceSlice<VpcSubnet>({
  name: 'vpcSubnets',
  lists: [e.vpcSubnetList],
  items: [e.vpcSubnetView, e.vpcSubnetCreate, e.vpcSubnetUpdate],
  deletes: [{ endpoint: e.vpcSubnetDelete, key: (arg: { subnet: string }) => arg.subnet }],
  scope: 'vpcId',
})

/** Instances' network interfaces by id; names are unique within an instance. */
export const networkInterfaces = createResourceSlice<InstanceNetworkInterface>({
  name: 'networkInterfaces',
  lists: [e.instanceNetworkInterfaceList],
  items: [
    e.instanceNetworkInterfaceView,
    e.instanceNetworkInterfaceCreate,
    e.instanceNetworkInterfaceUpdate,
  ],
  deletes: [
    {
      endpoint: e.instanceNetworkInterfaceDelete,
      key: (arg: { interface: string }) => arg.interface,
    },
  ],
  scope: 'instanceId',
})

/** Routers by id (the system router and custom ones); names are unique within a VPC. */
export const vpcRouters = createResourceSlice<VpcRouter>({
  name: 'vpcRouters',
  lists: [e.vpcRouterList],
  items: [e.vpcRouterView, e.vpcRouterCreate, e.vpcRouterUpdate],
  deletes: [{ endpoint: e.vpcRouterDelete, key: (arg: { router: string }) => arg.router }],
  scope: 'vpcId',
})

/** Routes by id; names are unique within a router. */
export const routerRoutes = createResourceSlice<RouterRoute>({
  name: 'routerRoutes',
  lists: [e.vpcRouterRouteList],
  items: [e.vpcRouterRouteView, e.vpcRouterRouteCreate, e.vpcRouterRouteUpdate],
  deletes: [{ endpoint: e.vpcRouterRouteDelete, key: (arg: { route: string }) => arg.route }],
  scope: 'vpcRouterId',
})

/** Internet gateways by id; names are unique within a VPC. */
export const internetGateways = createResourceSlice<InternetGateway>({
  name: 'internetGateways',
  lists: [e.internetGatewayList],
  items: [e.internetGatewayView, e.internetGatewayCreate],
  deletes: [{ endpoint: e.internetGatewayDelete, key: (arg: { gateway: string }) => arg.gateway }],
  scope: 'vpcId',
})

/** Floating IPs by id; names are unique within a project. */
export const floatingIps = createResourceSlice<FloatingIp>({
  name: 'floatingIps',
  lists: [e.floatingIpList],
  items: [
    e.floatingIpView,
    e.floatingIpCreate,
    e.floatingIpUpdate,
    e.floatingIpAttach,
    e.floatingIpDetach,
  ],
  deletes: [{ endpoint: e.floatingIpDelete, key: (arg: { floatingIp: string }) => arg.floatingIp }],
  scope: 'projectId',
})

/** External subnets by id; names are unique within a project. */
export const externalSubnets = createResourceSlice<ExternalSubnet>({
  name: 'externalSubnets',
  lists: [e.externalSubnetList],
  items: [
    e.externalSubnetView,
    e.externalSubnetCreate,
    e.externalSubnetUpdate,
    e.externalSubnetAttach,
    e.externalSubnetDetach,
  ],
  deletes: [
    {
      endpoint: e.externalSubnetDelete,
      key: (arg: { externalSubnet: string }) => arg.externalSubnet,
    },
  ],
  scope: 'projectId',
})
