import { createContext, type RefCallback, use, useCallback, useEffect, useRef } from 'react'

/**
 * The fields of a form that show their own error, by formik path, so the error summary links to
 * them rather than repeating their message (SPEC §2's summary; each message shows once).
 */
export interface ShownError {
  /** The field's label, the summary's link text. */
  label: string
  /** Moves focus to the field, where its message is. */
  focus: () => void
  /** The field's element, to tell which of several invalid fields comes first on the page. */
  element: () => HTMLElement | null
}

/**
 * What a field's ref gives: an element, an S2 field's handle (which focuses its input), or S2's
 * handle of a group.
 */
export type FocusTarget =
  | HTMLElement
  | { UNSAFE_getDOMNode: () => HTMLElement | null; focus?: () => void }

const elementOf = (target: FocusTarget) =>
  target instanceof HTMLElement ? target : target.UNSAFE_getDOMNode()

function focusTarget(target: FocusTarget) {
  if (target instanceof HTMLElement) {
    target.focus()
    return
  }
  if (target.focus) {
    target.focus()
    return
  }
  // a radio or checkbox group: the chosen option, else the first that can be chosen
  const group = target.UNSAFE_getDOMNode()
  const option =
    group?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    group?.querySelector<HTMLElement>('input:not(:disabled)')
  option?.focus()
}

/** The registry a form shell holds; the summary re-reads it whenever a field comes or goes. */
export class ShownErrors {
  private fields = new Map<string, ShownError>()
  private listeners = new Set<() => void>()
  private version = 0

  register(path: string, field: ShownError) {
    this.fields.set(path, field)
    this.changed()
    return () => {
      if (this.fields.get(path) !== field) return
      this.fields.delete(path)
      this.changed()
    }
  }

  /** The field showing the error at `path`, if one does. */
  at = (path: string): ShownError | undefined => this.fields.get(path)

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = () => this.version

  private changed() {
    this.version += 1
    for (const listener of this.listeners) listener()
  }
}

export const ShownErrorsContext = createContext<ShownErrors | null>(null)

/**
 * Marks the field at `path` as showing its own error, under `label`: the ref goes on the field
 * (an S2 field, or the element holding the message). Outside a form shell it does nothing.
 */
export function useShowsOwnError(path: string, label: string): RefCallback<FocusTarget> {
  const registry = use(ShownErrorsContext)
  const target = useRef<FocusTarget | null>(null)
  useEffect(
    () =>
      registry?.register(path, {
        label,
        focus: () => {
          if (target.current) focusTarget(target.current)
        },
        element: () => (target.current ? elementOf(target.current) : null),
      }),
    [registry, path, label],
  )
  return useCallback((handle: FocusTarget | null) => {
    target.current = handle
  }, [])
}
