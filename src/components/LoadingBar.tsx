import { useEffect, useState, useSyncExternalStore } from 'react'
import { LOADING_BAR_DELAY_MS } from '~/lib/constants'
import { useAppSelector } from '~/store'
import { selectIsLoadingData } from '~/store/loading'

/** How many route chunks are loading right now; the bar shows while any is. */
const loading = {
  count: 0,
  listeners: new Set<() => void>(),
  change(delta: number) {
    this.count += delta
    for (const listener of this.listeners) listener()
  },
  subscribe(listener: () => void) {
    loading.listeners.add(listener)
    return () => loading.listeners.delete(listener)
  },
}

/** The Suspense fallback of a route: marks route loading while it is mounted. */
export function LoadingBarTrigger() {
  useEffect(() => {
    loading.change(1)
    return () => loading.change(-1)
  }, [])
  return null
}

export type LoadingBarPhase = 'idle' | 'loading' | 'done'

/** How long the finished bar takes to fill and fade (LoadingBar.css `.loading-bar-done`). */
export const LOADING_BAR_DONE_MS = 400

/**
 * SPEC §4: the bar starts after 20 ms of loading (a quicker load shows nothing) and completes
 * when loading ends: 'done' fills and fades it, then it is gone.
 */
export function useLoadingBarPhase(isLoading: boolean): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle')

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setPhase('loading'), LOADING_BAR_DELAY_MS)
      return () => clearTimeout(timer)
    }
    setPhase((current) => (current === 'loading' ? 'done' : current))
  }, [isLoading])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), LOADING_BAR_DONE_MS)
    return () => clearTimeout(timer)
  }, [phase])

  return phase
}

/**
 * The top loading bar (SPEC §2 main layout, §4): it runs while a route's code chunk loads and
 * while a page's data loads for the first time (selectIsLoadingData), so every navigation that
 * waits shows it, not only the first visit to a page.
 */
export function LoadingBar() {
  const isLoadingCode = useSyncExternalStore(loading.subscribe, () => loading.count > 0)
  const isLoadingData = useAppSelector(selectIsLoadingData)
  const phase = useLoadingBarPhase(isLoadingCode || isLoadingData)

  if (phase === 'idle') return null
  return (
    <div
      className={`loading-bar loading-bar-${phase}`}
      role="progressbar"
      aria-label="Loading page"
      aria-busy={phase === 'loading'}
    />
  )
}
