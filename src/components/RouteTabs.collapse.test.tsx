/**
 * Tabs in a tab's panel (the instance's Metrics sub-tabs) must not stop the tabs around them
 * from collapsing to a menu where they do not fit (RouteTabs' comment): on a phone the instance
 * tabs collapsed on Storage and overflowed the screen on Metrics.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { RouteTabs } from './RouteTabs'

/**
 * A row too narrow for its tabs, as S2 measures it: every tab of the hidden copy it measures
 * ends past the row's right edge. As in a browser, what is not in the document (React Aria's
 * copies inside a template) has no size.
 */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const right = !this.isConnected ? 0 : this.hasAttribute('data-hidden-tab') ? 500 : 300
    return { x: 0, y: 0, left: 0, top: 0, right, bottom: 0, width: right, height: 0 } as DOMRect
  })
})

afterEach(() => vi.restoreAllMocks())

const instanceTabs = [
  { label: 'Storage', href: '/i/storage' },
  { label: 'Networking', href: '/i/networking' },
  { label: 'Metrics', href: '/i/metrics' },
]
const metricsTabs = [
  { label: 'CPU', href: '/i/metrics/cpu' },
  { label: 'Disk', href: '/i/metrics/disk' },
]

function renderAt(path: string) {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <RouteTabs label="Instance" tabs={instanceTabs}>
        {path.startsWith('/i/metrics') ? (
          <RouteTabs label="Metrics" tabs={metricsTabs}>
            <p>Charts</p>
          </RouteTabs>
        ) : (
          <p>Disks</p>
        )}
      </RouteTabs>
    </Router>,
  )
}

describe('tabs that do not fit collapse to a menu', () => {
  it.each([
    ['/i/storage', 'Disks'],
    ['/i/metrics/cpu', 'Charts'],
  ])('at %s, whether or not the panel holds tabs of its own', async (path, content) => {
    renderAt(path)
    // each set of tabs measures itself and collapses in its own later render: wait for both
    await waitFor(() => {
      expect(screen.queryByRole('tablist', { name: 'Instance' })).toBeNull()
      expect(screen.queryAllByRole('tab')).toEqual([])
    })
    // the collapsed tabs' menu names the tab shown, whose panel holds the page
    expect(screen.getByRole('button', { name: /Instance/ }).textContent).toContain(
      path === '/i/storage' ? 'Storage' : 'Metrics',
    )
    expect(screen.getByText(content)).toBeTruthy()
  })
})
