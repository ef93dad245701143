import { useState } from 'react'
import { NotFoundError } from '@/components/ErrorBoundary'
import { queryFailure } from '@/hooks/use-resource-list'
import { useAppSelector } from '~/store'
import type { Revived } from '~/store/api'
import type { createResourceSlice, Named } from '~/store/entities/resource-slice'

interface QueryState {
  error?: unknown
  isFetching: boolean
}

/** The resource a page was opened on, when, and (once found) its id. */
interface Opened {
  named: string
  at: number
  id?: string
}

type ResourceSlice<E extends Named> = ReturnType<typeof createResourceSlice<E>>
type ViewQueryHook<Arg> = (arg: Arg, options: { skip: boolean }) => QueryState

/**
 * A detail page's entity: rendered at once from the store when a list loaded it, revalidated by
 * its view query unless it arrived within the stale time (SPEC §9). Once found, it follows the
 * entity by id, so an optimistic rename does not lose it. A 404 raises the not-found page, even
 * with the entity in the store, as does an action on it the server answered ObjectNotFound for; another failure but a 401 (sign-in's) raises 'Something went
 * wrong' when there is nothing in the store to show (SPEC §4, §8).
 *
 *   useEntity(projects, useProjectViewQuery, { project: name }, name)
 */
export function useEntity<E extends Named, Arg>(
  resource: ResourceSlice<E>,
  useViewQuery: ViewQueryHook<Arg>,
  arg: Arg,
  key: string,
  scopeId?: string,
  /** Sends no request and finds nothing: the route names another resource. */
  skip = false,
) {
  // what the route names; a frame that stays mounted while the route moves to another resource
  // (back or forward between two instances) starts over for it, and never follows the first
  const named = `${scopeId ?? ''}/${key}`
  const [opened, setOpened] = useState<Opened>(() => ({ named, at: Date.now() }))
  const current = opened.named === named ? opened : { named, at: Date.now() }
  if (current !== opened) setOpened(current)
  const { id, at: openedAt } = current
  const entity = useAppSelector((state) =>
    skip
      ? undefined
      : id
        ? resource.selectors.byId(state, id)
        : resource.selectors.byNameOrId(state, key, scopeId),
  )
  if (entity && entity.id !== id) setOpened({ ...current, id: entity.id })
  const fresh = useAppSelector((state) => resource.selectors.isFresh(state, entity?.id, openedAt))
  const fetchedAt = useAppSelector((state) => resource.selectors.fetchedAt(state, entity?.id))
  // found, then gone from the store: deleted (its removal is optimistic, and a failed delete
  // brings it back); the server would only answer 404, so it is not asked again
  const deleted = id !== undefined && !entity
  // an action on it found it gone: another client deleted it (resource-slice.ts markGone)
  const goneMessage = useAppSelector((state) => resource.selectors.goneMessage(state, id))
  const query = useViewQuery(arg, { skip: skip || fresh || deleted })
  // a 404 keeps the server's words, which name what it did not find, for the crumbs
  // (ErrorBoundary's unknownNameOf). It is not found whatever the store holds: the warm start
  // (docs/architecture.md, Loading) can bring back a resource another client has deleted since.
  // Another failure with the entity at hand leaves it shown: the server did not say it is gone
  if (goneMessage !== undefined) throw new NotFoundError(goneMessage)
  const failure = queryFailure(query.error)
  if (failure && (!entity || failure instanceof NotFoundError)) throw failure
  return {
    entity: entity as Revived<E> | undefined,
    isRevalidating: query.isFetching,
    /** When the entity shown arrived from the server: a header's 'Updated' time. */
    fetchedAt,
  }
}
