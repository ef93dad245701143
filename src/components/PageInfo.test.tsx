import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { areaInfo } from '@/util/docs'
import { PAGE_INFO_AT_THE_LATEST_MS, PageInfo } from './PageInfo'

// the ⓘ's own chunk stands in as a plain button: what is tested is when PageInfo loads it
vi.mock('./PageInfoHelp', () => ({
  default: ({ title }: { title: string }) => <button type="button">About {title}</button>,
}))

describe('PageInfo on a page that is never idle', () => {
  /** The idle callbacks asked for, with their deadlines; none runs for being idle. */
  let asked: { work: () => void; timeout?: number }[] = []
  beforeEach(() => {
    asked = []
    // jsdom has no idle callbacks: these are a browser's that never finds the page idle
    Object.assign(window, {
      requestIdleCallback: (work: () => void, options?: { timeout?: number }) =>
        asked.push({ work, timeout: options?.timeout }),
      cancelIdleCallback: () => {},
    })
  })
  afterEach(() => {
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined })
  })

  it('shows the ⓘ once its deadline has passed', async () => {
    const view = render(<PageInfo title="Instances" info={areaInfo.instances} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(asked.map((call) => call.timeout)).toEqual([PAGE_INFO_AT_THE_LATEST_MS])
    // the browser runs an idle callback at its deadline, idle or not
    act(() => asked[0]?.work())
    expect(await screen.findByRole('button', { name: /About Instances/ })).toBeTruthy()
    view.unmount()
  })
})
