import { Radio, RadioGroup } from '@react-spectrum/s2/RadioGroup'
import { useField } from 'formik'

interface Props<V extends string> {
  name: string
  label: string
  /** `disabledReason`: why the option cannot be chosen; it shows disabled with the reason. */
  options: { value: V; label: string; disabledReason?: string }[]
  orientation?: 'horizontal' | 'vertical'
}

/** The formik ↔ S2 adapter for one choice among a few shown at once. */
export function RadioField<V extends string>({ name, label, options, orientation }: Props<V>) {
  const [field, , helpers] = useField<V>(name)
  return (
    <RadioGroup
      name={name}
      label={label}
      value={field.value}
      onChange={(value) => helpers.setValue(value as V)}
      orientation={orientation ?? 'horizontal'}
      UNSAFE_className="form-field"
    >
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          isDisabled={Boolean(option.disabledReason)}
          description={option.disabledReason}
          // the reason stays readable (RadioField.css): S2 greys it with the disabled radio
          UNSAFE_className={option.disabledReason ? 'radio-reason' : undefined}
        >
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  )
}
