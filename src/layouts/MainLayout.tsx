import { useEffect, useRef } from 'react'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { ForbiddenNotice } from '../components/ForbiddenNotice'
import { NavSidebar } from '../components/NavSidebar'
import { PreviewBanner } from '../components/PreviewBanner'
import { TopBar } from '../components/TopBar'
import { useScrollRestoration } from '../hooks/use-scroll-restoration'
import { pageTitle, useCurrentRoute } from '../routes'

export function MainLayout({ children }: { children: React.ReactNode }) {
  const { crumbs } = useCurrentRoute()
  const contentRef = useRef<HTMLElement>(null)
  useScrollRestoration(contentRef)

  useEffect(() => {
    document.title = pageTitle(crumbs)
  }, [crumbs])

  return (
    <div className="main-layout">
      {__MOCK_API__ && <PreviewBanner />}
      <TopBar />
      <NavSidebar />
      <main className="main-layout-content" ref={contentRef}>
        <Breadcrumbs crumbs={crumbs} />
        <ForbiddenNotice />
        {children}
      </main>
    </div>
  )
}
