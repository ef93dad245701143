import { act, render, screen } from '@testing-library/react'
import { MIN_SPINNER_DISPLAY_MS } from '~/lib/constants'
import type { FleetIssue } from './fleet-issues'
import { IssueGroup, type IssueSource } from './IssueGroup'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const expunged: FleetIssue = {
  id: 'sled-1',
  kind: 'sled',
  severity: 'critical',
  title: 'Sled 1 is expunged',
  detail: 'It runs no instances.',
  href: '/system/inventory/sleds/sled-1',
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Checking sleds…' })

/** The sleds' group, mounted while its source loads, answered with `answer` after 100 ms. */
function answeredAfter100ms(answer: IssueSource) {
  const view = render(<IssueGroup kind="sled" title="Sleds" />)
  expect(spinner()).not.toBeNull()
  act(() => vi.advanceTimersByTime(100))
  view.rerender(<IssueGroup kind="sled" title="Sleds" {...answer} />)
}

describe('a fleet issue group’s spinner (SPEC §9: shown at least 500 ms)', () => {
  it('stays its 500 ms when the issues come sooner, then shows them', () => {
    answeredAfter100ms({ issues: [expunged] })
    expect(spinner()).not.toBeNull()
    expect(screen.queryByRole('link', { name: 'Sled 1 is expunged' })).toBeNull()
    act(() => vi.advanceTimersByTime(MIN_SPINNER_DISPLAY_MS - 101))
    expect(spinner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(spinner()).toBeNull()
    expect(screen.getByRole('link', { name: 'Sled 1 is expunged' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Sleds (1)' })).toBeTruthy()
  })

  it('stays its 500 ms when there are none, then the group goes', () => {
    answeredAfter100ms({ issues: [] })
    act(() => vi.advanceTimersByTime(MIN_SPINNER_DISPLAY_MS - 101))
    expect(spinner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('heading', { name: /^Sleds/ })).toBeNull()
  })

  it('stays its 500 ms when the source fails, then says why', () => {
    answeredAfter100ms({ error: { statusCode: 403, message: 'Action not authorized' } })
    act(() => vi.advanceTimersByTime(MIN_SPINNER_DISPLAY_MS - 101))
    expect(spinner()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('heading', { name: 'Could not check sleds' })).toBeTruthy()
    expect(screen.getByText('Action not authorized')).toBeTruthy()
  })

  it('shows no spinner for issues already in', () => {
    render(<IssueGroup kind="sled" title="Sleds" issues={[expunged]} />)
    expect(spinner()).toBeNull()
    expect(screen.getByRole('link', { name: 'Sled 1 is expunged' })).toBeTruthy()
  })
})
