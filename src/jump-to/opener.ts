/**
 * What opens the Jump to palette: Ctrl+K (⌘K on macOS) anywhere in the main layout, and the side
 * navigation's entry. This is all the first screen carries of it: the palette's code
 * (JumpToPalette.tsx, its matching, its lists' endpoints) loads the first time it opens, as a
 * chunk of its own (src/import-graph.test.ts keeps it out of the first screen).
 */
import { lazyOverlay, useLazyOverlayOpener } from '@/util/lazy-overlay'

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

/**
 * The palette's open state and code; its shortcut listens while the caller of `useJumpToOpener`
 * (the main layout's mount, JumpToMount.tsx) is mounted. The browser's own Ctrl+K (its address
 * bar's search) gives way inside the console.
 */
const jumpTo = lazyOverlay({
  initial: false,
  load: () => import('./JumpToPalette'),
  isShortcut: (event) => isJumpToShortcut(event, onMac()),
  onShortcut: () => openJumpTo(),
})

export const JumpToPalette = jumpTo.View
export const openJumpTo = () => jumpTo.set(true)
export const closeJumpTo = () => jumpTo.set(false)
/** Whether the palette is open, with its shortcut listening. */
export const useJumpToOpener = () => useLazyOverlayOpener(jumpTo)
