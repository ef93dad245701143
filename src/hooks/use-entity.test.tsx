import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import { NotFoundError } from '@/components/ErrorBoundary'
import { makeStore } from '~/store'
import type { ApiError } from '~/store/api'
import { projects } from '~/store/entities/projects'
import { useEntity } from './use-entity'

/** What the view query answers in the test under way. */
let viewError: ApiError | undefined
const useFailingView = () => ({ error: viewError, isFetching: false })

/**
 * useEntity of a project the store does not hold, its view query answered with `error`: what the
 * render raised to the page's error boundary, or undefined.
 */
function raisedWith(error: ApiError): unknown {
  viewError = error
  const store = makeStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>{children}</ReduxProvider>
  )
  // React logs what a render threw; these tests expect the throw
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    renderHook(() => useEntity(projects, useFailingView, { project: 'p1' }, 'p1'), { wrapper })
    return undefined
  } catch (raised) {
    return raised
  } finally {
    log.mockRestore()
  }
}

describe('useEntity when its view query fails (SPEC §8)', () => {
  it('raises nothing for a 401: the transport sends the user to sign in', () => {
    expect(raisedWith({ statusCode: 401, message: 'credentials missing' })).toBeUndefined()
  })

  it('raises the not-found page with the server’s words for a 404', () => {
    const raised = raisedWith({
      statusCode: 404,
      errorCode: 'ObjectNotFound',
      message: 'not found: project with name "p1"',
    })
    expect(raised).toBeInstanceOf(NotFoundError)
    expect(raised).toMatchObject({ message: 'not found: project with name "p1"' })
  })

  it.each([403, 500])('raises the error page for a %i', (statusCode) => {
    const raised = raisedWith({ statusCode, message: 'Action not authorized' })
    expect(raised).toMatchObject({ statusCode, message: 'Action not authorized' })
    expect(raised).not.toBeInstanceOf(NotFoundError)
  })
})
