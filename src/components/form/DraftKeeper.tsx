import { type FormikValues, useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { saveDraft, serializeDraft } from './form-draft'

/**
 * Saves what was typed as the page goes (form-draft.ts): a session that expires under the form
 * sends the browser to sign in, and the form at this path comes back from the draft after.
 * Nothing is saved when the form still holds what it started with.
 */
export function DraftKeeper<Values extends FormikValues>({
  path,
  form,
  started,
  secrets,
}: {
  path: string
  form: string
  started: Values
  secrets: Set<string>
}) {
  const { values } = useFormikContext<Values>()
  const latest = useRef(values)
  latest.current = values
  useEffect(() => {
    const save = () => {
      const draft = serializeDraft(latest.current, secrets)
      if (draft !== serializeDraft(started, secrets)) saveDraft(path, form, draft)
    }
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [path, form, started, secrets])
  return null
}
