import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderWithStore } from '@/testing/render-with-store'
import { startTestServer, stopTestServer } from '~/mirage/testing'
import type { ApiError } from '~/store/api'
import { PickOneForm, type PickOneOffer, pickOneSchema } from './PickOneForm'

const projects = [
  { value: 'alpha', label: 'alpha' },
  { value: 'beta', label: 'beta' },
]

function renderForm(offer: PickOneOffer, onSubmit: (picked: string) => Promise<unknown>) {
  renderWithStore(
    <PickOneForm
      title="Demote image ubuntu"
      submitLabel="Demote image"
      name="project"
      label="Project"
      placeholder="Choose a project"
      offer={offer}
      validationSchema={pickOneSchema('project', 'Project')}
      fieldForError={(error) => (error.errorCode === 'ObjectAlreadyExists' ? 'project' : undefined)}
      onDismiss={() => undefined}
      onSubmit={onSubmit}
    >
      <p>Only the chosen project will see the image.</p>
    </PickOneForm>,
  )
}

// the form shell asks who is signed in (a draft is theirs alone: form-draft.ts)
beforeEach(() => startTestServer())
afterEach(stopTestServer)

const press = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

async function pick(label: string) {
  await press(/Project$/)
  await act(async () => {
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }))
  })
}

describe('PickOneForm', () => {
  it('is titled, shows its text, and asks for the choice before sending anything', async () => {
    const submit = vi.fn(async () => undefined)
    renderForm({ options: projects }, submit)
    expect(screen.getByRole('dialog', { name: 'Demote image ubuntu' })).toBeTruthy()
    expect(screen.getByText('Only the chosen project will see the image.')).toBeTruthy()
    await press('Demote image')
    expect((await screen.findAllByText('Project is required')).length).toBeGreaterThan(0)
    expect(submit).not.toHaveBeenCalled()
  })

  it('submits the picked value, and keeps it with the server’s refusal on the field', async () => {
    const refusal: ApiError = {
      message: 'Image already in project',
      errorCode: 'ObjectAlreadyExists',
    }
    const submit = vi.fn(async () => Promise.reject(refusal))
    renderForm({ options: projects }, submit)
    await pick('beta')
    await press('Demote image')
    expect(submit).toHaveBeenCalledWith('beta')
    expect((await screen.findAllByText('Image already in project')).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: /^beta Project$/ })).toBeTruthy()
  })

  it('with a rule table’s choices and none pickable, disables the submit, described by the count', () => {
    renderForm(
      {
        choices: { pickable: [], heldBack: 2 },
        words: { heldBack: (count) => `${count} projects cannot take it now.`, none: 'None' },
      },
      async () => undefined,
    )
    const submit = screen.getByRole('button', { name: 'Demote image' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    expect(submit.getAttribute('aria-describedby')).toBe(
      screen.getByText('2 projects cannot take it now.').id,
    )
  })
})
