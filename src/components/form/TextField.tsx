import { TextArea } from '@react-spectrum/s2/TextArea'
import { TextField as S2TextField } from '@react-spectrum/s2/TextField'
import { useField } from 'formik'

interface Props {
  name: string
  label: string
  isRequired?: boolean
  description?: string
  multiline?: boolean
  autoFocus?: boolean
}

/** Optional fields are marked '(Optional)' (SPEC §2). */
export const fieldLabel = (label: string, isRequired?: boolean) =>
  isRequired ? label : `${label} (Optional)`

/** The formik ↔ S2 adapter for text: errors show once the field is touched or the form submitted. */
export function TextField({ name, label, isRequired, description, multiline, autoFocus }: Props) {
  const [field, meta, helpers] = useField<string>(name)
  const error = meta.touched ? meta.error : undefined
  const Field = multiline ? TextArea : S2TextField
  return (
    <Field
      name={name}
      label={fieldLabel(label, isRequired)}
      description={description}
      autoFocus={autoFocus}
      value={field.value ?? ''}
      onChange={(value: string) => helpers.setValue(value)}
      onBlur={() => helpers.setTouched(true)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      aria-required={isRequired || undefined}
      UNSAFE_className="form-field"
    />
  )
}
