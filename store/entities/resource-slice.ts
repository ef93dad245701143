/**
 * One normalized slice per resource: every list page or single entity the API returns lands here by
 * id, so a detail page renders at once from what a list loaded. Deletes and predictable updates
 * apply optimistically on `pending` and roll back on `rejected`.
 */
import {
  type Action,
  createEntityAdapter,
  createNextState,
  current,
  type EntityAdapter,
  type EntityState,
  type UnknownAction,
} from '@reduxjs/toolkit'
import {
  copyWithStructuralSharing,
  type QueryArgFrom,
  type ResultTypeFrom,
} from '@reduxjs/toolkit/query'
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
  arg: { originalArgs: Arg; endpointName: string }
  fulfilledTimeStamp?: number
}
type RequestAction<Arg, Payload = unknown> = Action & { payload: Payload; meta: RequestMeta<Arg> }

/** An RTK Query endpoint by name, with its argument and result types for the slice's options. */
export interface EndpointRef<Arg, Result> {
  readonly endpointName: string
  /** Types only: no value. */
  readonly types?: { arg: Arg; result: Result }
}

type EndpointRefMap = {
  [Name in keyof EndpointDefinitions]: EndpointRef<
    QueryArgFrom<EndpointDefinitions[Name]>,
    ResultTypeFrom<EndpointDefinitions[Name]>
  >
}

/**
 * Every endpoint, by name alone: the slices are in the store from the start, while an area's
 * endpoints are injected only when a page imports the area (store/api/index.ts), and a slice must
 * not pull every area into the first screen's code.
 */
export const endpoints = new Proxy({} as EndpointRefMap, {
  get: (_, name: string) => ({ endpointName: name }),
})

type Phase = 'pending' | 'fulfilled' | 'rejected'

// RTK Query's two request thunks (createAsyncThunk's action types: prefix, kind, phase)
const requestPhases = new Map<string, Phase>(
  ['executeQuery', 'executeMutation'].flatMap((kind) =>
    (['pending', 'fulfilled', 'rejected'] as const).map(
      (phase) => [`${baseApi.reducerPath}/${kind}/${phase}`, phase] as const,
    ),
  ),
)

/** The endpoint and phase of an RTK Query request's action; none for any other action. */
function requestOf(action: UnknownAction) {
  const phase = requestPhases.get(action.type)
  const endpoint = (action as Partial<RequestAction<unknown>>).meta?.arg?.endpointName
  return phase && endpoint ? { phase, endpoint } : undefined
}

