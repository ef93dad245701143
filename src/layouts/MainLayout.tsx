import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { NotFoundReport } from '@/components/ErrorBoundary'
import { ForbiddenNotice } from '@/components/ForbiddenNotice'
import { LoadingBar } from '@/components/LoadingBar'
import { NavSidebar } from '@/components/NavSidebar'
import { PreviewBannerSlot } from '@/components/PreviewBannerSlot'
import { Toasts } from '@/components/Toasts'
import { TopBar } from '@/components/TopBar'
import { PermissionScope } from '@/hooks/use-permissions'
import { useCurrentRoute } from '@/hooks/use-route'
import { useScrollRestoration } from '@/hooks/use-scroll-restoration'
import { JumpToMount } from '@/jump-to/JumpToMount'

export function MainLayout({ children }: { children: React.ReactNode }) {
  const { crumbs, location: shownLocation, params } = useCurrentRoute()
  const [location] = useLocation()
  const contentRef = useRef<HTMLElement>(null)
  const navId = useId()
  // on narrow screens the side navigation is a panel the top bar's menu button opens
  const [navOpen, setNavOpen] = useState(false)
  useScrollRestoration(contentRef, shownLocation)
  // the page's not-found, for the location it was shown at: the next page starts with none
  const [notFound, setNotFound] = useState<{ at: string; unknownName?: string }>()
  const reportNotFound = useCallback(
    (unknownName: string | undefined) => setNotFound({ at: shownLocation, unknownName }),
    [shownLocation],
  )

  // following a link closes the panel; `location` is the trigger, not an input
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setNavOpen(false), [location])

  return (
    <div className="main-layout">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <PreviewBannerSlot />
      <TopBar navId={navId} navOpen={navOpen} onNavToggle={() => setNavOpen((open) => !open)} />
      <NavSidebar id={navId} open={navOpen} />
      <main className="main-layout-content" id="content" tabIndex={-1} ref={contentRef}>
        {/* SPEC §2: the main layout shows the loading bar and toasts (both fixed in place) */}
        <LoadingBar />
        <Breadcrumbs
          crumbs={crumbs}
          unknownName={notFound?.at === shownLocation ? notFound.unknownName : undefined}
        />
        <ForbiddenNotice />
        {/* the page's permissions are the silo's and, where the route names a project (its
            pages, its edit form), the project's (docs/architecture.md, Permissions) */}
        <PermissionScope project={params.project}>
          <NotFoundReport.Provider value={reportNotFound}>{children}</NotFoundReport.Provider>
        </PermissionScope>
      </main>
      <Toasts />
      <JumpToMount />
    </div>
  )
}
