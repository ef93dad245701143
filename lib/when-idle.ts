/**
 * Runs `work` once the main thread is idle (at the latest after `timeout` ms, when given), and
 * returns how to cancel it. Safari has no requestIdleCallback: there a short timeout stands in,
 * after the first render has painted.
 */
export function whenIdle(work: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, timeout === undefined ? {} : { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, 200)
  return () => window.clearTimeout(handle)
}
