/**
 * An event as the log shows it: readable JSON, with what JSON cannot hold named rather than lost
 * (the confirm dialog's action is a function, a failed request's error an Error, an upload's file
 * a Blob) and a value that refers back to itself cut short.
 */
export function formatPayload(value: unknown): string {
  const seen = new WeakSet<object>()
  return JSON.stringify(
    value,
    (_, v: unknown) => {
      if (typeof v === 'function') return `ƒ ${v.name || 'function'}`
      if (v instanceof Error) return `${v.name}: ${v.message}`
      if (typeof Blob !== 'undefined' && v instanceof Blob) return `Blob (${v.size} bytes)`
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[circular]'
        seen.add(v)
      }
      return v
    },
    2,
  )
}
