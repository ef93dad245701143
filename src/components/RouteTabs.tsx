import { Tab, TabList, TabPanel, Tabs } from '@react-spectrum/s2/Tabs'
import { type ReactNode, useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'wouter'

export interface RouteTab {
  label: string
  href: string
  /**
   * Paths outside the tab's own that belong to it: a new resource's side modal (`subnets-new`
   * belongs to Subnets) or the frame's own edit modal shown over this tab.
   */
  also?: string[]
}

const isAtOrUnder = (path: string, target: string) =>
  path === target || path.startsWith(`${target}/`)

/** SPEC §2: a tab is selected when the current path equals or is under its target. */
export function selectedTab(tabs: RouteTab[], path: string) {
  return tabs.find((tab) => [tab.href, ...(tab.also ?? [])].some((to) => isAtOrUnder(path, to)))
}

/**
 * Tabs that are routes: each tab links to its path, Left and Right arrows move between them
 * (React Aria's tab keyboard handling) and selecting one navigates.
 *
 * Where the tabs do not fit the width, S2 shows them as a menu; it measures a hidden copy of the
 * tab row, found through a context its own `TabList` reads. Tabs inside a panel (the instance's
 * Metrics sub-tabs) read that context too while React Aria renders their collection out of the
 * document, take over the measuring ref with a copy that has no size, and the tabs around them
 * then always "fit": they overflowed off the screen on Metrics while collapsing on Storage. So
 * the selected panel's content is rendered from outside the `Tabs` (a portal into the panel):
 * it is in the panel on the page and in the accessibility tree, and out of reach of the tabs'
 * contexts. It goes on living in one element of its own, which the panel takes in, so switching
 * between tabs and menu as the width changes does not mount the page afresh.
 */
export function RouteTabs({
  label,
  tabs,
  search,
  children,
}: {
  label: string
  tabs: RouteTab[]
  /** A query string (without '?') that every tab keeps, e.g. a choice the tabs share. */
  search?: string
  children: ReactNode
}) {
  const [location, navigate] = useLocation()
  const selected = selectedTab(tabs, location)
  const [content] = useState(() => document.createElement('div'))
  // stable, so the content moves only when the panel itself is replaced
  const takeContent = useCallback(
    (panel: HTMLDivElement) => {
      panel.append(content)
      return () => content.remove()
    },
    [content],
  )
  return (
    <>
      <Tabs
        aria-label={label}
        selectedKey={selected?.href ?? ''}
        onSelectionChange={(key) => {
          if (key !== selected?.href) navigate(search ? `${String(key)}?${search}` : String(key))
        }}
      >
        <TabList>
          {tabs.map((tab) => (
            <Tab key={tab.href} id={tab.href}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.href} id={tab.href}>
            {tab.href === selected?.href ? <div ref={takeContent} /> : null}
          </TabPanel>
        ))}
      </Tabs>
      {selected && createPortal(children, content)}
    </>
  )
}
