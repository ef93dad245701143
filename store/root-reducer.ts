import { combineReducers } from '@reduxjs/toolkit'
import { baseApi as api } from './api/base-api'
import { affinityGroups, antiAffinityGroups } from './entities/affinity'
import { disks } from './entities/disks'
import { images } from './entities/images'
import { instances } from './entities/instances'
import {
  externalSubnets,
  floatingIps,
  internetGateways,
  networkInterfaces,
  routerRoutes,
  vpcRouters,
  vpcSubnets,
} from './entities/networking'
import { projects } from './entities/projects'
import { snapshots } from './entities/snapshots'
import { sshKeys } from './entities/ssh-keys'
import { silos, systemIpPools, systemSubnetPools } from './entities/system'
import { vpcs } from './entities/vpcs'

/**
 * Every slice of the store: RTK Query's and the entity slices. Apart from store/index.ts, so the
 * warm start (persist.ts) can name the state's type without importing the store that uses it.
 */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  projects: projects.reducer,
  disks: disks.reducer,
  snapshots: snapshots.reducer,
  images: images.reducer,
  instances: instances.reducer,
  sshKeys: sshKeys.reducer,
  vpcs: vpcs.reducer,
  vpcSubnets: vpcSubnets.reducer,
  networkInterfaces: networkInterfaces.reducer,
  vpcRouters: vpcRouters.reducer,
  routerRoutes: routerRoutes.reducer,
  internetGateways: internetGateways.reducer,
  floatingIps: floatingIps.reducer,
  externalSubnets: externalSubnets.reducer,
  antiAffinityGroups: antiAffinityGroups.reducer,
  affinityGroups: affinityGroups.reducer,
  silos: silos.reducer,
  systemIpPools: systemIpPools.reducer,
  systemSubnetPools: systemSubnetPools.reducer,
})

export type RootState = ReturnType<typeof rootReducer>
