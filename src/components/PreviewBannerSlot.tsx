import { Suspense } from 'react'
import { lazyWithPreload } from '@/lazy-with-preload'

/**
 * The preview banner, loaded on its own: production builds fold `__MOCK_API__` to false and drop
 * the import, so neither the banner nor the mock session tools it opens reach their bundle (a
 * static import would stay in it: the module has side effects, its styles). The preview's
 * startup loads it before the first render, so it shows with the first page.
 */
export const PreviewBanner = __MOCK_API__
  ? lazyWithPreload(async () => ({ default: (await import('./PreviewBanner')).PreviewBanner }))
  : undefined

export function PreviewBannerSlot() {
  return PreviewBanner ? (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  ) : null
}

/**
 * A full-page layout (sign-in, device) with the preview banner above it, in the preview. The
 * layout keeps its own look; the frame only makes it fill the height the banner leaves.
 */
export function WithPreviewBanner({ children }: { children: React.ReactNode }) {
  if (!PreviewBanner) return children
  return (
    <div className="preview-frame">
      <PreviewBannerSlot />
      {children}
    </div>
  )
}
