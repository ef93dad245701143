import { NumberField as S2NumberField } from '@react-spectrum/s2/NumberField'
import { useField } from 'formik'
import { useShowsOwnError } from './shown-errors'
import { fieldLabel } from './TextField'

interface Props {
  name: string
  label: string
  isRequired?: boolean
  description?: string
  /** Shown after the number, e.g. 'GiB'; part of the accessible description. */
  unit?: string
  /** How far the stepper buttons move; a typed value is kept as typed, never snapped to it. */
  step?: number
  /** Say why next to the field: disabled fields' own text is too faint to carry it. */
  isDisabled?: boolean
}

/**
 * React Aria's default display rounds to 3 decimals, and its parse of the display is what it
 * commits: 2.0001 would become 2. Enough digits that a typed value comes back unchanged.
 */
const KEEP_TYPED_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 20 }

/**
 * The formik ↔ S2 adapter for numbers. The value is a number, or NaN while the field is empty,
 * so the schema decides what is required, what is out of range and what must be whole: no
 * silent clamping, and no snapping to `step` on blur (React Aria's default `commitBehavior`
 * would turn 2.5 GiB into 3 GiB).
 */
export function NumberField(props: Props) {
  const { name, label, isRequired, description, unit, step, isDisabled } = props
  const [field, meta, helpers] = useField<number>(name)
  const error = meta.touched ? meta.error : undefined
  const showsError = useShowsOwnError(name, label)
  return (
    <S2NumberField
      ref={showsError}
      name={name}
      label={fieldLabel(unit ? `${label} (${unit})` : label, isRequired)}
      description={description}
      value={field.value}
      onChange={(value) => helpers.setValue(value)}
      onBlur={() => helpers.setTouched(true)}
      step={step}
      commitBehavior="validate"
      formatOptions={KEEP_TYPED_DIGITS}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      aria-required={isRequired || undefined}
      UNSAFE_className="form-field"
    />
  )
}
