import { Breadcrumb, Breadcrumbs } from '@react-spectrum/s2/Breadcrumbs'
import { useEffect, useRef } from 'react'
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
        {crumbs.length > 1 && (
          <Breadcrumbs aria-label="Breadcrumbs" size="M">
            {crumbs.map((crumb) => (
              <Breadcrumb key={crumb.href} href={crumb.href}>
                {crumb.label}
              </Breadcrumb>
            ))}
          </Breadcrumbs>
        )}
        {children}
      </main>
    </div>
  )
}
