import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { FormikErrors } from 'formik'
import { number, object, string } from 'yup'
import { CanContext } from '@/hooks/use-permissions'
import { renderWithStore } from '@/testing/render-with-store'
import type { Action } from '@/util/permissions'
import { nameSchema } from '@/util/validation'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import type { ApiError } from '~/store/api'
import { LiveRegion } from '../LiveRegion'
import type { FieldLink } from './ErrorSummary'
import { FORM_DRAFT_KEY, readDraft, saveDraft, serializeDraft, wantDraft } from './form-draft'
import { InlineForm } from './InlineForm'
import { NameField } from './NameField'
import { NumberField } from './NumberField'
import type { ShownError } from './shown-errors'
import { type SubmitFailure, summaryEntries } from './summary-entries'
import { TextField } from './TextField'

interface Values {
  name: string
  size: number
  key: string
}

const schema = object({
  name: nameSchema(),
  size: number().integer('Size must be a whole number'),
  key: string(),
})

const initialValues: Values = { name: '', size: 10, key: '' }

const serverError = (message: string): ApiError =>
  ({ errorCode: 'Internal', message, statusCode: 500 }) as ApiError

function renderForm(
  onSubmit: (values: Values) => Promise<unknown> = async () => undefined,
  {
    validationSchema = schema,
    showsKey = true,
    requires,
    refusal,
  }: {
    validationSchema?: typeof schema
    showsKey?: boolean
    requires?: Action
    refusal?: string
  } = {},
) {
  renderWithStore(
    <>
      <CanContext value={(action) => (action === requires ? refusal : undefined)}>
        <InlineForm<Values>
          title="Test form"
          submitLabel="Save"
          requires={requires}
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={onSubmit}
        >
          <NameField />
          <NumberField name="size" label="Size" unit="GiB" step={1} />
          {showsKey && <TextField name="key" label="Private key" secret />}
        </InlineForm>
      </CanContext>
      <LiveRegion />
    </>,
  )
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

async function type(name: string, value: string) {
  await act(async () => {
    fireEvent.change(field(name), { target: { value } })
    fireEvent.blur(field(name))
  })
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  })

/** The summary's text, or null when there is none. */
const summary = () => screen.queryByRole('heading', { name: /^Errors?$/ })?.parentElement

/** The mock's signed-in user, whose /v1/me the shell asks for: a draft is theirs. */
let signedIn = ''
beforeEach(() => {
  signedIn = startTestServer().db.session.userId
})

afterEach(() => {
  stopTestServer()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe("the submit asks the role the form's action needs (docs/architecture.md, Permissions)", () => {
  const refusal = 'Needs the limited collaborator role on mock-project; you are a viewer'

  it.each<[string, string | undefined, boolean]>([
    ['a role that does not allow it: disabled with the reason, nothing sent', refusal, false],
    ['a role that allows it (or is unknown): sent', undefined, true],
  ])('%s', async (_, reason, sent) => {
    const onSubmit = vi.fn(async () => undefined)
    renderForm(onSubmit, { requires: 'disk.create', refusal: reason })
    await type('Name', 'data')
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(
      !sent,
    )
    if (reason) {
      expect(screen.getByText(reason).id).toBe(button.getAttribute('aria-describedby'))
    }
    // Enter in a field submits the form whatever the button's state
    await act(async () => {
      fireEvent.submit(field('Name').closest('form') as HTMLFormElement)
    })
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(sent ? 1 : 0))
  })
})

describe('a number field never rounds', () => {
  it('keeps 2.5 as typed, so the schema says it must be whole and nothing is sent', async () => {
    const onSubmit = vi.fn(async () => undefined)
    renderForm(onSubmit)
    await type('Name', 'data')
    await type('Size (GiB) (Optional)', '2.5')
    expect(field('Size (GiB) (Optional)').value).toBe('2.5')
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Size must be a whole number')).toBeTruthy()
  })
})

describe('the error summary (SPEC §2)', () => {
  it("drops the server's refusal once a field is edited, and never shows it after a new submit", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onSubmit = vi.fn().mockRejectedValueOnce(serverError('Internal server error'))
    renderForm(onSubmit)
    await type('Name', 'fail-500')
    await submit()
    expect(summary()?.textContent).toContain('Internal server error')
    await type('Name', 'good')
    expect(summary()).toBeFalsy()
    // a submit the schema stops: its own problem, not the earlier refusal
    await type('Name', 'Bad')
    await submit()
    expect(screen.getByText('Must start with a lowercase letter')).toBeTruthy()
    expect(summary()).toBeFalsy()
    await type('Name', 'good')
    await submit()
    // a form that is no edit writes every field
    const sent = { name: 'good', size: 10, key: '' }
    expect(onSubmit).toHaveBeenLastCalledWith(sent, sent)
    expect(summary()).toBeFalsy()
  })
})

