import { type FormikValues, useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { saveDraft, serializeDraft } from './form-draft'

/**
 * Saves what was typed as the page goes (form-draft.ts): a session that expires under the form
 * sends the browser to sign in, and the form at this path comes back from the draft after, to
 * `owner` alone. Nothing is saved when the form still holds what it started with, nor while
 * whose it is is not known.
 */
export function DraftKeeper<Values extends FormikValues>({
  path,
  form,
  started,
  secrets,
  owner,
}: {
  path: string
  form: string
  started: Values
  secrets: Set<string>
  owner: string | undefined
}) {
  const { values } = useFormikContext<Values>()
  const latest = useRef(values)
  latest.current = values
  useEffect(() => {
    if (!owner) return
    const save = () => {
      const draft = serializeDraft(latest.current, secrets)
      if (draft !== serializeDraft(started, secrets)) saveDraft(path, form, draft, owner)
    }
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [path, form, started, secrets, owner])
  return null
}
