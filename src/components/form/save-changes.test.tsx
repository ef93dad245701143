import { act, fireEvent, screen } from '@testing-library/react'
import { object, string } from 'yup'
import { renderWithStore } from '@/testing/render-with-store'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import type { ApiError } from '~/store/api'
import { DescriptionField } from './DescriptionField'
import { InlineForm } from './InlineForm'
import { NameField } from './NameField'
import { identityLabels } from './save-changes'

interface Values {
  name: string
  description: string
}

const opened: Values = { name: 'web', description: 'old' }
const schema = object({ name: string(), description: string() })

/** An inline edit form whose server holds `server` (changed by the test behind its back). */
function renderEdit(server: { current: Values | ApiError }, onSubmit = vi.fn(async () => {})) {
  const reread = vi.fn(async () => {
    if ('message' in server.current) throw server.current
    return server.current
  })
  renderWithStore(
    <InlineForm<Values>
      title="Edit thing"
      submitLabel="Save"
      initialValues={opened}
      validationSchema={schema}
      update={{ reread, labels: identityLabels }}
      onSubmit={onSubmit}
    >
      <NameField />
      <DescriptionField />
    </InlineForm>,
  )
  return { reread, onSubmit }
}

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement

const type = (name: string, value: string) =>
  act(async () => {
    fireEvent.change(field(name), { target: { value } })
  })

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  })

const summary = () => screen.queryByRole('heading', { name: /^Errors?$/ })?.parentElement

beforeEach(() => {
  startTestServer()
})
afterEach(() => {
  stopTestServer()
  sessionStorage.clear()
})

describe('an edit form’s save (save-changes.ts)', () => {
  it('sends nothing, and reads nothing, when nothing changed', async () => {
    const { reread, onSubmit } = renderEdit({ current: opened })
    await save()
    expect(reread).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends only the user’s change, and keeps the server’s value of a field the user left', async () => {
    const { onSubmit } = renderEdit({ current: { ...opened, description: 'theirs' } })
    await type('Name', 'api')
    await save()
    expect(onSubmit).toHaveBeenCalledWith({ name: 'api', description: 'theirs' }, { name: 'api' })
    // the form stays and now shows what the server has
    expect(field('Description').value).toBe('theirs')
  })

  it('refuses a field both changed, names it, and writes the user’s value on a second save', async () => {
    const server = { current: { ...opened, description: 'theirs' } as Values | ApiError }
    const { onSubmit } = renderEdit(server)
    await type('Description', 'mine')
    await save()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(summary()?.textContent).toContain(
      'Description was changed by someone else since you opened this form: it is now "theirs". Save again to replace it with yours.',
    )
    expect(field('Description').value).toBe('mine')
    await save()
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'web', description: 'mine' },
      { description: 'mine' },
    )
  })

  it('shows a failed read in the form and writes nothing', async () => {
    const failure: ApiError = { message: 'Internal server error', statusCode: 500 }
    const { onSubmit } = renderEdit({ current: failure })
    await type('Name', 'api')
    await save()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(summary()?.textContent).toContain('Internal server error')
    expect(field('Name').value).toBe('api')
  })

  it('shows a failed write in the form with what was typed', async () => {
    const failure: ApiError = { message: 'Internal server error', statusCode: 500 }
    renderEdit(
      { current: opened },
      vi.fn(async () => {
        throw failure
      }),
    )
    await type('Name', 'api')
    await save()
    expect(summary()?.textContent).toContain('Internal server error')
    expect(field('Name').value).toBe('api')
  })
})
