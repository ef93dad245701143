import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { lazyWithPreload } from './lazy-with-preload'

/** A page module whose import resolves when the test says. */
function deferredModule() {
  let resolve: () => void = () => {}
  const imported = new Promise<{ default: () => React.JSX.Element }>((done) => {
    resolve = () => done({ default: () => <h1>Projects</h1> })
  })
  return { load: vi.fn(() => imported), resolve }
}

function renderInSuspense(Page: ReturnType<typeof lazyWithPreload>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  )
}

describe('a lazily loaded component', () => {
  it('whose code has loaded renders in the first commit, with no fallback', async () => {
    const module = deferredModule()
    const Page = lazyWithPreload(module.load)
    const preloaded = Page.preload()
    module.resolve()
    await preloaded

    renderInSuspense(Page)
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
    expect(module.load).toHaveBeenCalledTimes(1)
  })

  it('whose code has not loaded shows the fallback, then the page', async () => {
    const module = deferredModule()
    const Page = lazyWithPreload(module.load)

    renderInSuspense(Page)
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => module.resolve())
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy()
  })

  it('keeps the page it mounted when the code arrives meanwhile: its state is not lost', async () => {
    const module = deferredModule()
    const Counter = lazyWithPreload(async () => {
      await module.load()
      return {
        default: () => {
          const [count, setCount] = useState(0)
          return (
            <button type="button" onClick={() => setCount(count + 1)}>
              {`Pressed ${count}`}
            </button>
          )
        },
      }
    })
    const { rerender } = renderInSuspense(Counter)
    await act(async () => module.resolve())
    const button = await screen.findByRole('button', { name: 'Pressed 0' })
    act(() => button.click())
    // a render after the code has loaded: the mounted lazy view stays, with its count
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Counter />
      </Suspense>,
    )
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy()
  })
})
