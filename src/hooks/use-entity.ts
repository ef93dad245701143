import { useState } from 'react'
import { useAppSelector } from '~/store'
import { useProjectViewQuery } from '~/store/api'
import { projects } from '~/store/entities/projects'
import { NotFoundError } from '../components/ErrorBoundary'

interface QueryState {
  error?: unknown
  isFetching: boolean
}

/**
 * An entity for a detail page: rendered at once from the store when a list loaded it, revalidated
 * by its view query unless it arrived within the stale time (SPEC §9). A 404 with nothing in the
 * store raises the not-found page (SPEC §4).
 */
function useStoredEntity<E>(entity: E | undefined, query: QueryState) {
  const status = (query.error as { statusCode?: number } | undefined)?.statusCode
  if (!entity && status === 404) throw new NotFoundError()
  if (!entity && query.error) throw query.error
  return { entity, isRevalidating: query.isFetching }
}

export function useProject(name: string) {
  const [openedAt] = useState(() => Date.now())
  // once found, follow the entity by id: an optimistic rename must not make the page lose it
  const [id, setId] = useState<string>()
  const project = useAppSelector((state) =>
    id ? projects.selectors.byId(state, id) : projects.selectors.byNameOrId(state, name),
  )
  if (project && project.id !== id) setId(project.id)
  const fresh = useAppSelector((state) => projects.selectors.isFresh(state, project?.id, openedAt))
  const query = useProjectViewQuery({ project: name }, { skip: fresh })
  return useStoredEntity(project, query)
}
