import { Checkbox, CheckboxGroup } from '@react-spectrum/s2/CheckboxGroup'
import { useField } from 'formik'
import { useShowsOwnError } from './shown-errors'
import { fieldLabel } from './TextField'

export interface CheckboxOption {
  value: string
  label: string
}

interface Props {
  name: string
  label: string
  options: CheckboxOption[]
  description?: string
  isRequired?: boolean
}

/** The formik ↔ S2 adapter for picking several of a list; the form value is the picked values. */
export function CheckboxGroupField({ name, label, options, description, isRequired }: Props) {
  const [field, meta, helpers] = useField<string[]>(name)
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined
  const showsError = useShowsOwnError(name, label)
  return (
    <CheckboxGroup
      ref={showsError}
      name={name}
      label={fieldLabel(label, isRequired)}
      description={description}
      value={field.value}
      onChange={(value) => helpers.setValue(value)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      UNSAFE_className="form-field"
    >
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value}>
          {option.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}
