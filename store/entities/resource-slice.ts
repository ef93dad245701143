/**
 * One normalized slice per resource: every list page or single entity the API returns lands here by
 * id, so a detail page renders at once from what a list loaded. Deletes and predictable updates
 * apply optimistically on `pending` and roll back on `rejected`.
 */
import {
  type Action,
  createEntityAdapter,
  createSlice,
  type EntityState,
  isFulfilled,
  isPending,
  isRejected,
  type UnknownAction,
} from '@reduxjs/toolkit'
import type { QueryArgFrom, ResultTypeFrom } from '@reduxjs/toolkit/query'
import { STALE_TIME_MS } from '~/lib/constants'
import type { EndpointDefinitions } from '../api'
import { baseApi } from '../api/base-api'
import { type Revived, reviveDates } from '../api/transport'

export interface Named {
  id: string
  name: string
}

interface RequestMeta<Arg> {
  requestId: string
  arg: { originalArgs: Arg }
  fulfilledTimeStamp?: number
}
type MetaAction<Arg, Payload = unknown> = Action & { payload: Payload; meta: RequestMeta<Arg> }

/** The matchers an RTK Query endpoint exposes, narrowed to what the slice reads. */
export interface EndpointMatchers<Arg, Result> {
  matchPending: (action: UnknownAction) => action is MetaAction<Arg, undefined>
  matchFulfilled: (action: UnknownAction) => action is MetaAction<Arg, Result>
  matchRejected: (action: UnknownAction) => action is MetaAction<Arg>
}

type EndpointMatcherMap = {
  [Name in keyof EndpointDefinitions]: EndpointMatchers<
    QueryArgFrom<EndpointDefinitions[Name]>,
    ResultTypeFrom<EndpointDefinitions[Name]>
  >
}

// RTK Query's two request thunks (createAsyncThunk type prefixes)
const requestTypes = ['executeQuery', 'executeMutation'].map(
  (kind) => `${baseApi.reducerPath}/${kind}/`,
)
const fromEndpoint = (action: UnknownAction, name: string) =>
  requestTypes.some((prefix) => action.type.startsWith(prefix)) &&
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName === name

/**
 * Every endpoint's matchers (as `api.endpoints.x.matchFulfilled` would give), by name alone: the
 * slices are in the store from the start, while an area's endpoints are injected only when a
 * page imports the area (store/api/index.ts), and a slice must not pull every area into the
 * first screen's code.
 */
export const endpoints = new Proxy({} as EndpointMatcherMap, {
  get: (_, name: string) => ({
    matchPending: (action: UnknownAction) => isPending(action) && fromEndpoint(action, name),
    matchFulfilled: (action: UnknownAction) => isFulfilled(action) && fromEndpoint(action, name),
    matchRejected: (action: UnknownAction) => isRejected(action) && fromEndpoint(action, name),
  }),
})

export interface ResourceSliceOptions<E extends Named> {
  name: string
  /** Endpoints answering with a page of this resource. */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  lists: EndpointMatchers<any, { items: E[] }>[]
  /** Endpoints answering with one entity (view, create, update). */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  items: EndpointMatchers<any, E>[]
  /** Deletes: the entity named by the argument leaves the store at once. */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  deletes?: { endpoint: EndpointMatchers<any, unknown>; key: (arg: any) => string }[]
  /** Updates whose outcome is known before the server answers. */
  updates?: {
    // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
    endpoint: EndpointMatchers<any, E>
    // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
    key: (arg: any) => string
    // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
    patch: (arg: any) => Partial<E>
  }[]
  /** The field naming the parent whose scope makes names unique (e.g. projectId). */
  scope?: keyof E
}

export interface ResourceState<E extends Named> extends EntityState<E, string> {
  /** When each entity last arrived from the server (ms), to skip a revalidation within stale time. */
  fetchedAt: Record<string, number>
  /** Entities as they were before an optimistic change, by request id. */
  rollback: Record<string, E>
}

