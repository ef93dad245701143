import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyOverlay, useLazyOverlayOpener, useLazyOverlayState } from './lazy-overlay'

function overlay() {
  const load = vi.fn(() =>
    Promise.resolve({ default: ({ text }: { text: string }) => <p>{text}</p> }),
  )
  const onShortcut = vi.fn()
  const opened = lazyOverlay({
    initial: false,
    load,
    isShortcut: (event) => event.key === 'F2',
    onShortcut,
  })
  return { opened, load, onShortcut }
}

describe('lazyOverlay', () => {
  it('keeps its state for every reader, in React and out', () => {
    const { opened } = overlay()
    const first = renderHook(() => useLazyOverlayState(opened))
    const second = renderHook(() => useLazyOverlayOpener(opened))
    expect(opened.get()).toBe(false)
    act(() => opened.set(true))
    expect(opened.get()).toBe(true)
    expect(first.result.current).toBe(true)
    expect(second.result.current).toBe(true)
  })

  it('runs its shortcut in place of the browser’s action while its opener is mounted', () => {
    const { opened, onShortcut } = overlay()
    const { unmount } = renderHook(() => useLazyOverlayOpener(opened))
    expect(fireEvent.keyDown(window, { key: 'F1' })).toBe(true)
    expect(onShortcut).not.toHaveBeenCalled()
    // fireEvent returns false when the event's default was prevented
    expect(fireEvent.keyDown(window, { key: 'F2' })).toBe(false)
    expect(onShortcut).toHaveBeenCalledOnce()
    unmount()
    expect(fireEvent.keyDown(window, { key: 'F2' })).toBe(true)
    expect(onShortcut).toHaveBeenCalledOnce()
  })

  it('does not listen where only its state is read', () => {
    const { opened, onShortcut } = overlay()
    renderHook(() => useLazyOverlayState(opened))
    fireEvent.keyDown(window, { key: 'F2' })
    expect(onShortcut).not.toHaveBeenCalled()
  })

  it('loads its view when the view first renders, not before', async () => {
    const { opened, load } = overlay()
    expect(load).not.toHaveBeenCalled()
    render(
      <Suspense fallback={null}>
        <opened.View text="the palette" />
      </Suspense>,
    )
    expect(await screen.findByText('the palette')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })
})
