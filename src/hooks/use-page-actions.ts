/**
 * What the page on screen offers to do, as the page itself declares it (PageHeader's `create`,
 * 'New instance'): the Jump to palette lists these as the current page's actions, so there is no
 * second list of them to keep in step with the pages. Part of the first screen: kept to a set
 * and a subscription.
 */
import { useEffect, useSyncExternalStore } from 'react'

export interface PageAction {
  label: string
  href: string
}

let declared: readonly PageAction[] = []
const listeners = new Set<() => void>()

function set(next: readonly PageAction[]) {
  declared = next
  for (const listener of listeners) listener()
}

/** Declares `action` while the calling component is mounted (and it is given). */
export function useDeclarePageAction(action: PageAction | undefined) {
  const label = action?.label
  const href = action?.href
  useEffect(() => {
    if (label === undefined || href === undefined) return
    const entry = { label, href }
    set([...declared, entry])
    return () => set(declared.filter((other) => other !== entry))
  }, [label, href])
}

/** The actions the mounted pages declare, in the order they mounted. */
export function usePageActions(): readonly PageAction[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => declared,
  )
}
