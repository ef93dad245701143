import { Logo } from '@/components/Logo'
import { WithPreviewBanner } from '@/components/PreviewBannerSlot'

/** Device login and other single-card pages: a dark gradient with the logo. */
export function CentredLayout({ children }: { children: React.ReactNode }) {
  const layout = (
    <div className="centred-page centred-layout">
      <Logo />
      <main className="centred-card">{children}</main>
    </div>
  )
  // the preview says what it is on every page, the signed-out ones too (README "The preview")
  return <WithPreviewBanner>{layout}</WithPreviewBanner>
}
