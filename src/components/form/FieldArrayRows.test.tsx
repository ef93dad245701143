import { Provider } from '@react-spectrum/s2/Provider'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Formik } from 'formik'
import { FieldArrayRows, listErrorOf, rowLabels } from './FieldArrayRows'

interface Row {
  name: string
}

function renderRows(rows: Row[], error?: string) {
  const submit = vi.fn()
  render(
    <Provider locale="en-US">
      <Formik
        initialValues={{ rows }}
        // a list-level error like the schema's 'Items must be unique'
        validate={() => (error ? { rows: error } : {})}
        onSubmit={submit}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FieldArrayRows<Row>
              name="rows"
              item="network interface"
              max={{ count: 2, reason: 'At most 2' }}
              empty={<p>No rows</p>}
              add={[{ label: 'Add row', row: () => ({ name: 'new' }) }]}
            >
              {(row, index) => <span>{`${index}: ${row.name}`}</span>}
            </FieldArrayRows>
            <button type="submit">Submit</button>
          </form>
        )}
      </Formik>
    </Provider>,
  )
}

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

describe('FieldArrayRows', () => {
  it('names each row and its Remove button by position', () => {
    expect(rowLabels('network interface', 0)).toEqual({
      row: 'Network interface 1',
      remove: 'Remove network interface 1',
    })
    expect(rowLabels('disk', 1, (position) => `Additional disk ${position}`)).toEqual({
      row: 'Additional disk 2',
      remove: 'Remove disk 2',
    })
  })

  it.each([
    ['Items must be unique', 1, 'Items must be unique'],
    // before the first submit the list does not complain yet
    ['Items must be unique', 0, undefined],
    // an error object is a row's field errors, shown on those fields, not as the list's
    [[{ name: 'Name is required' }], 1, undefined],
    [undefined, 3, undefined],
  ])('list error %j after %i submits → %s', (error, submitCount, shown) => {
    expect(listErrorOf(error, submitCount)).toBe(shown)
  })

  it('shows the empty state, adds rows up to the limit with the reason, removes re-indexing', async () => {
    renderRows([])
    expect(screen.getByText('No rows')).toBeTruthy()
    await press('Add row')
    expect(screen.getByRole('group', { name: 'Network interface 1' }).textContent).toContain(
      '0: new',
    )
    expect(screen.queryByText('No rows')).toBeNull()
    expect(screen.queryByText('At most 2')).toBeNull()
    await press('Add row')
    expect(screen.getByRole('group', { name: 'Network interface 2' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('At most 2')).toBeTruthy()
    await press('Remove network interface 1')
    expect(screen.queryByRole('group', { name: 'Network interface 2' })).toBeNull()
    expect(screen.getByRole('group', { name: 'Network interface 1' }).textContent).toContain(
      '0: new',
    )
    expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(false)
  })

  it("shows the list's own error once submitted", async () => {
    renderRows([{ name: 'a' }, { name: 'a' }], 'Items must be unique')
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByText('Submit'))
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Items must be unique')
  })
})
