/**
 * One pagination for every list handler, with the real server's query parameters: `limit`
 * (default 100), `page_token` (opaque; it carries the sort mode and the last key returned) and
 * `sort_by`. Unlike the real server, `next_page` is null when nothing follows, so the console
 * never shows an empty last page.
 */
import type { MockDb, Table } from './db'
import { badQuery } from './errors'
import { lookupProject } from './lookup'

export interface PageQuery {
  limit?: string
  page_token?: string
  sort_by?: string
}

export interface Page<T> {
  items: T[]
  next_page: string | null
}

export const DEFAULT_LIMIT = 100

type SortKey<T> = (item: T) => string
/** Sort modes an operation accepts (its contract's `*SortMode`), default first. */
type SortModes<T> = Record<string, { key: SortKey<T>; descending?: boolean }>

interface Token {
  sort_by: string
  after: string
}

const encodeToken = (token: Token) => btoa(JSON.stringify(token))

function decodeToken(raw: string): Token {
  try {
    const token = JSON.parse(atob(raw)) as Partial<Token>
    if (typeof token.sort_by === 'string' && typeof token.after === 'string') {
      return { sort_by: token.sort_by, after: token.after }
    }
  } catch {
    // fall through to the error below
  }
  throw badQuery('failed to parse pagination token')
}

function parseLimit(raw: string | undefined) {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT
  const limit = Number(raw)
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 0xffffffff) {
    throw badQuery(`limit: invalid value "${raw}", expected a nonzero unsigned 32-bit integer`)
  }
  return limit
}

/** Plain code-unit order, like the database's byte-wise collation; never locale-dependent. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function paginate<T>(items: readonly T[], query: PageQuery, modes: SortModes<T>): Page<T> {
  const limit = parseLimit(query.limit)
  const token = query.page_token ? decodeToken(query.page_token) : undefined
  // a token pins the sort it was issued for, as the real server's page tokens do
  const sortBy = token?.sort_by ?? query.sort_by ?? Object.keys(modes)[0]
  const mode = modes[sortBy]
  if (!mode) {
    throw badQuery(
      `sort_by: unknown variant \`${sortBy}\`, expected one of ${Object.keys(modes)
        .map((name) => `\`${name}\``)
        .join(', ')}`,
    )
  }
  const sign = mode.descending ? -1 : 1
  const sorted = [...items].sort((a, b) => sign * compare(mode.key(a), mode.key(b)))
  const rest = token
    ? sorted.filter((item) => sign * compare(mode.key(item), token.after) > 0)
    : sorted
  const page = rest.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page,
    next_page:
      rest.length > limit && last ? encodeToken({ sort_by: sortBy, after: mode.key(last) }) : null,
  }
}

/** `NameOrIdSortMode`: name_ascending (default), name_descending, id_ascending. */
export const paginateByNameOrId = <T extends { id: string; name: string }>(
  items: readonly T[],
  query: PageQuery,
) =>
  paginate(items, query, {
    name_ascending: { key: (item) => item.name },
    name_descending: { key: (item) => item.name, descending: true },
    id_ascending: { key: (item) => item.id },
  })

/**
 * `TimeAndIdSortMode`: oldest first (default) or newest first, by `time` then id (ISO timestamps
 * of one length sort as text).
 */
export const paginateByTimeAndId = <T extends { id: string }>(
  items: readonly T[],
  query: PageQuery,
  time: (item: T) => string,
) => {
  const key = (item: T) => `${time(item)}/${item.id}`
  return paginate(items, query, {
    time_and_id_ascending: { key },
    time_and_id_descending: { key, descending: true },
  })
}

/** `IdSortMode`: id_ascending only. */
export const paginateById = <T extends { id: string }>(items: readonly T[], query: PageQuery) =>
  paginate(items, query, { id_ascending: { key: (item) => item.id } })

/** The page of one parent's children: a project's VPCs, a VPC's subnets, a router's routes, … */
export const paginateChildren = <T extends { id: string; name: string }, K extends keyof T>(
  table: Table<T>,
  parentKey: K,
  parentId: T[K],
  query: PageQuery,
) =>
  paginateByNameOrId(
    table.where((row) => row[parentKey] === parentId),
    query,
  )

/** The page of the children of the project the list's `project` query parameter names. */
export const paginateInProject = <T extends { id: string; name: string; project_id: string }>(
  db: MockDb,
  table: Table<T>,
  query: PageQuery & { project?: string },
) => paginateChildren(table, 'project_id', lookupProject(db, query.project).id, query)
