import { act, fireEvent, render, screen } from '@testing-library/react'
import { lazyActor, provideActor } from '~/machines/lazy-actor'
import { LazyActorView } from './LazyActorView'

/** Actors are provided by name, once per page load: a name of its own for each test. */
let mounted = 0

function mountView() {
  mounted += 1
  const name = `test actor ${mounted}`
  const actor = lazyActor(name, () => Promise.resolve())
  const loadView = vi.fn(() => Promise.resolve())
  render(
    <LazyActorView actor={actor} loadView={loadView}>
      <p>the view</p>
    </LazyActorView>,
  )
  return { name, loadView }
}

describe('LazyActorView', () => {
  it('does not load its view with the first screen, not even once the page is idle', async () => {
    const { loadView } = mountView()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(loadView).not.toHaveBeenCalled()
  })

  it.each([
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('loads its view once, after the first %s, when the browser is next idle', async (_, press) => {
    const { loadView } = mountView()
    press()
    press()
    fireEvent.keyDown(document.body, { key: 'Enter' })
    // not in the press's own task: a press that follows a link gets the browser first
    expect(loadView).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(loadView).toHaveBeenCalledTimes(1)
  })

  it('renders nothing until its actor is there, then the view', () => {
    const { name } = mountView()
    expect(screen.queryByText('the view')).toBeNull()
    act(() => void provideActor(name, { send: () => {} }))
    expect(screen.getByText('the view')).toBeTruthy()
  })
})
