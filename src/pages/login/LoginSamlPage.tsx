import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { useState } from 'react'
import { useSearch } from 'wouter'
import { wantDraft } from '@/components/form/form-draft'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { redirectFromSearch, samlRedirectPath } from '~/lib/redirect'

/** A full browser navigation, never the app's router: the server answers with a redirect. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url)
  },
}

/**
 * SPEC §2: sign-in through a silo's SAML identity provider. The button sends the browser to the
 * server's redirect endpoint (`/login/{silo}/saml/{provider}/redirect`), which sends it on to the
 * identity provider; the provider posts its assertion to `/login/{silo}/saml/{provider}` and the
 * server then sends the browser back to `redirect_uri`. The console never posts to the assertion
 * endpoint itself. In the preview the redirect lands on the mock identity provider's page
 * (MockIdentityProviderPage), which plays the provider's part.
 */
export default function LoginSamlPage() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const search = useSearch()
  const [leaving, setLeaving] = useState(false)
  const isPending = useButtonPending(leaving)
  const redirectUri = redirectFromSearch(search)

  return (
    <div className="login-panel">
      <h1 className="login-title">Sign in</h1>
      <p className="login-silo">
        to the silo <strong>{silo}</strong> through the identity provider{' '}
        <strong>{provider}</strong>
      </p>
      <div className="login-form">
        <Button
          variant="accent"
          isPending={isPending}
          onPress={() => {
            setLeaving(true)
            // the provider sends the browser back to redirect_uri, where a form may wait
            if (redirectUri) wantDraft(redirectUri)
            browserNavigation.assign(samlRedirectPath(silo, provider, redirectUri))
          }}
        >
          Sign in with {provider}
        </Button>
      </div>
      <p className="login-alternative">
        <Link href={`${pb.login({ silo })}${search ? `?${search}` : ''}`}>
          Sign in with a username and password instead
        </Link>
      </p>
    </div>
  )
}
