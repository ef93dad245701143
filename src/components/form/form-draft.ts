/**
 * What was typed into a form outlives a session that expires under it: a 401 sends the
 * browser to sign in with a document navigation, which would lose the form. The shell saves its
 * values for the tab as the page goes; signing in again marks that draft as wanted; the form at
 * the same path then starts from it, once. A draft nobody signed in for (a reload, a form left
 * some other way) is dropped unused, so a form never comes back filled for any other reason. A
 * draft belongs to the user who typed it (their id, from this session's /v1/me): only they get it
 * back, and anyone else who signs in here erases it unread. Secret fields (passwords, private
 * keys, certificates, user data) are never written to storage.
 */
import { type FormikValues, setIn } from 'formik'
import { createContext, useContext, useEffect } from 'react'

/** One draft per tab: that of the page the session ended on. */
export const FORM_DRAFT_KEY = 'oxide-console:form-draft'

interface StoredDraft {
  path: string
  /** Which form of the page (its title): a page may hold more than one. */
  form: string
  /** `serializeDraft`'s JSON. */
  values: string
  /** Set by a sign-in that will land on `path`. */
  wanted: boolean
  /** The id of the user who typed it. */
  owner: string
}

/** JSON has no NaN, the value of an empty number field; it is stored as this. */
const NAN = { $nan: true }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value))

/** Files and other objects JSON cannot carry are left out: the form's own initial value stays. */
const toStorable = (_key: string, value: unknown) => {
  if (typeof value === 'number' && Number.isNaN(value)) return NAN
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return isPlainObject(value) ? value : undefined
  }
  return value
}

const fromStorable = (_key: string, value: unknown) =>
  isPlainObject(value) && value.$nan === true && Object.keys(value).length === 1
    ? Number.NaN
    : value

/** `values` without the secret fields, as JSON. */
export function serializeDraft(values: FormikValues, secrets: Iterable<string>): string {
  let kept = values
  for (const path of secrets) kept = setIn(kept, path, undefined)
  return JSON.stringify(kept, toStorable)
}

/** The draft laid over the form's initial values: what it lacks keeps its initial value. */
export function mergeDraft<Values>(initial: Values, draft: unknown): Values {
  if (!isPlainObject(initial) || !isPlainObject(draft)) return draft as Values
  const merged: Record<string, unknown> = { ...initial }
  for (const [key, value] of Object.entries(draft)) {
    merged[key] = key in initial ? mergeDraft(initial[key], value) : value
  }
  return merged as Values
}

const read = (storage: Storage): StoredDraft | undefined => {
  try {
    const raw = storage.getItem(FORM_DRAFT_KEY)
    return raw ? (JSON.parse(raw) as StoredDraft) : undefined
  } catch {
    return undefined
  }
}

const write = (storage: Storage, draft: StoredDraft) => {
  try {
    storage.setItem(FORM_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // storage full or disabled: the form is lost as it would have been without drafts
  }
}

/** The form at `path` as the page goes (`serializeDraft`'s JSON), `owner`'s; not yet wanted. */
export function saveDraft(
  path: string,
  form: string,
  values: string,
  owner: string,
  storage: Storage = sessionStorage,
) {
  write(storage, { path, form, values, wanted: false, owner })
}

/** A sign-in that lands on `redirectPath` wants the draft of that path back. */
export function wantDraft(redirectPath: string, storage: Storage = sessionStorage) {
  const draft = read(storage)
  const path = new URL(redirectPath, 'http://same-origin.invalid').pathname
  if (draft?.path === path) write(storage, { ...draft, wanted: true })
}

const wantedAt = (path: string, form: string, draft: StoredDraft | undefined) =>
  draft?.path === path && draft.form === form && draft.wanted

/** Whether a sign-in wants the draft of the form at `path` back: who signed in decides. */
export const hasWantedDraft = (path: string, form: string, storage: Storage = sessionStorage) =>
  wantedAt(path, form, read(storage))

/**
 * The wanted draft of the form at `path`, if `user` typed it; reading leaves it for `dropDraft`.
 * Someone else's is erased unread.
 */
export function readDraft(
  path: string,
  form: string,
  user: string | undefined,
  storage: Storage = sessionStorage,
): unknown {
  const draft = read(storage)
  if (!draft || !wantedAt(path, form, draft)) return undefined
  if (draft.owner !== user) {
    storage.removeItem(FORM_DRAFT_KEY)
    return undefined
  }
  try {
    return JSON.parse(draft.values, fromStorable)
  } catch {
    return undefined
  }
}

/** A form at `path` has started: the page's draft, used or not, is done with. */
export function dropDraft(path: string, storage: Storage = sessionStorage) {
  if (read(storage)?.path === path) storage.removeItem(FORM_DRAFT_KEY)
}

/**
 * The names of the shell's secret fields, which the fields themselves register: the shell does
 * not know its fields, and a secret inside a list row has a name only the row knows.
 */
export const SecretFieldsContext = createContext<Set<string> | null>(null)

/** Keeps the field `name` out of the form's drafts while it is mounted and `secret`. */
export function useSecretField(name: string, secret: boolean) {
  const secrets = useContext(SecretFieldsContext)
  useEffect(() => {
    if (!secret || !secrets) return
    secrets.add(name)
    return () => {
      secrets.delete(name)
    }
  }, [secrets, name, secret])
}
