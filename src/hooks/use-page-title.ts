import { useEffect } from 'react'
import { pageTitle, useCurrentRoute } from '../routes'

/**
 * The page title from the route's breadcrumbs (SPEC §2), for pages outside the main layout (which
 * sets it itself): sign-in and device pages.
 */
export function usePageTitle() {
  const { crumbs } = useCurrentRoute()
  useEffect(() => {
    document.title = pageTitle(crumbs)
  }, [crumbs])
}
