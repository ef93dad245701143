import { TextField } from './TextField'

/** A resource's description: optional (labelled '(Optional)', SPEC §2) and multiline. */
export function DescriptionField({
  name = 'description',
  label = 'Description',
}: {
  name?: string
  label?: string
}) {
  return <TextField name={name} label={label} multiline />
}
