import { useEffect, useState, useSyncExternalStore } from 'react'
import { LOADING_BAR_DELAY_MS } from '~/lib/constants'

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

type Phase = 'idle' | 'loading' | 'done'

/** SPEC §4: starts after 20 ms of route loading and completes when loading ends. */
export function LoadingBar() {
  const isLoading = useSyncExternalStore(loading.subscribe, () => loading.count > 0)
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setPhase('loading'), LOADING_BAR_DELAY_MS)
      return () => clearTimeout(timer)
    }
    setPhase((current) => (current === 'loading' ? 'done' : current))
  }, [isLoading])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), 400)
    return () => clearTimeout(timer)
  }, [phase])

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
