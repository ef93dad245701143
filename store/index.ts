import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { type TypedUseSelectorHook, useDispatch, useSelector, useStore } from 'react-redux'
import { baseApi as api } from './api/base-api'
import { affinityGroups, antiAffinityGroups } from './entities/affinity'
import { disks } from './entities/disks'
import { images } from './entities/images'
import { instances } from './entities/instances'
import {
  floatingIps,
  internetGateways,
  routerRoutes,
  vpcRouters,
  vpcSubnets,
} from './entities/networking'
import { projects } from './entities/projects'
import { snapshots } from './entities/snapshots'
import { sshKeys } from './entities/ssh-keys'
import { silos, systemIpPools } from './entities/system'
import { vpcs } from './entities/vpcs'
import { type EntitySliceName, mergeSaved, restoreSaved } from './persist'

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  projects: projects.reducer,
  disks: disks.reducer,
  snapshots: snapshots.reducer,
  images: images.reducer,
  instances: instances.reducer,
  sshKeys: sshKeys.reducer,
  vpcs: vpcs.reducer,
  vpcSubnets: vpcSubnets.reducer,
  vpcRouters: vpcRouters.reducer,
  routerRoutes: routerRoutes.reducer,
  internetGateways: internetGateways.reducer,
  floatingIps: floatingIps.reducer,
  antiAffinityGroups: antiAffinityGroups.reducer,
  affinityGroups: affinityGroups.reducer,
  silos: silos.reducer,
  systemIpPools: systemIpPools.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

const initialState = rootReducer(undefined, { type: '@@console/init' })

/** Every slice but RTK Query's own: what a warm start restores besides the query results. */
export const entitySliceNames = Object.keys(initialState).filter(
  (name): name is EntitySliceName => name !== api.reducerPath,
)

/** The reducer, with the warm start's copy merged where the network has not answered (persist.ts). */
function reducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  // a restore comes after the store's first state, which is whole
  if (state && restoreSaved.match(action)) return mergeSaved(state as RootState, action.payload)
  return rootReducer(state, action)
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

/**
 * Forgets everything the store holds for the signed-in user, for when the user may change (sign
 * out, sign in). One action: RTK Query clears its cache on it (aborting requests in flight) and
 * every entity slice empties on it (entities/resource-slice.ts).
 */
export const forgetUser = () => api.util.resetApiState()

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export const useAppDispatch: () => AppDispatch = useDispatch
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector
export const useAppStore = useStore.withTypes<AppStore>()
