import { TextArea } from '@react-spectrum/s2/TextArea'
import { TextField as S2TextField } from '@react-spectrum/s2/TextField'
import { useField } from 'formik'
import { useSecretField } from './form-draft'
import { useShowsOwnError } from './shown-errors'

interface Props {
  name: string
  label: string
  isRequired?: boolean
  description?: string
  multiline?: boolean
  autoFocus?: boolean
  /** `password` hides what is typed (single-line fields only). */
  type?: 'text' | 'password'
  /** The browser's autofill hint, e.g. `username`, `current-password`. */
  autoComplete?: string
  /**
   * Never kept in the form's draft: whatever can hold a secret (a private key, a certificate,
   * cloud-init user data, a key); a password always is secret.
   */
  secret?: boolean
}

/** Optional fields are marked '(Optional)' (SPEC §2). */
export const fieldLabel = (label: string, isRequired?: boolean) =>
  isRequired ? label : `${label} (Optional)`

/**
 * The message under an invalid field, in the place S2 gives its description: the description
 * stays there too, unseen and unread, so the help area keeps the description's height as
 * messages come and go. A field's blur validates it between the press and the release of a
 * click on whatever sits below (a list's Add button, DraftList.tsx): were the area to change
 * height, the button would move from under the pointer and the click would be lost.
 */
function MessageKeepingHeight({ message, description }: { message: string; description: string }) {
  return (
    <span className="field-message">
      <span>{message}</span>
      <span aria-hidden="true" className="field-message-held-height">
        {description}
      </span>
    </span>
  )
}

/** The formik ↔ S2 adapter for text: errors show once the field is touched or the form submitted. */
export function TextField({
  name,
  label,
  isRequired,
  description,
  multiline,
  autoFocus,
  type,
  autoComplete,
  secret,
}: Props) {
  const [field, meta, helpers] = useField<string>(name)
  useSecretField(name, Boolean(secret) || type === 'password')
  const showsError = useShowsOwnError(name, label)
  const error = meta.touched ? meta.error : undefined
  const Field = multiline ? TextArea : S2TextField
  const inputProps = multiline ? {} : { type, autoComplete }
  return (
    <Field
      {...inputProps}
      ref={showsError}
      name={name}
      label={fieldLabel(label, isRequired)}
      description={description}
      autoFocus={autoFocus}
      value={field.value ?? ''}
      onChange={(value: string) => helpers.setValue(value)}
      onBlur={() => helpers.setTouched(true)}
      isInvalid={Boolean(error)}
      errorMessage={
        error && description ? (
          <MessageKeepingHeight message={error} description={description} />
        ) : (
          error
        )
      }
      validationBehavior="aria"
      aria-required={isRequired || undefined}
      UNSAFE_className="form-field"
    />
  )
}
