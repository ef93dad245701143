import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { Link } from '@react-spectrum/s2/Link'
import { Form, Formik, type FormikProps } from 'formik'
import { lazy, Suspense, useRef } from 'react'
import { useStore } from 'react-redux'
import { useLocation, useSearch } from 'wouter'
import { object, string } from 'yup'
import { AnnounceRequired } from '@/components/form/AnnounceRequired'
import { wantDraft } from '@/components/form/form-draft'
import { SubmitButton } from '@/components/form/SubmitButton'
import { TextField } from '@/components/form/TextField'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { requiredMessage } from '@/util/validation'
import { errorMessage } from '~/lib/error-message'
import { redirectFromSearch } from '~/lib/redirect'
import { type ApiError, api } from '~/store/api'
import { useLoginLocalMutation } from '~/store/api/login'

/** Who can sign in to the preview: its own chunk, absent from builds without the mock. */
const PreviewLoginHint = __MOCK_API__ ? lazy(() => import('./PreviewLoginHint')) : null

/** A wrong username or password: the server says only 401, so the message covers both. */
export const WRONG_CREDENTIALS = 'Could not sign in. Check your username and password.'

const loginSchema = object({
  username: string().trim().required(requiredMessage('Username')),
  password: string().required(requiredMessage('Password')),
})

interface Credentials {
  username: string
  password: string
}

const signInMessage = (error: ApiError) =>
  error.statusCode === 401 ? WRONG_CREDENTIALS : errorMessage(error, 'Could not sign in')

/** SPEC §2: local (username and password) sign-in to a silo, in the split layout. */
export default function LoginLocalPage() {
  const { silo } = useRouteParams('silo')
  const search = useSearch()
  const [, navigate] = useLocation()
  const store = useStore()
  const [login] = useLoginLocalMutation()
  const redirectTo = redirectFromSearch(search) ?? pb.projects()
  const formik = useRef<FormikProps<Credentials>>(null)
  const form = useRef<HTMLFormElement>(null)

  /** The preview hint's username goes into the form; the password is what is left to type. */
  const pickUser = (username: string) => {
    void formik.current?.setFieldValue('username', username, true)
    const password = form.current?.elements.namedItem('password')
    if (password instanceof HTMLInputElement) password.focus()
  }

  return (
    <div className="login-panel">
      <h1 className="login-title">Sign in</h1>
      <p className="login-silo">
        to the silo <strong>{silo}</strong>
      </p>
      <Formik<Credentials>
        innerRef={formik}
        initialValues={{ username: '', password: '' }}
        validationSchema={loginSchema}
        // Sign in sits right below the fields: a message appearing as the username loses focus
        // would push it from under the pointer pressing it and the press would be lost, so the
        // form checks on submit, as the silo chooser does
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined)
          try {
            await login({
              siloName: silo,
              usernamePasswordCredentials: {
                username: values.username.trim(),
                password: values.password,
              },
            }).unwrap()
          } catch (error) {
            // what was typed stays; only the message changes
            helpers.setStatus({ error: signInMessage(error as ApiError) })
            return
          }
          // whatever the store held belonged to the previous session
          store.dispatch(api.util.resetApiState())
          // a form the expired session left comes back with what was typed
          wantDraft(redirectTo)
          navigate(redirectTo, { replace: true })
        }}
      >
        {({ isSubmitting, status, errors, submitCount }) => (
          <Form ref={form} noValidate className="login-form" aria-label="Sign in">
            <AnnounceRequired
              messages={[errors.username, errors.password].filter(
                (message) => message !== undefined,
              )}
              submitCount={submitCount}
            />
            <TextField
              name="username"
              label="Username"
              isRequired
              autoFocus
              autoComplete="username"
            />
            <TextField
              name="password"
              label="Password"
              isRequired
              type="password"
              autoComplete="current-password"
            />
            {status?.error && (
              <InlineAlert variant="negative" autoFocus>
                {/* under the page's h1: the default h3 would skip a level */}
                <Heading level={2}>Error</Heading>
                <Content>{status.error}</Content>
              </InlineAlert>
            )}
            <SubmitButton isSubmitting={isSubmitting}>Sign in</SubmitButton>
          </Form>
        )}
      </Formik>
      {__MOCK_API__ && (
        <p className="login-alternative">
          {/* the preview's seeded SAML provider (README "The preview") */}
          <Link
            href={`${pb.loginSaml({ silo, provider: 'mock-idp' })}${search ? `?${search}` : ''}`}
          >
            Sign in with the mock identity provider
          </Link>
        </p>
      )}
      {PreviewLoginHint && (
        <Suspense fallback={null}>
          <PreviewLoginHint onPick={pickUser} />
        </Suspense>
      )}
    </div>
  )
}