describe('a field error shows once, at its field; the summary only for one no field shows', () => {
  it('shows no summary when each error is at its field, and focuses the first field on the page', async () => {
    const onSubmit = vi.fn(async () => undefined)
    renderForm(onSubmit)
    // Size's error comes first in formik's errors; Name comes first on the page
    await type('Size (GiB) (Optional)', '2.5')
    await type('Name', 'Bad')
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getAllByText('Must start with a lowercase letter')).toHaveLength(1)
    expect(screen.getAllByText('Size must be a whole number')).toHaveLength(1)
    expect(summary()).toBeFalsy()
    await waitFor(() => expect(document.activeElement).toBe(field('Name')))
  })

  it('announces a required field assertively, with no summary (SPEC §8)', async () => {
    renderForm()
    await submit()
    expect(summary()).toBeFalsy()
    // shown at the field, and said in the assertive live region
    await waitFor(() => {
      const holders = screen.getAllByText('Name is required')
      expect(holders.map((holder) => holder.getAttribute('aria-live'))).toContain('assertive')
    })
  })

  it("summarises an error of a field not on screen, linking to the others' fields, focused", async () => {
    const keyRequired = schema.shape({ key: string().required('Private key is required') })
    renderForm(async () => undefined, { validationSchema: keyRequired, showsKey: false })
    await type('Name', 'Bad')
    await submit()
    const shown = summary()
    expect(shown?.textContent).toContain('2 issues:')
    expect(shown?.textContent).toContain('Private key is required')
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Name'])
    await waitFor(() => expect(document.activeElement).toBe(shown))
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Name' }))
    })
    expect(document.activeElement).toBe(field('Name'))
  })

  it('shows a server error with no field as its message, once, focused, after each refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderForm(vi.fn().mockRejectedValue(serverError('Internal server error')))
    await type('Name', 'fail-500')
    for (const attempt of [1, 2]) {
      await submit()
      expect(screen.getAllByText('Internal server error'), `attempt ${attempt}`).toHaveLength(1)
      expect(summary()?.textContent).toContain('Internal server error')
      await waitFor(() => expect(document.activeElement).toBe(summary()))
    }
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('summaryEntries: a message shows once, at its field (SPEC §2)', () => {
  const attempted = { name: 'Bad', size: 2.5, rules: [] as string[] }
  const fieldErrors: FormikErrors<typeof attempted> = {
    name: 'Must start with a lowercase letter',
    size: 'Size must be a whole number',
  }
  /** Name and Size show their own errors; the rule list has no field of its own here. */
  const labels: Record<string, string> = { name: 'Name', size: 'Size' }
  const shownAt = (path: string): ShownError | undefined => {
    const label = labels[path]
    return label === undefined ? undefined : { label, focus: () => undefined, element: () => null }
  }
  const failure = (field?: string): SubmitFailure<typeof attempted> => ({
    submitError: 'Refused',
    field,
    values: attempted,
  })
  /** A link as the label it shows, a message as itself. */
  const shown = (entries: (string | FieldLink)[]) =>
    entries.map((entry) => (typeof entry === 'string' ? entry : `link to ${entry.label}`))

  it.each<
    [
      string,
      typeof attempted,
      FormikErrors<typeof attempted>,
      SubmitFailure<typeof attempted> | undefined,
      string[],
    ]
  >([
    ['field errors only', attempted, fieldErrors, undefined, ['link to Name', 'link to Size']],
    ['a server error only', attempted, {}, failure(), ['Refused']],
    [
      'a server error and field errors',
      attempted,
      fieldErrors,
      failure(),
      ['Refused', 'link to Name', 'link to Size'],
    ],
    [
      'a server error on a field (a taken name)',
      attempted,
      { name: 'Refused' },
      failure('name'),
      ['link to Name'],
    ],
    [
      'a server error on a field a check has since replaced',
      { ...attempted, size: 3 },
      { name: 'Must start with a lowercase letter' },
      failure('name'),
      ['Refused', 'link to Name'],
    ],
    [
      'an error no field shows',
      attempted,
      { rules: 'Items must be unique' },
      undefined,
      ['Items must be unique'],
    ],
    [
      'an edited field drops out',
      { ...attempted, name: 'bad' },
      fieldErrors,
      undefined,
      ['link to Size'],
    ],
    [
      'a server error on the form, after any edit',
      { ...attempted, size: 3 },
      fieldErrors,
      failure(),
      ['link to Name'],
    ],
    [
      "a server error on a field, after another field's edit",
      { ...attempted, size: 3 },
      { ...fieldErrors, name: 'Refused' },
      failure('name'),
      ['link to Name'],
    ],
    [
      "a server error on a field, after that field's edit",
      { ...attempted, name: 'b' },
      fieldErrors,
      failure('name'),
      ['link to Size'],
    ],
  ])('%s', (_case, values, errors, stored, expected) => {
    expect(shown(summaryEntries({ values, attempted, errors, failure: stored, shownAt }))).toEqual(
      expected,
    )
  })

  it('an empty number field is unedited while it stays empty (NaN is not equal to itself)', () => {
    const empty = { size: Number.NaN }
    expect(
      summaryEntries({
        values: { ...empty },
        attempted: empty,
        errors: { size: 'Required' },
        shownAt: () => undefined,
      }),
    ).toEqual(['Required'])
  })
})

describe('the draft a session expiry leaves', () => {
  /** Once /v1/me has answered: before, nobody is known to own what is typed. */
  const renderKnowingUser = async () => {
    renderForm()
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
  }

  it('saves what was typed as the page goes, never the secret field, as the user’s', async () => {
    await renderKnowingUser()
    await type('Name', 'typed')
    await type('Private key (Optional)', 'SECRET')
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    wantDraft(window.location.pathname)
    expect(readDraft(window.location.pathname, 'Test form', 'someone-else')).toBeUndefined()
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    wantDraft(window.location.pathname)
    expect(readDraft(window.location.pathname, 'Test form', signedIn)).toEqual({
      name: 'typed',
      size: 10,
    })
  })

  it('saves nothing when nothing was typed', async () => {
    await renderKnowingUser()
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    wantDraft(window.location.pathname)
    expect(readDraft(window.location.pathname, 'Test form', signedIn)).toBeUndefined()
  })

  it('starts from a wanted draft once, when /v1/me names the user who typed it', async () => {
    const path = window.location.pathname
    saveDraft(path, 'Test form', serializeDraft({ name: 'typed', size: 2 }, []), signedIn)
    wantDraft(path)
    renderForm()
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'typed')
    expect(field('Size (GiB) (Optional)').value).toBe('2')
    expect(field('Private key (Optional)').value).toBe('')
    expect(readDraft(path, 'Test form', signedIn)).toBeUndefined()
  })

  it('starts empty from someone else’s draft, and erases it', async () => {
    const path = window.location.pathname
    saveDraft(path, 'Test form', serializeDraft({ name: 'typed', size: 2 }, []), 'someone-else')
    wantDraft(path)
    renderForm()
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', '')
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull()
  })
})
