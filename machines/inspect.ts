/**
 * The Stately inspector for QA (DESIGN "Machines"): open the console with `?inspect` and every
 * actor created with `inspectOption()` shows up live. Only in builds with `__DEV_TOOLS__`; in
 * others the whole branch, the dynamic import of @statelyai/inspect included, is dead code that
 * esbuild drops.
 */
import type { InspectionEvent } from 'xstate'

export type InspectFn = (event: InspectionEvent) => void

const STORAGE_KEY = 'oxide-console:inspect'
/** `?inspect=off` (or 0, false) forgets the choice for the tab. */
const OFF = new Set(['0', 'false', 'off'])

/**
 * Whether QA asked for the inspector: `?inspect` in the URL, remembered in sessionStorage so it
 * survives client-side navigation and reloads in the same tab.
 */
export function inspectorRequested(
  search: string = window.location.search,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
) {
  const param = new URLSearchParams(search).get('inspect')
  try {
    if (param !== null) {
      if (OFF.has(param.toLowerCase())) storage.removeItem(STORAGE_KEY)
      else storage.setItem(STORAGE_KEY, '1')
    }
    return storage.getItem(STORAGE_KEY) === '1'
  } catch {
    // storage can be unavailable (privacy settings); the URL alone decides then
    return param !== null && !OFF.has(param.toLowerCase())
  }
}

/** Events held while the inspector loads; the oldest go first past this. */
const MAX_BUFFERED = 1000

/**
 * An inspect observer that forwards to an inspector loaded later. The inspector must see actors
 * from their start, but it is imported lazily to keep it out of the main chunk: events that
 * arrive before it is ready are buffered and replayed in order.
 */
export function createInspectRelay(load: () => Promise<InspectFn>): InspectFn {
  let target: InspectFn | undefined
  let buffer: InspectionEvent[] | undefined = []
  load().then(
    (inspect) => {
      target = inspect
      for (const event of buffer ?? []) inspect(event)
      buffer = undefined
    },
    (error: unknown) => {
      console.warn('The Stately inspector could not be loaded', error)
      buffer = undefined
    },
  )
  return (event) => {
    if (target) target(event)
    else if (buffer) {
      buffer.push(event)
      if (buffer.length > MAX_BUFFERED) buffer.shift()
    }
  }
}

let relay: InspectFn | undefined

/**
 * The `inspect` option for `createActor` / `useActorRef`: one shared browser inspector when
 * switched on, else undefined (no inspection at all).
 */
export function inspectOption(): InspectFn | undefined {
  if (__DEV_TOOLS__) {
    if (typeof window === 'undefined' || !inspectorRequested()) return undefined
    relay ??= createInspectRelay(async () => {
      const { createBrowserInspector } = await import('@statelyai/inspect')
      const inspector = createBrowserInspector()
      return (event) => inspector.inspect.next?.(event)
    })
    return relay
  }
  return undefined
}
