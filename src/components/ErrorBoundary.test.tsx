import { Provider } from '@react-spectrum/s2/Provider'
import { render, screen } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import { makeStore } from '~/store'
import { ErrorBoundary, NotFoundError } from './ErrorBoundary'

function Throws({ error }: { error: unknown }): never {
  throw error
}

function renderBoundary(error: unknown, resetKey = '/a') {
  const store = makeStore()
  const ui = (key: string, child: React.ReactNode) => (
    <ReduxProvider store={store}>
      <Router>
        <Provider locale="en-US">
          <ErrorBoundary resetKey={key}>{child}</ErrorBoundary>
        </Provider>
      </Router>
    </ReduxProvider>
  )
  const result = render(ui(resetKey, <Throws error={error} />))
  return {
    ...result,
    rerenderWith: (key: string, child: React.ReactNode) => result.rerender(ui(key, child)),
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('error boundary (SPEC §2, §8)', () => {
  it.each([
    ['a NotFoundError', new NotFoundError(), 'Page not found'],
    ['an API 404', { message: 'Not found', statusCode: 404 }, 'Page not found'],
    ['an API 500', { message: 'boom', statusCode: 500 }, 'Something went wrong'],
    ['an API 403', { message: 'Action not authorized', statusCode: 403 }, 'Something went wrong'],
    ['a render bug', new TypeError('x is undefined'), 'Something went wrong'],
  ])('%s shows %s with Sign out and Back to console', (_, error, heading) => {
    renderBoundary(error)
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/')
  })

  it('recovers when the location changes', () => {
    const { rerenderWith } = renderBoundary(new Error('broken'))
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    rerenderWith('/b', <p>fine again</p>)
    expect(screen.getByText('fine again')).toBeTruthy()
  })
})
