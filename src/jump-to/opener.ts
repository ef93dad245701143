/**
 * What opens the Jump to palette: Ctrl+K (⌘K on macOS) anywhere in the main layout, and the side
 * navigation's entry. This is all the first screen carries of it: the palette's code
 * (JumpToPalette.tsx, its matching, its lists' endpoints) loads the first time it opens, as a
 * chunk of its own (src/import-graph.test.ts keeps it out of the first screen).
 */
import { lazy, useEffect, useSyncExternalStore } from 'react'

/**
 * React's own lazy: nothing preloads the palette, and importing lazy-with-preload.ts here would
 * make esbuild move that first-screen module into a chunk of its own (as for the inspector).
 */
export const JumpToPalette = lazy(() => import('./JumpToPalette'))

/** macOS names the shortcut's modifier ⌘ (Command), and Ctrl+K is its text fields' kill-line. */
export const onMac = () => /mac|iphone|ipad/i.test(navigator.platform)

export const isJumpToShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
  mac: boolean,
) =>
  event.key.toLowerCase() === 'k' &&
  !event.altKey &&
  !event.shiftKey &&
  (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)

/** The shortcut as the side navigation shows it, and as aria-keyshortcuts names it. */
export const jumpToShortcut = (mac: boolean) =>
  mac ? { shown: '⌘ K', aria: 'Meta+K' } : { shown: 'Ctrl K', aria: 'Control+K' }

let open = false
const listeners = new Set<() => void>()
function set(next: boolean) {
  open = next
  for (const listener of listeners) listener()
}

export const openJumpTo = () => set(true)
export const closeJumpTo = () => set(false)

/**
 * Whether the palette is open, with the shortcut listening while the caller (the main layout's
 * mount, JumpToMount.tsx) is mounted. The browser's own Ctrl+K (its address bar's search) gives
 * way inside the console.
 */
export function useJumpToOpener(): boolean {
  useEffect(() => {
    const mac = onMac()
    const onKey = (event: KeyboardEvent) => {
      if (!isJumpToShortcut(event, mac)) return
      event.preventDefault()
      openJumpTo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => open,
  )
}
