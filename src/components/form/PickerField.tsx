import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { useField } from 'formik'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import { useShowsOwnError } from './shown-errors'
import { fieldLabel } from './TextField'

export interface PickerOption {
  value: string
  label: string
  /** Why it cannot be picked; the option shows disabled. */
  disabledReason?: string
}

interface Props {
  name: string
  label: string
  options: PickerOption[]
  isRequired?: boolean
  description?: string
  placeholder?: string
  isLoading?: boolean
  /** Say why next to the field: disabled fields' own text is too faint to carry it. */
  isDisabled?: boolean
  /** The id of page text about the field (such as that reason), read with it. */
  describedBy?: string
}

/** The formik ↔ S2 adapter for a choice from a list; the form value is the option's `value`. */
export function PickerField(props: Props) {
  const { name, label, options, isRequired, description, placeholder } = props
  const [field, meta, helpers] = useField<string>(name)
  const error = meta.touched ? meta.error : undefined
  const showSpinner = useMinimumDisplay(Boolean(props.isLoading))
  const showsError = useShowsOwnError(name, label)
  return (
    <Picker
      ref={showsError}
      name={name}
      label={fieldLabel(label, isRequired)}
      description={description}
      placeholder={placeholder}
      value={field.value || null}
      onChange={(key) => {
        helpers.setValue(key === null ? '' : String(key))
      }}
      onBlur={() => helpers.setTouched(true)}
      disabledKeys={options.filter((option) => option.disabledReason).map((o) => o.value)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      loadingState={showSpinner ? 'loading' : 'idle'}
      isDisabled={props.isDisabled}
      aria-describedby={props.describedBy}
      aria-required={isRequired || undefined}
      UNSAFE_className="form-field"
    >
      {options.map((option) => (
        <PickerItem
          key={option.value}
          id={option.value}
          textValue={
            option.disabledReason ? `${option.label} (${option.disabledReason})` : option.label
          }
        >
          {option.disabledReason ? `${option.label} (${option.disabledReason})` : option.label}
        </PickerItem>
      ))}
    </Picker>
  )
}