export function createResourceSlice<E extends Named>(options: ResourceSliceOptions<E>) {
  const adapter = createEntityAdapter<E>()
  const initialState: ResourceState<E> = adapter.getInitialState({ fetchedAt: {}, rollback: {} })
  const findId = (state: ResourceState<E>, key: string) =>
    state.entities[key] ? key : state.ids.find((id) => state.entities[id]?.name === key)

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      // the store forgets the user (store/index.ts `forgetUser`): a slice that kept its entities
      // would show them to whoever signs in next in this tab
      builder.addMatcher(baseApi.util.resetApiState.match, () => initialState)
      for (const endpoint of options.deletes ?? []) {
        builder.addMatcher(endpoint.endpoint.matchPending, (state, action) => {
          const id = findId(state as ResourceState<E>, endpoint.key(action.meta.arg.originalArgs))
          const entity = id ? state.entities[id] : undefined
          if (!id || !entity) return
          ;(state.rollback as Record<string, E>)[action.meta.requestId] = entity as E
          adapter.removeOne(state as ResourceState<E>, id)
        })
        builder.addMatcher(endpoint.endpoint.matchRejected, (state, action) => {
          const previous = state.rollback[action.meta.requestId]
          if (previous) adapter.addOne(state as ResourceState<E>, previous as E)
          delete state.rollback[action.meta.requestId]
        })
        builder.addMatcher(endpoint.endpoint.matchFulfilled, (state, action) => {
          delete state.rollback[action.meta.requestId]
        })
      }
      for (const update of options.updates ?? []) {
        builder.addMatcher(update.endpoint.matchPending, (state, action) => {
          const args = action.meta.arg.originalArgs
          const id = findId(state as ResourceState<E>, update.key(args))
          const entity = id ? state.entities[id] : undefined
          if (!id || !entity) return
          ;(state.rollback as Record<string, E>)[action.meta.requestId] = { ...(entity as E) }
          adapter.updateOne(state as ResourceState<E>, { id, changes: update.patch(args) })
        })
        builder.addMatcher(update.endpoint.matchRejected, (state, action) => {
          const previous = state.rollback[action.meta.requestId]
          if (previous) adapter.setOne(state as ResourceState<E>, previous as E)
          delete state.rollback[action.meta.requestId]
        })
      }
      for (const list of options.lists) {
        builder.addMatcher(list.matchFulfilled, (state, action) => {
          adapter.upsertMany(state as ResourceState<E>, action.payload.items)
          for (const item of action.payload.items) {
            state.fetchedAt[item.id] = action.meta.fulfilledTimeStamp ?? 0
          }
        })
      }
      for (const item of options.items) {
        builder.addMatcher(item.matchFulfilled, (state, action) => {
          // an update replaces the entity: the server's answer wins over the optimistic patch
          adapter.setOne(state as ResourceState<E>, action.payload)
          state.fetchedAt[action.payload.id] = action.meta.fulfilledTimeStamp ?? 0
          delete state.rollback[action.meta.requestId]
        })
      }
    },
  })

  type Root = { [key: string]: unknown }
  const local = (root: Root) => root[options.name] as ResourceState<E>
  const selectors = {
    /** By id, with timestamps as dates (see transport.ts). */
    byId: (root: Root, id: string | undefined): Revived<E> | undefined => {
      const entity = id ? local(root).entities[id] : undefined
      return entity ? reviveDates(entity) : undefined
    },
    /** By name or id, within a parent scope when the resource has one. */
    byNameOrId: (root: Root, key: string | undefined, scopeId?: string): Revived<E> | undefined => {
      if (!key) return undefined
      const state = local(root)
      const direct = state.entities[key]
      if (direct) return reviveDates(direct)
      const id = state.ids.find((candidate) => {
        const entity = state.entities[candidate]
        return (
          entity?.name === key &&
          (options.scope === undefined ||
            scopeId === undefined ||
            entity[options.scope] === scopeId)
        )
      })
      return id ? reviveDates(state.entities[id]) : undefined
    },
    /** When the entity last arrived from the server (ms since the epoch), if it has. */
    fetchedAt: (root: Root, id: string | undefined) =>
      id === undefined ? undefined : local(root).fetchedAt[id],
    /** Whether the entity arrived within the query stale time (SPEC §9), so no refetch is needed. */
    isFresh: (root: Root, id: string | undefined, now: number) =>
      id !== undefined && now - (local(root).fetchedAt[id] ?? 0) < STALE_TIME_MS,
    /** Ids still in the store, in the given order: a page of a list minus optimistic deletes. */
    present: (root: Root, ids: string[]) => ids.filter((id) => id in local(root).entities),
  }

  return { slice, reducer: slice.reducer, selectors }
}
