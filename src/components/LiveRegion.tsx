import { useSyncExternalStore } from 'react'
import { SR_ANNOUNCEMENT_MS } from '~/lib/constants'

/** Screen-reader announcements (SPEC §8: required-field errors are announced assertively). */
const region = {
  message: '',
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    region.listeners.add(listener)
    return () => region.listeners.delete(listener)
  },
}

export function announceAssertive(message: string) {
  // clear first so the same message twice is announced twice
  region.message = ''
  for (const listener of region.listeners) listener()
  queueMicrotask(() => {
    region.message = message
    for (const listener of region.listeners) listener()
  })
  setTimeout(() => {
    if (region.message !== message) return
    region.message = ''
    for (const listener of region.listeners) listener()
  }, SR_ANNOUNCEMENT_MS)
}

export function LiveRegion() {
  const message = useSyncExternalStore(region.subscribe, () => region.message)
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {message}
    </div>
  )
}
