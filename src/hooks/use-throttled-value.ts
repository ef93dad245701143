import { useEffect, useState } from 'react'

interface Shown<T> {
  value: T
  /** When it was taken (performance.now()); never, for the value the component mounted with. */
  at: number
}

/**
 * `value`, passed on at once when it last changed at least `intervalMs` ago, otherwise held until
 * that long has passed and then passed on as it is by then. One change shows at once; a burst (a
 * bulk action's answers landing one by one) shows a few times a second instead of once per answer,
 * each of which would otherwise render a long list again.
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState<Shown<T>>({ value, at: Number.NEGATIVE_INFINITY })
  const changed = !Object.is(value, shown.value)
  const now = performance.now()
  const due = changed && now - shown.at >= intervalMs
  // taken during render, as React allows for state derived from props: no frame shows the old value
  if (due) setShown({ value, at: now })
  useEffect(() => {
    if (!changed || due) return
    const timer = setTimeout(
      () => setShown({ value, at: performance.now() }),
      shown.at + intervalMs - performance.now(),
    )
    return () => clearTimeout(timer)
  }, [changed, due, value, shown.at, intervalMs])
  return due ? value : shown.value
}
