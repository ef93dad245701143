import { TextField } from './TextField'

/**
 * A resource's name: required, its rules (and its server conflict, see `nameConflictField`)
 * coming from the form. `autoFocus` when it is the form's first field.
 */
export function NameField({
  name = 'name',
  label = 'Name',
  autoFocus,
  description,
}: {
  name?: string
  label?: string
  autoFocus?: boolean
  description?: string
}) {
  return (
    <TextField
      name={name}
      label={label}
      isRequired
      autoFocus={autoFocus}
      description={description}
    />
  )
}
