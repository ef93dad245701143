import { Tab, TabList, TabPanel, Tabs } from '@react-spectrum/s2/Tabs'
import type { ReactNode } from 'react'
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
  return (
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
          {tab.href === selected?.href ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  )
}
