/**
 * What a form shell derives from the resource it names and its kind (DESIGN.md "A form names its
 * resource and kind"): the title, the submit label, and where a name conflict shows.
 */
import type { ApiError } from '~/store/api'

export type FormKind = 'create' | 'edit'

/**
 * A form names its resource and kind; a form whose words do not follow the pattern (e.g. 'Add
 * SSH key', 'Create and attach disk') overrides `title` and/or `submitLabel`, and a form that
 * neither creates nor edits (attach, demote, settings) gives both.
 */
export type FormNaming =
  | { resource: string; kind: FormKind; title?: string; submitLabel?: string }
  | { resource?: never; kind?: never; title: string; submitLabel: string }

const verbs: Record<FormKind, { title: string; submit: string }> = {
  create: { title: 'Create', submit: 'Create' },
  // an edit form's button says what it does to the resource: 'Edit project' → 'Update project'
  edit: { title: 'Edit', submit: 'Update' },
}

export function formLabels(naming: FormNaming): { title: string; submitLabel: string } {
  if (naming.resource === undefined) {
    return { title: naming.title, submitLabel: naming.submitLabel }
  }
  const verb = verbs[naming.kind]
  return {
    title: naming.title ?? `${verb.title} ${naming.resource}`,
    submitLabel: naming.submitLabel ?? `${verb.submit} ${naming.resource}`,
  }
}

/**
 * The shell's default for a server error: a taken name (ObjectAlreadyExists) belongs on the
 * `name` field when the form has one; anything else stays in the summary. A form with other
 * field errors passes its own `fieldForError`, which replaces this default.
 */
export function nameConflictField<Values extends object>(
  error: Pick<ApiError, 'errorCode'>,
  values: Values,
): keyof Values | undefined {
  return error.errorCode === 'ObjectAlreadyExists' && 'name' in values
    ? ('name' as keyof Values)
    : undefined
}