export interface ResourceSliceOptions<E extends Named> {
  name: string
  /** Endpoints answering with a page of this resource. */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  lists: EndpointRef<any, { items: E[] }>[]
  /** Endpoints answering with one entity (view, create, update). */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  items: EndpointRef<any, E>[]
  /** Deletes: the entity named by the argument leaves the store at once. */
  // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
  deletes?: { endpoint: EndpointRef<any, unknown>; key: (arg: any) => string }[]
  /** Updates whose outcome is known before the server answers. */
  updates?: {
    // biome-ignore lint/suspicious/noExplicitAny: any endpoint argument type is accepted
    endpoint: EndpointRef<any, E>
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
  /**
   * Entities the server answered ObjectNotFound for on one of their own actions, with its words:
   * another client deleted them, so they left the store and their pages say so (useEntity).
   */
  gone: Record<string, string>
}

// biome-ignore lint/suspicious/noExplicitAny: a handler takes its endpoint's own action
type Handler<E extends Named> = (state: ResourceState<E>, action: RequestAction<any, any>) => void

/**
 * Whether upserting `update` would leave `stored` as it is: each of its fields deep-equal to the
 * stored one (RTK Query's structural sharing hands back the old value exactly then).
 */
function upsertChangesNothing<E extends Named>(stored: E | undefined, update: E) {
  if (!stored) return false
  return (Object.keys(update) as (keyof E)[]).every(
    (key) => copyWithStructuralSharing(stored[key], update[key]) === stored[key],
  )
}

/**
 * What the slice does for each endpoint and phase, in the order it does it: deletes, then
 * updates, then lists, then items (an update's own answer wins over its optimistic patch).
 */
function handlersOf<E extends Named>(
  options: ResourceSliceOptions<E>,
  adapter: EntityAdapter<E, string>,
) {
  const findId = (state: ResourceState<E>, key: string) =>
    state.entities[key] ? key : state.ids.find((id) => state.entities[id]?.name === key)
  const handlers = new Map<string, Partial<Record<Phase, Handler<E>[]>>>()
  const on = (endpoint: EndpointRef<unknown, unknown>, phase: Phase, handler: Handler<E>) => {
    const phases = handlers.get(endpoint.endpointName) ?? {}
    phases[phase] = [...(phases[phase] ?? []), handler]
    handlers.set(endpoint.endpointName, phases)
  }
  for (const { endpoint, key } of options.deletes ?? []) {
    on(endpoint, 'pending', (state, action) => {
      const id = findId(state, key(action.meta.arg.originalArgs))
      const entity = id ? state.entities[id] : undefined
      if (!id || !entity) return
      state.rollback[action.meta.requestId] = entity
      adapter.removeOne(state, id)
    })
    on(endpoint, 'rejected', (state, action) => {
      const previous = state.rollback[action.meta.requestId]
      if (previous) adapter.addOne(state, previous)
      delete state.rollback[action.meta.requestId]
    })
    on(endpoint, 'fulfilled', (state, action) => {
      delete state.rollback[action.meta.requestId]
    })
  }
  for (const { endpoint, key, patch } of options.updates ?? []) {
    on(endpoint, 'pending', (state, action) => {
      const args = action.meta.arg.originalArgs
      const id = findId(state, key(args))
      const entity = id ? state.entities[id] : undefined
      if (!id || !entity) return
      state.rollback[action.meta.requestId] = { ...entity }
      adapter.updateOne(state, { id, changes: patch(args) })
    })
    on(endpoint, 'rejected', (state, action) => {
      const previous = state.rollback[action.meta.requestId]
      if (previous) adapter.setOne(state, previous)
      delete state.rollback[action.meta.requestId]
    })
  }
  for (const list of options.lists) {
    on(list, 'fulfilled', (state, action: RequestAction<unknown, { items: E[] }>) => {
      // the adapter's upsert makes every entity it touches a new object; a poll answers with the
      // same rows again and again, and a row is rendered again only when its entity is a new
      // object (docs/architecture.md, Pages and forms), so only the changed ones are upserted
      // `state` is the reducer's draft, typed as the state itself
      const stored = current<object>(state.entities) as ResourceState<E>['entities']
      adapter.upsertMany(
        state,
        action.payload.items.filter((item) => !upsertChangesNothing(stored[item.id], item)),
      )
      for (const item of action.payload.items) {
        state.fetchedAt[item.id] = action.meta.fulfilledTimeStamp ?? 0
      }
    })
  }
  for (const item of options.items) {
    on(item, 'fulfilled', (state, action: RequestAction<unknown, E>) => {
      // an update replaces the entity: the server's answer wins over the optimistic patch
      adapter.setOne(state, action.payload)
      state.fetchedAt[action.payload.id] = action.meta.fulfilledTimeStamp ?? 0
      delete state.rollback[action.meta.requestId]
    })
  }
  return handlers
}

export function createResourceSlice<E extends Named>(options: ResourceSliceOptions<E>) {
  const initialState: ResourceState<E> = {
    ids: [],
    entities: {},
    fetchedAt: {},
    rollback: {},
    gone: {},
  }
  const goneType = `${options.name}/gone`
  // built at the slice's first request, not at startup: the store holds every resource's slice
  // from the start, and a cold load's first page touches one or two of them (scripts/bench.mjs
  // --profile: the adapters and their matchers, run for every action, were a measurable part of
  // the main thread before the first row)
  let handlers: ReturnType<typeof handlersOf<E>> | undefined

  const reducer = (state: ResourceState<E> = initialState, action: UnknownAction) => {
    // the store forgets the user (store/index.ts `forgetUser`): a slice that kept its entities
    // would show them to whoever signs in next in this tab
    if (baseApi.util.resetApiState.match(action)) return initialState
    if (action.type === goneType) {
      const { id, message } = (action as ReturnType<typeof markGone>).payload
      return createNextState(state, (draft) => {
        const gone = draft as ResourceState<E>
        delete gone.entities[id]
        gone.ids = gone.ids.filter((present) => present !== id)
        delete gone.fetchedAt[id]
        gone.gone[id] = message
      })
    }
    const request = requestOf(action)
    if (!request) return state
    handlers ??= handlersOf(options, createEntityAdapter<E>())
    const handling = handlers.get(request.endpoint)?.[request.phase]
    if (!handling) return state
    return createNextState(state, (draft) => {
      for (const handle of handling) {
        handle(draft as ResourceState<E>, action as RequestAction<unknown>)
      }
    })
  }

  /**
   * The server answered ObjectNotFound for an action on this entity (its own request's 404, as
   * opposed to a query's, which useEntity reads from the query): it is gone.
   */
  const markGone = (id: string, message: string) => ({
    type: goneType,
    payload: { id, message },
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
    /** The server's words when an action on the entity found it gone (markGone). */
    goneMessage: (root: Root, id: string | undefined) =>
      id === undefined ? undefined : local(root).gone[id],
    /** Ids still in the store, in the given order: a page of a list minus optimistic deletes. */
    present: (root: Root, ids: string[]) => ids.filter((id) => id in local(root).entities),
  }

  return { reducer, selectors, markGone }
}
