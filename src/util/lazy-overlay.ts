/**
 * An overlay the first screen carries only the opener of (the Jump to palette, the inspector's
 * panel): its state, kept outside React so a menu item or a shortcut anywhere can open it, the
 * keyboard shortcut, and its code as a chunk of its own, loaded when it first renders
 * (docs/architecture.md, Layers; src/import-graph.test.ts keeps both out of the first screen).
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useSyncExternalStore,
} from 'react'

export interface LazyOverlay<S, Props> {
  /**
   * The overlay's code. React's own lazy: nothing preloads an overlay, and importing
   * lazy-with-preload.ts here would make esbuild move that first-screen module into a chunk of
   * its own, one more file to fetch.
   */
  View: LazyExoticComponent<ComponentType<Props>>
  get(): S
  set(next: S): void
  subscribe(listener: () => void): () => void
  /** Runs the shortcut, in place of the browser's own action for it. */
  onKeyDown(event: KeyboardEvent): void
}

export function lazyOverlay<S, Props>({
  initial,
  load,
  isShortcut,
  onShortcut,
}: {
  initial: S
  load: () => Promise<{ default: ComponentType<Props> }>
  isShortcut: (event: KeyboardEvent) => boolean
  onShortcut: () => void
}): LazyOverlay<S, Props> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    View: lazy(load),
    get: () => state,
    set: (next) => {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    onKeyDown: (event) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      onShortcut()
    },
  }
}

/** The overlay's state, for what shows it (a menu item). */
export function useLazyOverlayState<S, Props>(overlay: LazyOverlay<S, Props>): S {
  return useSyncExternalStore(overlay.subscribe, overlay.get)
}

/**
 * The overlay's state, with its shortcut listening while the caller is mounted: for the
 * overlay's one mount, or the shortcut would run once per mount.
 */
export function useLazyOverlayOpener<S, Props>(overlay: LazyOverlay<S, Props>): S {
  useEffect(() => {
    window.addEventListener('keydown', overlay.onKeyDown)
    return () => window.removeEventListener('keydown', overlay.onKeyDown)
  }, [overlay])
  return useLazyOverlayState(overlay)
}
