/**
 * The message to show for anything a promise rejected with: an `ApiError` (`{ message }`, already
 * made readable by the store, SPEC §8), an `Error`, or a bare string.
 */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (typeof error === 'string') return error || fallback
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return fallback
}
