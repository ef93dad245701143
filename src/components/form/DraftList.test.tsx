import { Provider } from '@react-spectrum/s2/Provider'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { DraftList } from './DraftList'
import { TextField } from './TextField'

interface Values {
  words: string[]
  wordDraft: string
}

function renderList(initial: Partial<Values> = {}, validate?: (values: Values) => object) {
  render(
    <Provider locale="en-US">
      <Formik<Values>
        initialValues={{ words: [], wordDraft: '', ...initial }}
        validate={validate}
        onSubmit={() => undefined}
      >
        <Form>
          <DraftList<string>
            name="words"
            draft="wordDraft"
            title="Words"
            addLabel="Add word"
            none="None added: any word"
            labelOf={(word) => word}
            problemOf={(entry, items) =>
              !entry.trim()
                ? { message: 'Word is required' }
                : items.includes(entry.trim())
                  ? { message: 'Items must be unique' }
                  : undefined
            }
            take={(entry) => ({ item: entry.trim(), next: '' })}
            resets={['wordDraft']}
          >
            <TextField name="wordDraft" label="Word" />
          </DraftList>
          <button type="submit">Submit</button>
        </Form>
      </Formik>
    </Provider>,
  )
}

async function press(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })))
}

const type = (text: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: /^Word/ }), { target: { value: text } })
  })

describe('DraftList', () => {
  it('says when nothing is added, in a section named by its title', () => {
    renderList()
    const section = screen.getByRole('region', { name: 'Words' })
    expect(within(section).getByText('None added: any word')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Words' })).toBeNull()
  })

  it.each([
    ['', [], 'Word is required'],
    ['apple', ['apple'], 'Items must be unique'],
  ])(
    'refuses %j among %j with %s on the entry, which stays as typed',
    async (typed, words, message) => {
      renderList({ words })
      await type(typed)
      await press('Add word')
      expect(await screen.findByText(message)).toBeTruthy()
      expect(screen.getByRole('textbox', { name: /^Word/ })).toHaveProperty('value', typed)
      expect(screen.queryAllByRole('listitem')).toHaveLength(words.length)
    },
  )

  it('adds the entry as taken, clears it, and removes an item by its Remove button', async () => {
    renderList({ words: ['apple'] })
    await type(' pear ')
    await press('Add word')
    const list = screen.getByRole('list', { name: 'Words' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['appleRemove', 'pearRemove'])
    expect(screen.getByRole('textbox', { name: /^Word/ })).toHaveProperty('value', '')
    await press('Remove apple')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['pearRemove'])
  })

  it('shows the list’s own error under the items once the form is submitted', async () => {
    renderList({ words: ['a', 'a'] }, () => ({ words: 'Items must be unique' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await press('Submit')
    expect((await screen.findByRole('alert')).textContent).toBe('Items must be unique')
  })
})
