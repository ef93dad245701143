import rackImage from '@/assets/rack.svg'
import { WithPreviewBanner } from '@/components/PreviewBannerSlot'
import { Toasts } from '@/components/Toasts'

/** Login pages: a populated rack on the left (hidden on narrow screens), the form on the right. */
export function SplitLayout({ children }: { children: React.ReactNode }) {
  const layout = (
    <div className="split-layout">
      {/* a landmark of its own, so no content of the page sits outside one */}
      <aside className="split-layout-hero">
        <img src={rackImage} alt="A populated Oxide rack" />
      </aside>
      <main className="split-layout-content">{children}</main>
      {/* what a sign-out the server did not confirm says on arriving here (SPEC §4) */}
      <Toasts />
    </div>
  )
  // the preview says what it is on every page, the signed-out ones too (README "The preview")
  return <WithPreviewBanner>{layout}</WithPreviewBanner>
}
