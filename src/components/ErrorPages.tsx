import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useEffect } from 'react'
import { pageTitle } from '@/hooks/use-route'
import { useSignOut } from '@/hooks/use-sign-out'
import { pb } from '~/src/paths'

/**
 * SPEC §8's error pages. Content, not a landmark: the error boundary shows them inside the route's
 * layout, whose `main` holds them, and a path no route matches puts one in a `main` of its own
 * (routes.tsx). A second `main` inside the first is one landmark too many for a screen reader.
 */
function ErrorPage({ title, children }: { title: string; children: React.ReactNode }) {
  const signOut = useSignOut()
  useEffect(() => {
    document.title = pageTitle([{ label: title }])
  }, [title])
  return (
    <div className="centred-page">
      <div className="centred-card">
        <h1 className="error-page-title">{title}</h1>
        <p>{children}</p>
        <div className="error-page-actions">
          <Link href={pb.root()}>Back to console</Link>
          <Button variant="secondary" onPress={signOut}>
            Sign out
          </Button>
        </div>
      </div>
    </div>
  )
}

export function NotFoundPage() {
  return (
    <ErrorPage title="Page not found">
      The page you are looking for doesn't exist or you may not have access to it.
    </ErrorPage>
  )
}

export function SomethingWentWrongPage() {
  return (
    <ErrorPage title="Something went wrong">
      Please try again. If the problem persists, contact your administrator.
    </ErrorPage>
  )
}
