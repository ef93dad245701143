import { configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { type TypedUseSelectorHook, useDispatch, useSelector, useStore } from 'react-redux'
import { baseApi as api } from './api/base-api'
import { type EntitySliceName, mergeSaved, restoreSaved } from './persist'
import { type RootState, rootReducer } from './root-reducer'

export type { RootState }

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
