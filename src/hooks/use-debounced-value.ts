import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`: what someone types, taken when they pause,
 * not at every key (useThrottledValue passes the first change on at once instead).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
