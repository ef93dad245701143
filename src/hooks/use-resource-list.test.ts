import { NotFoundError } from '@/components/ErrorBoundary'
import { listFailure, listPollingInterval } from './use-resource-list'

describe('listFailure (SPEC §8: a failed list is an error page, not an empty table)', () => {
  it.each([
    ['no error', undefined, undefined],
    ['401: the transport goes to sign-in', { statusCode: 401, message: 'x' }, undefined],
  ])('%s → nothing to show', (_, error, expected) => {
    expect(listFailure(error)).toBe(expected)
  })

  it('404 → the not-found page', () => {
    expect(listFailure({ statusCode: 404, message: 'Not found: project' })).toBeInstanceOf(
      NotFoundError,
    )
  })

  it.each([403, 500, 503])('%i → an error for "Something went wrong"', (statusCode) => {
    const failure = listFailure({ statusCode, message: 'Action not authorized' })
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(NotFoundError)
    expect(failure).toMatchObject({ statusCode })
  })
})

describe('listPollingInterval (every 2 s while a row moves; held during a bulk action)', () => {
  it.each([
    [false, false, 0],
    [true, false, 2000],
    [true, true, 0],
    [false, true, 0],
  ])('moving %s, held %s → %i ms', (moving, paused, interval) => {
    expect(listPollingInterval({ moving, paused })).toBe(interval)
  })
})
