import type { ReactNode } from 'react'
import { type AnyObjectSchema, object, string } from 'yup'
import type { Action } from '@/util/permissions'
import { requiredMessage } from '@/util/validation'
import type { ApiError } from '~/store/api'
import { PickerField, type PickerOption } from './PickerField'
import { SideModalForm } from './SideModalForm'
import {
  type TargetChoices,
  TargetPickerField,
  type TargetWords,
  targetNoteId,
} from './TargetPickerField'

/** The schema of a form that is one choice: `name` must be picked ('{label} is required'). */
export const pickOneSchema = (name: string, label: string) =>
  object({ [name]: string().required(requiredMessage(label)) })

/** What the picker offers. */
export type PickOneOffer =
  /** Every option may be picked. */
  | { options: PickerOption[]; isLoading?: boolean }
  /**
   * What a rule table allows now, the rest counted under the field (TargetPickerField); with
   * nothing to pick, the submit is disabled and described by that line.
   */
  | { choices: TargetChoices; words: TargetWords }

interface Props<Name extends string> {
  title: string
  submitLabel: string
  /** The form's one value, e.g. `instance`. */
  name: Name
  label: string
  placeholder: string
  description?: string
  offer: PickOneOffer
  /** `pickOneSchema(name, label)`, as the form module exports it. */
  validationSchema: AnyObjectSchema
  fieldForError?: (error: ApiError) => Name | undefined
  onDismiss: () => void
  /** Throws the ApiError on failure; the form stays open with the choice kept. */
  onSubmit: (picked: string) => Promise<unknown>
  /** Text above the picker. */
  children?: ReactNode
  /** The action the submit takes (FormikShell). */
  requires?: Action
}

/**
 * A side-modal form that is one picker and its submit (attach a floating IP to an instance, add
 * an instance to a group, demote an image into a project): the choice is required, and the
 * server's refusal shows in the form with the choice kept.
 */
export function PickOneForm<Name extends string>({
  title,
  submitLabel,
  name,
  label,
  placeholder,
  description,
  offer,
  validationSchema,
  fieldForError,
  onDismiss,
  onSubmit,
  children,
  requires,
}: Props<Name>) {
  const nothingToPick = 'choices' in offer && offer.choices.pickable.length === 0
  return (
    <SideModalForm<Record<Name, string>>
      title={title}
      submitLabel={submitLabel}
      initialValues={{ [name]: '' } as Record<Name, string>}
      validationSchema={validationSchema}
      fieldForError={fieldForError}
      onDismiss={onDismiss}
      requires={requires}
      submitDisabledBy={nothingToPick ? targetNoteId(name) : undefined}
      onSubmit={(values) => onSubmit(values[name])}
    >
      {children}
      {'choices' in offer ? (
        <TargetPickerField
          name={name}
          label={label}
          placeholder={placeholder}
          description={description}
          choices={offer.choices}
          words={offer.words}
        />
      ) : (
        <PickerField
          name={name}
          label={label}
          isRequired
          placeholder={placeholder}
          description={description}
          isLoading={offer.isLoading}
          options={offer.options}
        />
      )}
    </SideModalForm>
  )
}
