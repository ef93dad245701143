import { Provider } from '@react-spectrum/s2/Provider'
import { render, screen } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { TextField } from './TextField'

const DESCRIPTION = 'An address like 203.0.113.7, or a network like 198.51.100.0/24'

function renderField(error?: string) {
  render(
    <Provider locale="en-US">
      <Formik
        initialValues={{ entry: 'bogus' }}
        initialErrors={error ? { entry: error } : {}}
        initialTouched={{ entry: true }}
        onSubmit={() => undefined}
      >
        <Form>
          <TextField name="entry" label="Entry" description={DESCRIPTION} />
        </Form>
      </Formik>
    </Provider>,
  )
}

describe('TextField', () => {
  it('is described by its description while valid', () => {
    renderField()
    expect(screen.getByRole('textbox', { name: /^Entry/, description: DESCRIPTION })).toBeTruthy()
  })

  it('is described by its message alone while invalid, the description holding its place unread', () => {
    renderField('Not a valid IP address')
    const input = screen.getByRole('textbox', {
      name: /^Entry/,
      description: 'Not a valid IP address',
    })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const held = screen.getByText(DESCRIPTION)
    expect(held.getAttribute('aria-hidden')).toBe('true')
    // in the message's own element, so the area is as tall as the taller of the two
    const messageArea = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(messageArea?.contains(held)).toBe(true)
  })
})
