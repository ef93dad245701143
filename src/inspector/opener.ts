/**
 * How QA opens the console's inspector (machines/inspect.ts): `?inspect` in the URL, the preview
 * session menu, or Alt+Shift+I. The panel's code (elkjs included) loads only then, as a chunk of
 * its own; this module is all the menu carries.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { rememberInspector, requestedInspector } from '~/machines/inspect'

/** Alt+Shift+I: free in browsers (their developer tools take Ctrl+Shift+I) and screen readers. */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+I'

export const isInspectorShortcut = (
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI'

let unmount: (() => void) | undefined
let opening = false
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

export const isInspectorOpen = () => unmount !== undefined || opening

export async function openInspector({ focus = true }: { focus?: boolean } = {}) {
  if (isInspectorOpen()) return
  opening = true
  changed()
  rememberInspector('console')
  try {
    const { mountInspector } = await import('./mount')
    unmount = mountInspector({ onClose: closeInspector, focus })
  } catch (error) {
    console.warn('The inspector could not be loaded', error)
    rememberInspector(undefined)
  } finally {
    opening = false
    changed()
  }
}

export function closeInspector() {
  unmount?.()
  unmount = undefined
  rememberInspector(undefined)
  changed()
}

export const toggleInspector = () => (isInspectorOpen() ? closeInspector() : openInspector())

/**
 * Opens the inspector when the URL or the tab asked for it, and on the shortcut; returns whether
 * it is open, for the menu's item.
 */
export function useInspectorOpener() {
  useEffect(() => {
    if (requestedInspector() === 'console') void openInspector({ focus: false })
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return
      event.preventDefault()
      void toggleInspector()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, isInspectorOpen)
}
