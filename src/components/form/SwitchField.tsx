import { Switch } from '@react-spectrum/s2/Switch'
import { useField } from 'formik'

/** The formik ↔ S2 adapter for an on/off choice; the form value is a boolean. */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name)
  return (
    <Switch
      name={name}
      isSelected={field.value}
      onChange={(isSelected) => helpers.setValue(isSelected)}
      UNSAFE_className="form-field"
    >
      {label}
    </Switch>
  )
}
