import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { type PageAction, useDeclarePageAction, usePageActions } from './use-page-actions'

test('a page’s action is offered while the page is mounted, and only then', () => {
  const reader = renderHook(() => usePageActions())
  expect(reader.result.current).toEqual([])

  const newInstance = { label: 'New instance', href: '/projects/p/instances-new' }
  const page = renderHook(({ action }) => useDeclarePageAction(action), {
    initialProps: { action: newInstance as PageAction | undefined },
  })
  expect(reader.result.current).toEqual([newInstance])

  // a re-render with an equal object (a page's inline `create`) declares it once
  page.rerender({ action: { ...newInstance } })
  expect(reader.result.current).toEqual([newInstance])

  // a page without one (a header with no `create`) declares none
  page.rerender({ action: undefined })
  expect(reader.result.current).toEqual([])

  page.rerender({ action: newInstance })
  page.unmount()
  expect(reader.result.current).toEqual([])
})
