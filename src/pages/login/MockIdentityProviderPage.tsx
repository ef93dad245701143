import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import { useState } from 'react'
import { useStore } from 'react-redux'
import { useLocation, useSearch } from 'wouter'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { redirectFromSearch, safeRedirectPath } from '~/lib/redirect'
import { identityProviderPost, MOCK_SAML_USERNAME } from '~/mirage/saml-idp'
import { api } from '~/store/api'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The preview's identity provider, at the server's SAML redirect endpoint
 * (`/login/{silo}/saml/{provider}/redirect`), which the preview's static server answers with the
 * app (preview builds only; against a real server the server answers it). It plays the
 * provider's part (mirage/saml-idp.ts): it vouches for one seeded user and has their response
 * posted to the assertion endpoint, whose redirect it follows back into the console. The post goes
 * through `fetch`, which the in-page mock serves: a real form post would leave the page, and the
 * mock with it.
 */
export default function MockIdentityProviderPage() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const search = useSearch()
  const [, navigate] = useLocation()
  const store = useStore()
  const [pending, setPending] = useState(false)
  const isPending = useButtonPending(pending)
  const [error, setError] = useState<string>()
  const assertionEndpoint = pb.loginSaml({ silo, provider })

  const vouch = async () => {
    setPending(true)
    setError(undefined)
    const response = await fetch(assertionEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: identityProviderPost({
        username: MOCK_SAML_USERNAME,
        audience: assertionEndpoint,
        redirectUri: redirectFromSearch(search),
      }),
    })
    const location = response.headers.get('location')
    if (response.status === 303 && location) {
      store.dispatch(api.util.resetApiState())
      navigate(safeRedirectPath(location) ?? pb.projects(), { replace: true })
      return
    }
    const body = (await response.json().catch(() => ({}))) as { message?: unknown }
    setPending(false)
    setError(
      typeof body.message === 'string' && body.message
        ? capitalize(body.message)
        : 'Could not sign in',
    )
  }

  return (
    <div className="login-panel">
      <h1 className="login-title">Mock identity provider</h1>
      <p className="login-silo">
        The preview's stand-in for <strong>{provider}</strong>, the identity provider of the silo{' '}
        <strong>{silo}</strong>. It vouches for the user <strong>{MOCK_SAML_USERNAME}</strong>.
      </p>
      <div className="login-form">
        {error && (
          <InlineAlert variant="negative" autoFocus>
            {/* under the page's h1: the default h3 would skip a level */}
            <Heading level={2}>Error</Heading>
            <Content>{error}</Content>
          </InlineAlert>
        )}
        <Button variant="accent" isPending={isPending} onPress={() => void vouch()}>
          Continue as {MOCK_SAML_USERNAME}
        </Button>
      </div>
      <p className="login-alternative">
        <Link href={`${assertionEndpoint}${search ? `?${search}` : ''}`}>Cancel</Link>
      </p>
    </div>
  )
}
