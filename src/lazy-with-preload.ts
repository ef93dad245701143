import { type ComponentType, createElement, lazy as reactLazy, useState } from 'react'

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type Preloadable<Props> = ComponentType<Props> & {
  preload: () => Promise<unknown>
  /** Whether its code has loaded: it renders at once, without suspending. */
  isLoaded: () => boolean
}

/**
 * React's lazy, with the import to call ahead (the module system loads a chunk once). A component
 * whose code has already loaded renders at once rather than through React's lazy: lazy suspends
 * on its first render whatever the chunk's state, and React then reveals it no sooner than
 * 300 ms after the fallback showed (Suspense throttling). Each mount keeps the component it
 * started with, so a chunk arriving meanwhile does not remount it.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined
  const preload = async () => {
    const module = await load()
    loaded = module.default
    return module
  }
  const Lazy = reactLazy(preload)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazily loaded module, when its importer loads, never during a render
  function LazyWithPreload(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return Object.assign(LazyWithPreload, { preload, isLoaded: () => loaded !== undefined })
}
