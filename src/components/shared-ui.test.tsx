import { Provider } from '@react-spectrum/s2/Provider'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { CopyButton } from './CopyButton'
import { ErrorSummary } from './form/ErrorSummary'
import { Truncated } from './Truncated'

const renderInS2 = (ui: ReactNode) => render(<Provider locale="en-US">{ui}</Provider>)

afterEach(() => vi.useRealTimers())

describe('CopyButton (SPEC §4: Copied for 2 s, then back)', () => {
  it('copies the text, says Copied, and returns after 2000 ms', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderInS2(<CopyButton text="oxide instance serial console" label="Copy command" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy command' }))
    })
    expect(writeText).toHaveBeenCalledWith('oxide instance serial console')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy command' })).toBeTruthy()
  })
})

describe('ErrorSummary (SPEC §2: Error, or N issues: under Errors)', () => {
  it.each([
    [[], null, null],
    [['Name is required'], 'Error', 'Name is required'],
    [['Name is required', 'Description is too long'], 'Errors', '2 issues:'],
  ])('%j', (messages, heading, text) => {
    renderInS2(<ErrorSummary messages={messages} />)
    if (heading === null) {
      expect(screen.queryByRole('heading')).toBeNull()
      return
    }
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.getByText(text as string, { exact: false })).toBeTruthy()
    if (messages.length > 1) expect(screen.getAllByRole('listitem')).toHaveLength(messages.length)
  })
})

describe('Truncated', () => {
  it('keeps short text as it is', () => {
    renderInS2(<Truncated text="short" maxLength={10} />)
    expect(screen.getByText('short')).toBeTruthy()
  })
  it.each([
    ['end', 'a-very-long-r…'],
    ['middle', 'a-very-…e-name'],
  ] as const)('cuts at the %s and names the whole text', (position, shown) => {
    renderInS2(<Truncated text="a-very-long-resource-name" maxLength={15} position={position} />)
    expect(screen.getByText(shown)).toBeTruthy()
    expect(screen.getByRole('note', { name: 'a-very-long-resource-name' })).toBeTruthy()
  })
  it('as a link: uncut, named by its text', () => {
    renderInS2(<Truncated text="internet gateway default" maxLength={40} href="/gw/default" />)
    const link = screen.getByRole('link', { name: 'internet gateway default' })
    expect(link.getAttribute('href')).toBe('/gw/default')
  })
  it('as a link: cut, still the link, named by the whole text (no note inside it)', () => {
    const name = 'internet gateway a-very-long-gateway-name'
    renderInS2(<Truncated text={name} maxLength={20} href="/gw/long" />)
    const link = screen.getByRole('link', { name })
    expect(link.getAttribute('href')).toBe('/gw/long')
    expect(link.textContent).toBe('internet gateway a…')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
