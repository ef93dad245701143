import { act, renderHook } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import { NotFoundError } from '@/components/ErrorBoundary'
import { makeStore } from '~/store'
import { type ApiError, api } from '~/store/api'
import '~/store/api/projects'
import { projects } from '~/store/entities/projects'
import { useEntity } from './use-entity'

/** What the view query answers in the test under way. */
let viewError: ApiError | undefined
const useFailingView = () => ({ error: viewError, isFetching: false })

/**
 * useEntity of a project the store does not hold, its view query answered with `error`: what the
 * render raised to the page's error boundary, or undefined.
 */
function raisedWith(error: ApiError, store = makeStore()): unknown {
  viewError = error
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

/** A store that holds the project p1, as a list or the warm start leaves it. */
async function storeHoldingP1() {
  const store = makeStore()
  await store.dispatch(
    api.util.upsertQueryData(
      'projectView',
      { project: 'p1' },
      {
        id: 'id-p1',
        name: 'p1',
        description: '',
        timeCreated: '2026-01-02T03:04:05.000Z',
        timeModified: '2026-01-02T03:04:05.000Z',
      },
    ),
  )
  return store
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

  it('raises the not-found page for a 404 while the store still holds the project', async () => {
    // what the warm start restores after a reload when another client has deleted it meanwhile
    const store = await storeHoldingP1()
    expect(projects.selectors.byNameOrId(store.getState(), 'p1')).toBeDefined()
    const raised = raisedWith(
      {
        statusCode: 404,
        errorCode: 'ObjectNotFound',
        message: 'not found: project with name "p1"',
      },
      store,
    )
    expect(raised).toBeInstanceOf(NotFoundError)
  })

  it('keeps showing the stored project through a 500: the server did not say it is gone', async () => {
    const store = await storeHoldingP1()
    expect(raisedWith({ statusCode: 500, message: 'Internal Server Error' }, store)).toBeUndefined()
  })

  it.each([403, 500])('raises the error page for a %i', (statusCode) => {
    const raised = raisedWith({ statusCode, message: 'Action not authorized' })
    expect(raised).toMatchObject({ statusCode, message: 'Action not authorized' })
    expect(raised).not.toBeInstanceOf(NotFoundError)
  })
})

/** What the hook raised after its first render, caught as the page's error boundary would. */
class Caught extends Component<{ children: ReactNode; onError(error: unknown): void }> {
  override state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

describe('useEntity when an action on the entity finds it gone', () => {
  it('raises the not-found page with the server’s words, and the store forgets it', async () => {
    const store = await storeHoldingP1()
    viewError = undefined
    const raised: unknown[] = []
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ReduxProvider store={store}>
        <Caught onError={(error) => raised.push(error)}>{children}</Caught>
      </ReduxProvider>
    )
    const { result } = renderHook(
      () => useEntity(projects, useFailingView, { project: 'p1' }, 'p1'),
      { wrapper },
    )
    expect(result.current.entity?.id).toBe('id-p1')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      act(() => {
        store.dispatch(projects.markGone('id-p1', 'not found: project with name "p1"'))
      })
    } finally {
      log.mockRestore()
    }
    expect(raised).toHaveLength(1)
    expect(raised[0]).toBeInstanceOf(NotFoundError)
    expect(raised[0]).toMatchObject({ message: 'not found: project with name "p1"' })
    expect(projects.selectors.byId(store.getState(), 'id-p1')).toBeUndefined()
    expect(projects.selectors.goneMessage(store.getState(), 'id-p1')).toBe(
      'not found: project with name "p1"',
    )
  })
})
