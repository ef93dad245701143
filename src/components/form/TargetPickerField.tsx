/**
 * A picker that chooses the target of an action (the instance a floating IP attaches to, the
 * disk an instance takes, the instance a group takes in): it offers only what the action allows
 * now, as the rule tables answer (machines/*-rules.ts), and a line under the field counts what it
 * leaves out and why ('3 instances cannot take an IP now. Only running or stopped …').
 *
 * Left out with a count rather than listed disabled: S2 greys a disabled option, and a reason
 * written inside it, below legible contrast, and a project's long list of instances would bury
 * the few that can be picked among many that cannot. The line is page text at legible contrast,
 * and the field is described by it, so a screen reader hears it with the field.
 */
import { PickerField, type PickerOption } from './PickerField'

/** The candidates split by the rule: each has `disabledReason` set when the action refuses it. */
export interface TargetChoices {
  /** What the action allows now, in the order given. */
  pickable: PickerOption[]
  /** How many candidates the action does not allow now. */
  heldBack: number
}

export function targetChoices(candidates: readonly PickerOption[]): TargetChoices {
  const pickable = candidates.filter((candidate) => !candidate.disabledReason)
  return { pickable, heldBack: candidates.length - pickable.length }
}

export interface TargetWords {
  /** The line for what is left out, from its count: '3 instances cannot take an IP now. …' */
  heldBack: (count: number) => string
  /** When nothing can be picked (and nothing was left out): 'No instance can take an IP now'. */
  none: string
}

/** The line under the picker, if it needs one. */
export function targetNote(choices: TargetChoices, words: TargetWords) {
  if (choices.heldBack > 0) return words.heldBack(choices.heldBack)
  return choices.pickable.length === 0 ? words.none : undefined
}

/** The id of the picker's line, for a submit that it explains when nothing can be picked. */
export const targetNoteId = (name: string) => `${name}-target-note`

/** The line under a target picker (also under the storage tab's inline one). */
export function TargetNote({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} className="action-reason">
      {text}
    </p>
  )
}

/**
 * The formik field: the pickable candidates, and the line. With nothing to pick the field is
 * disabled and its placeholder says so; the form disables its submit, described by the line
 * (`submitDisabledBy={targetNoteId(name)}`). While the candidates load (`isLoading`) there is
 * nothing to count yet, so the field spins and says nothing of them.
 */
export function TargetPickerField({
  name,
  label,
  placeholder,
  description,
  choices,
  words,
  isLoading = false,
}: {
  name: string
  label: string
  placeholder: string
  description?: string
  choices: TargetChoices
  words: TargetWords
  isLoading?: boolean
}) {
  const note = isLoading ? undefined : targetNote(choices, words)
  const none = !isLoading && choices.pickable.length === 0
  return (
    <>
      <PickerField
        name={name}
        label={label}
        isRequired
        placeholder={none ? words.none : placeholder}
        description={description}
        options={choices.pickable}
        isLoading={isLoading}
        isDisabled={none}
        describedBy={note ? targetNoteId(name) : undefined}
      />
      <TargetNote id={targetNoteId(name)} text={note} />
    </>
  )
}
