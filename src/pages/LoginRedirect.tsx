import { Button } from '@react-spectrum/s2/Button'
import { Form, Formik } from 'formik'
import { Redirect, useLocation, useSearch } from 'wouter'
import { object, string } from 'yup'
import { AnnounceRequired } from '@/components/form/AnnounceRequired'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { requiredMessage } from '@/util/validation'
import { sessionSilo } from '~/lib/session-silo'

const siloSchema = object({ silo: string().trim().required(requiredMessage('Silo')) })

/**
 * `/login`, where a 401 sends the user (SPEC §4) and where signing out goes when the user's silo
 * could not be read. Sign-in pages are per silo (SPEC §2) and the contract has no silo-less
 * sign-in, so the console goes to the sign-in page of the silo this tab's session belonged to
 * (lib/session-silo.ts), keeping `redirect_uri`. With no session known in this tab, it does not
 * make one up: the user names their silo.
 */
export default function LoginRedirect() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const query = search ? `?${search}` : ''
  const known = sessionSilo.read()
  if (known) return <Redirect to={`${pb.login({ silo: known })}${query}`} replace />

  return (
    <div className="login-panel">
      <h1 className="login-title">Sign in</h1>
      <p className="login-silo">Each silo has its own sign-in. Which silo is yours?</p>
      <Formik
        initialValues={{ silo: '' }}
        validationSchema={siloSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={({ silo }) => navigate(`${pb.login({ silo: silo.trim() })}${query}`)}
      >
        {({ errors, submitCount }) => (
          <Form noValidate className="login-form" aria-label="Choose your silo">
            <AnnounceRequired
              messages={errors.silo ? [errors.silo] : []}
              submitCount={submitCount}
            />
            <TextField name="silo" label="Silo" isRequired autoFocus autoComplete="organization" />
            <Button type="submit" variant="accent">
              Continue
            </Button>
          </Form>
        )}
      </Formik>
    </div>
  )
}
