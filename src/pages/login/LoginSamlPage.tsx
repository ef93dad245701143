import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import { type FormEvent, useState } from 'react'
import { useStore } from 'react-redux'
import { useLocation, useSearch } from 'wouter'
import { redirectFromSearch, safeRedirectPath } from '~/lib/redirect'
import { api } from '~/store/api'
import { useRouteParams } from '../../hooks/use-route'
import { pb } from '../../paths'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The preview's mock server cannot be reached by a browser navigation, so there the POST goes
 * through `fetch` (which the mock intercepts) and its redirect is followed in the app.
 */
async function startInMock(action: string): Promise<{ location: string } | { error: string }> {
  const response = await fetch(action, { method: 'POST', credentials: 'same-origin' })
  const location = response.headers.get('location')
  if (response.status === 303 && location) return { location }
  const body = (await response.json().catch(() => ({}))) as { message?: unknown }
  return {
    error:
      typeof body.message === 'string' && body.message
        ? capitalize(body.message)
        : 'Could not start sign-in',
  }
}

/**
 * SPEC §2: sign-in through a silo's SAML identity provider. Submitting POSTs to
 * `/login/{silo}/saml/{provider}` as a browser form, so the browser follows the server's
 * redirect to the identity provider and, after it, back to `redirect_uri`.
 */
export default function LoginSamlPage() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const search = useSearch()
  const [, navigate] = useLocation()
  const store = useStore()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const redirectUri = redirectFromSearch(search)
  const action = `${pb.loginSaml({ silo, provider })}${
    redirectUri ? `?redirect_uri=${encodeURIComponent(redirectUri)}` : ''
  }`

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!__MOCK_API__) {
      setPending(true)
      return // the browser posts the form and follows the redirect
    }
    event.preventDefault()
    setPending(true)
    setError(undefined)
    const outcome = await startInMock(action)
    setPending(false)
    if ('error' in outcome) {
      setError(outcome.error)
      return
    }
    store.dispatch(api.util.resetApiState())
    navigate(safeRedirectPath(outcome.location) ?? pb.projects(), { replace: true })
  }

  return (
    <div className="login-panel">
      <h1 className="login-title">Sign in</h1>
      <p className="login-silo">
        to the silo <strong>{silo}</strong> through the identity provider{' '}
        <strong>{provider}</strong>
      </p>
      <form method="post" action={action} onSubmit={onSubmit} className="login-form">
        {error && (
          <InlineAlert variant="negative" autoFocus>
            {/* under the page's h1: the default h3 would skip a level */}
            <Heading level={2}>Error</Heading>
            <Content>{error}</Content>
          </InlineAlert>
        )}
        <Button type="submit" variant="accent" isPending={pending}>
          Sign in with {provider}
        </Button>
      </form>
      <p className="login-alternative">
        <Link href={`${pb.login({ silo })}${search ? `?${search}` : ''}`}>
          Sign in with a username and password instead
        </Link>
      </p>
    </div>
  )
}
