import { lazy, Suspense, useEffect, useState } from 'react'
import type { AreaInfo } from '@/util/docs'
import { whenIdle } from '~/lib/when-idle'

// S2's popover and dialog are not among the first screen's code: the ⓘ's own chunk loads once
// the page is idle, long before anyone can press it (src/import-graph.test.ts, the first screen)
const PageInfoHelp = lazy(() => import('./PageInfoHelp'))

/**
 * When the ⓘ loads if the page is never idle: a busy machine, or a list whose rows keep moving,
 * would otherwise keep it an empty box.
 */
export const PAGE_INFO_AT_THE_LATEST_MS = 1000

/**
 * The ⓘ beside a page's title: two sentences about the area's resource and its guides. Until its
 * code is in, an empty box of the button's size holds its place so the header does not move.
 */
export function PageInfo({ title, info }: { title: string; info: AreaInfo }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), PAGE_INFO_AT_THE_LATEST_MS), [])
  const placeholder = <span className="page-info-placeholder" />
  return idle ? (
    <Suspense fallback={placeholder}>
      <PageInfoHelp title={title} info={info} />
    </Suspense>
  ) : (
    placeholder
  )
}
