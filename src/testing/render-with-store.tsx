/**
 * A part rendered for a unit test outside the routes (a form, a picker, a cell), with what it
 * reads around it in the app: a fresh store and S2's provider.
 */
import { Provider } from '@react-spectrum/s2/Provider'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { makeStore } from '~/store'

export function renderWithStore(children: ReactNode) {
  return render(
    <ReduxProvider store={makeStore()}>
      <Provider locale="en-US">{children}</Provider>
    </ReduxProvider>,
  )
}
