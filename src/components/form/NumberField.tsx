import { NumberField as S2NumberField } from '@react-spectrum/s2/NumberField'
import { useField } from 'formik'
import { fieldLabel } from './TextField'

interface Props {
  name: string
  label: string
  isRequired?: boolean
  description?: string
  /** Shown after the number, e.g. 'GiB'; part of the accessible description. */
  unit?: string
  step?: number
  /** Say why next to the field: disabled fields' own text is too faint to carry it. */
  isDisabled?: boolean
}

/**
 * The formik ↔ S2 adapter for numbers. The value is a number, or NaN while the field is empty,
 * so the schema decides what is required and what is out of range (no silent clamping).
 */
export function NumberField(props: Props) {
  const { name, label, isRequired, description, unit, step, isDisabled } = props
  const [field, meta, helpers] = useField<number>(name)
  const error = meta.touched ? meta.error : undefined
  return (
    <S2NumberField
      name={name}
      label={fieldLabel(unit ? `${label} (${unit})` : label, isRequired)}
      description={description}
      value={field.value}
      onChange={(value) => helpers.setValue(value)}
      onBlur={() => helpers.setTouched(true)}
      step={step}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      aria-required={isRequired || undefined}
      UNSAFE_className="form-field"
    />
  )
}
