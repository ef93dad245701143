/**
 * The inspectors for QA (docs/architecture.md, Machines): every actor created with
 * `inspectOption()` reports to one relay, which an inspector reads live. `?inspect` opens the
 * console's own inspector, a panel in the page (src/inspector/), which works without internet;
 * `?inspect=stately` the hosted Stately inspector, for those online. Only in builds with
 * `__DEV_TOOLS__`; in others the whole branch, the dynamic import of @statelyai/inspect included,
 * is dead code that esbuild drops.
 */
import type { InspectionEvent } from 'xstate'

export type InspectFn = (event: InspectionEvent) => void

/** In the page (`?inspect`), or the hosted Stately inspector (`?inspect=stately`). */
export type InspectorKind = 'console' | 'stately'

const STORAGE_KEY = 'oxide-console:inspect'
/** `?inspect=off` (or 0, false) forgets the choice for the tab. */
const OFF = new Set(['0', 'false', 'off'])

const kindOf = (param: string): InspectorKind =>
  param.toLowerCase() === 'stately' ? 'stately' : 'console'

/**
 * Which inspector QA asked for, if any: `?inspect` in the URL, remembered in sessionStorage so it
 * survives client-side navigation and reloads in the same tab.
 */
export function requestedInspector(
  search: string = window.location.search,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
): InspectorKind | undefined {
  const param = new URLSearchParams(search).get('inspect')
  try {
    if (param !== null)
      rememberInspector(OFF.has(param.toLowerCase()) ? undefined : kindOf(param), storage)
    const stored = storage.getItem(STORAGE_KEY)
    return stored === null ? undefined : kindOf(stored)
  } catch {
    // storage can be unavailable (privacy settings); the URL alone decides then
    return param === null || OFF.has(param.toLowerCase()) ? undefined : kindOf(param)
  }
}

/** Remembers for the tab which inspector is open (the console's panel opened or closed by QA). */
export function rememberInspector(
  kind: InspectorKind | undefined,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.sessionStorage,
) {
  if (kind) storage.setItem(STORAGE_KEY, kind)
  else storage.removeItem(STORAGE_KEY)
}

/** Events held until an inspector attaches; past this the oldest go first (actors' births stay). */
const MAX_BUFFERED = 1000

export interface InspectRelay {
  /** The `inspect` option actors are created with. */
  inspect: InspectFn
  /** Replays what was held, in order, then forwards every event to `target` as it comes. */
  attach: (target: InspectFn) => void
}

/**
 * An inspect observer that forwards to inspectors attached later. An inspector must see actors
 * from their start, but it is imported lazily (and the console's is opened whenever QA asks),
 * so events that arrive before one attaches are held and replayed in order. When the buffer is
 * full the oldest event goes, but never an `@xstate.actor`: an inspector opened late still lists
 * every actor, and reads its current state from it.
 */
export function createInspectRelay(): InspectRelay {
  const targets: InspectFn[] = []
  const buffer: InspectionEvent[] = []
  return {
    inspect: (event) => {
      for (const target of targets) target(event)
      if (targets.length > 0) return
      buffer.push(event)
      if (buffer.length > MAX_BUFFERED) {
        const oldest = buffer.findIndex((held) => held.type !== '@xstate.actor')
        buffer.splice(oldest === -1 ? 0 : oldest, 1)
      }
    },
    attach: (target) => {
      for (const event of buffer) target(event)
      buffer.length = 0
      targets.push(target)
    },
  }
}

let relay: InspectRelay | undefined

/** The Stately inspector, loaded from its package and attached to `relay`. */
async function attachStately(to: InspectRelay) {
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    const inspector = createBrowserInspector()
    to.attach((event) => inspector.inspect.next?.(event))
  } catch (error) {
    console.warn('The Stately inspector could not be loaded', error)
  }
}

/**
 * The shared relay in builds with dev tools (created on first use; with `?inspect=stately` the
 * Stately inspector attaches to it), else undefined. The console's inspector attaches itself when
 * opened (src/inspector/opener.ts).
 */
export function inspectRelay(): InspectRelay | undefined {
  if (__DEV_TOOLS__) {
    if (typeof window === 'undefined') return undefined
    if (!relay) {
      relay = createInspectRelay()
      if (requestedInspector() === 'stately') void attachStately(relay)
    }
    return relay
  }
  return undefined
}

/**
 * The `inspect` option for `createActor` / `useActorRef`: the shared relay in builds with dev
 * tools, so that an inspector opened at any time sees every actor; else undefined (no inspection
 * at all).
 */
export function inspectOption(): InspectFn | undefined {
  return inspectRelay()?.inspect
}
