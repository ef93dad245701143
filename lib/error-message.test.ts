// @vitest-environment node
import { errorMessage } from './error-message'

describe('errorMessage', () => {
  it.each([
    [{ message: 'Action not authorized', errorCode: 'Forbidden' }, 'Action not authorized'],
    [new Error('Network down'), 'Network down'],
    [new TypeError('x is undefined'), 'x is undefined'],
    ['Plain text', 'Plain text'],
    ['', 'Unknown error'],
    [{ message: '' }, 'Unknown error'],
    [{ message: 42 }, 'Unknown error'],
    [{ status: 500 }, 'Unknown error'],
    [null, 'Unknown error'],
    [undefined, 'Unknown error'],
    [42, 'Unknown error'],
  ])('%j → %j', (error, expected) => {
    expect(errorMessage(error)).toBe(expected)
  })

  it('takes another fallback', () => {
    expect(errorMessage(null, 'Unknown server error')).toBe('Unknown server error')
  })
})
