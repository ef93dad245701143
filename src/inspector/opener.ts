/**
 * How QA opens the console's inspector (machines/inspect.ts): `?inspect` in the URL, the preview
 * session menu, or Alt+Shift+I. The menu renders the panel (`InspectorHost`), whose code
 * (elkjs included) loads only when it opens, as a chunk of its own; this module is all the menu
 * carries.
 */
import { useEffect } from 'react'
import { lazyOverlay, useLazyOverlayOpener, useLazyOverlayState } from '@/util/lazy-overlay'
import { rememberInspector, requestedInspector } from '~/machines/inspect'

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

const closed: InspectorState = { open: false, focus: false }

const inspector = lazyOverlay({
  initial: closed,
  load: () => import('./InspectorHost'),
  isShortcut: isInspectorShortcut,
  onShortcut: () => toggleInspector(),
})

export const InspectorHost = inspector.View

export function openInspector({ focus = true }: { focus?: boolean } = {}) {
  if (inspector.get().open) return
  rememberInspector('console')
  inspector.set({ open: true, focus })
}

export function closeInspector() {
  rememberInspector(undefined)
  inspector.set(closed)
}

export const toggleInspector = () => (inspector.get().open ? closeInspector() : openInspector())

/** Whether the inspector is open, for what shows it (the session menu's item). */
export const useInspectorState = () => useLazyOverlayState(inspector)

/**
 * Opens the inspector when the URL or the tab asked for it, and on the shortcut: for its one
 * mount (InspectorMount.tsx), or the shortcut would toggle it twice.
 */
export function useInspectorOpener(): InspectorState {
  useEffect(() => {
    if (requestedInspector() === 'console') openInspector({ focus: false })
  }, [])
  return useLazyOverlayOpener(inspector)
}
