/**
 * For tests of machines that raise toasts: the toasts raised during each test, as
 * `{ title, content, variant }`, with the toaster emptied after each test.
 */
import { afterEach, beforeEach } from 'vitest'
import { toaster } from './toast.machine'
import { dismissAllToasts, type Toast } from './toaster'

export function captureToasts() {
  const toasts: Pick<Toast, 'title' | 'content' | 'variant'>[] = []
  let subscription: { unsubscribe(): void } | undefined
  beforeEach(() => {
    toasts.length = 0
    const seen = toaster.getSnapshot().context.toasts.length
    subscription = toaster.subscribe((snapshot) => {
      toasts.push(
        ...snapshot.context.toasts
          .slice(seen + toasts.length)
          .map(({ title, content, variant }) => ({ title, content, variant })),
      )
    })
  })
  afterEach(() => {
    subscription?.unsubscribe()
    dismissAllToasts()
  })
  return toasts
}
