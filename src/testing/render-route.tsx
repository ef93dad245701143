/**
 * The console's routes rendered at `path` for a unit test, as main.tsx and App.tsx wire them: a
 * fresh store, a memory location (its history recorded, to read where the page went), S2's
 * provider, and the preview's tools when a test's mock server gives them.
 */
import { Provider } from '@react-spectrum/s2/Provider'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PreviewToolsContext } from '@/hooks/use-preview-tools'
import { Routes } from '@/routes'
import type { PreviewTools } from '~/mirage/preview-tools'
import { makeStore } from '~/store'

export function renderRoute(
  path: string,
  {
    tools,
    extra,
    store = makeStore(),
  }: {
    tools?: PreviewTools
    extra?: ReactNode
    /** The store to render with, when the test reads what the app kept in it. */
    store?: ReturnType<typeof makeStore>
  } = {},
) {
  const location = memoryLocation({ path, record: true })
  render(
    <PreviewToolsContext value={tools}>
      <ReduxProvider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Provider locale="en-US">
            <Routes />
            {extra}
          </Provider>
        </Router>
      </ReduxProvider>
    </PreviewToolsContext>,
  )
  return location
}
