import { Provider } from '@react-spectrum/s2/Provider'
import { render, screen } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import { makeStore } from '~/store'
import { ErrorBoundary, NotFoundError } from './ErrorBoundary'
import { NotOfferedError } from './NotOffered'

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
    [
      'an API 404',
      { message: 'Not found', statusCode: 404, errorCode: 'ObjectNotFound' },
      'Page not found',
    ],
    ['an API 500', { message: 'boom', statusCode: 500 }, 'Something went wrong'],
    ['an API 403', { message: 'Action not authorized', statusCode: 403 }, 'Something went wrong'],
    ['a render bug', new TypeError('x is undefined'), 'Something went wrong'],
  ])('%s shows %s with Sign out and Back to console', (_, error, heading) => {
    renderBoundary(error)
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/')
  })

  it.each([
    ['a 501', { message: 'Not Implemented', statusCode: 501, errorCode: 'NotImplemented' }, 501],
    ['a bare 404 (no such path)', { message: 'Not Found', statusCode: 404 }, 404],
    ['an unreadable 404', { message: 'Error reading API response', statusCode: 404 }, 404],
    ['a NotOfferedError', new NotOfferedError(501), 501],
  ])('%s says in place that the rack does not offer it, without Sign out', (_, error, status) => {
    renderBoundary(error)
    expect(screen.getByRole('heading', { name: 'Not offered by this rack' })).toBeTruthy()
    expect(
      screen.getByText(
        `This rack’s API does not offer what this page shows: the server answered ${status} ${status === 501 ? 'Not Implemented' : 'Not Found'}.`,
        { exact: false },
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })

  it.each([
    ['Page not found', new NotFoundError()],
    ['Something went wrong', new Error('broken')],
  ])('shows %s as the layout main’s content, not a main of its own', (heading, error) => {
    renderBoundary(error)
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.queryByRole('main')).toBeNull()
  })

  it('recovers when the location changes', () => {
    const { rerenderWith } = renderBoundary(new Error('broken'))
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    rerenderWith('/b', <p>fine again</p>)
    expect(screen.getByText('fine again')).toBeTruthy()
  })
})
