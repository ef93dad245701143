/**
 * The route table's types (src/route-table.ts, src/routes/), apart from the table: the renderer, the route
 * loads and the pages' hooks name them without importing the module that lazily imports every
 * page.
 */
import type { ReactNode } from 'react'
import type { AppStore, RootState } from '~/store'
import type { api } from '~/store/api'
import type { Preloadable } from './lazy-with-preload'

/** An endpoint a route's first rows can ask (route-queries.ts). */
export type QueryName = Parameters<typeof api.util.prefetch>[0]
/** What starting and watching a route's queries needs of the store. */
export type RouteStore = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>
export type RouteParams = Record<string, string>
/**
 * A crumb naming the resource whose ID a route's param holds, by the name the store holds for it
 * (a user's display name from its page's or its list's answer), and `fallback` until the store
 * holds one: read from what is loaded, never asked of the server for the crumb's sake.
 */
export interface StoredNameCrumb {
  param: string
  fallback: string
  name: (state: RootState, id: string) => string | undefined
}
/** A fixed label, a param's value (a name in the path), or a stored name for an ID in the path. */
export type Crumb = string | ((params: RouteParams) => string) | StoredNameCrumb
export type Layout = 'main' | 'split' | 'centred'
export type NavScope = 'silo' | 'system' | 'project' | 'settings'
/** A lazily loaded page or side modal, with what it needs for its first rows (src/routes/). */
export type Page = Preloadable<object> & { firstRows?: RouteLoad }
/** A tabbed section's frame: header, properties and tabs, with the current tab as children. */
export type Frame = Preloadable<{ children: ReactNode }> & { firstRows?: RouteLoad }

/**
 * What a page or frame needs for its first rows (docs/architecture.md, Loading): a navigation, the
 * first load included, starts these requests at once, beside the page's code, and shows the page
 * once they are in; a hovered link starts them too.
 */
export interface RouteLoad {
  /**
   * The store areas (store/api/<area>) whose endpoints the queries call, loaded beside the page's
   * code, so the first screen's code carries no area of another page. None for the areas the
   * first screen's code holds already (routes.tsx: the current user, projects).
   */
  areas?: () => Promise<unknown>
  /** The queries, with the route's params and its path (a list's page size is kept per path). */
  queries: (params: RouteParams, path: string) => RouteQuery[]
}

export interface RouteNode {
  path: string
  crumb?: Crumb
  layout?: Layout
  nav?: NavScope
  /** The page shown at this path (inherited by child modal routes). */
  page?: Page
  /** A side modal shown over the inherited page. */
  modal?: Page
  /** Relative path this route redirects to. */
  redirect?: string
  /**
   * Every route below renders inside this frame, which stays mounted while the user moves
   * between them (tab switches keep the header, its machine and the focused tab).
   */
  frame?: Frame
  children?: RouteNode[]
}

export interface FlatRoute {
  pattern: string
  /** Each crumb with the pattern of the route it links to. */
  crumbs: { crumb: Crumb; pattern: string }[]
  layout: Layout
  nav?: NavScope
  page?: Page
  modal?: Page
  redirect?: string
  /** Frames the page renders in, outermost first. */
  frames: Frame[]
  /** What its frames and page need for their first rows. */
  loads: RouteLoad[]
}

/** One query a page makes for its first rows, ready to start ahead of the page. */
export interface RouteQuery {
  endpoint: QueryName
  args: unknown
  /** Sends it unless an answer younger than the stale time is cached (SPEC §9) or in flight. */
  start: (store: RouteStore) => void
  /**
   * Whether the page can render complete from it: its answer is in (stale data counts: the page
   * shows it while asking again), it failed (the page shows the error), or the store already
   * holds what it would bring.
   */
  isIn: (state: RootState) => boolean
  /**
   * What the page asks for next from its answer (the look-ups of a list's first rows): started as
   * soon as it is in, rather than once the rows that need them have rendered (route-data.ts).
   */
  followUps?: (state: RootState) => RouteQuery[]
}
