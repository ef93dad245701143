/**
 * How QA opens the console's inspector (machines/inspect.ts): `?inspect` in the URL, the preview
 * session menu, or Alt+Shift+I. The menu renders the panel (`InspectorHost`), whose code
 * (elkjs included) loads only when it opens, as a chunk of its own; this module is all the menu
 * carries.
 */
import { lazy, useEffect, useSyncExternalStore } from 'react'
import { rememberInspector, requestedInspector } from '~/machines/inspect'

/**
 * React's own lazy: nothing preloads the panel, and importing lazy-with-preload.ts here would
 * make esbuild move that first-screen module into a chunk of its own, one more file to fetch.
 */
export const InspectorHost = lazy(() => import('./InspectorHost'))

/** Alt+Shift+I: free in browsers (their developer tools take Ctrl+Shift+I) and screen readers. */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+I'

export const isInspectorShortcut = (
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI'

export interface InspectorState {
  open: boolean
  /** Whether the panel takes the focus as it opens: not when the URL opened it. */
  focus: boolean
}

let state: InspectorState = { open: false, focus: false }
const listeners = new Set<() => void>()
function set(next: InspectorState) {
  state = next
  for (const listener of listeners) listener()
}

export function openInspector({ focus = true }: { focus?: boolean } = {}) {
  if (state.open) return
  rememberInspector('console')
  set({ open: true, focus })
}

export function closeInspector() {
  rememberInspector(undefined)
  set({ open: false, focus: false })
}

export const toggleInspector = () => (state.open ? closeInspector() : openInspector())

/** Whether the inspector is open, for what shows it (the session menu's item). */
export function useInspectorState(): InspectorState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => state,
  )
}

/**
 * Opens the inspector when the URL or the tab asked for it, and on the shortcut: for its one
 * mount (InspectorMount.tsx), or the shortcut would toggle it twice.
 */
export function useInspectorOpener(): InspectorState {
  useEffect(() => {
    if (requestedInspector() === 'console') openInspector({ focus: false })
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return
      event.preventDefault()
      toggleInspector()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return useInspectorState()
}
