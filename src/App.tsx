import { Provider as S2Provider } from '@react-spectrum/s2/Provider'
import { lazy, StrictMode, Suspense } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router, useLocation } from 'wouter'
import type { AppStore } from '~/store'
import { ConfirmDialogHost } from './components/ConfirmDialog'
import { LiveRegion } from './components/LiveRegion'
import { Routes } from './routes'
import { useThemeChoice } from './theme'

/**
 * The inspector's mount on the dev server in front of a real API; the preview's is in its session
 * menu. Not in production builds: without `__DEV_TOOLS__` esbuild drops it, import and all.
 */
const DevServerInspector =
  __DEV_TOOLS__ && !__MOCK_API__
    ? lazy(async () => ({ default: (await import('./inspector/InspectorMount')).InspectorMount }))
    : undefined

function SpectrumProvider({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation()
  const theme = useThemeChoice()
  return (
    <S2Provider
      background="base"
      // no scheme of its own for 'system': S2 then follows <html>'s 'light dark' like ours
      colorScheme={theme === 'system' ? undefined : theme}
      locale="en-US"
      router={{ navigate: (path) => navigate(path) }}
    >
      {children}
    </S2Provider>
  )
}

export function App({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <ReduxProvider store={store}>
        <Router>
          <SpectrumProvider>
            <Routes />
            <ConfirmDialogHost />
            <LiveRegion />
            {DevServerInspector && (
              <Suspense fallback={null}>
                <DevServerInspector />
              </Suspense>
            )}
          </SpectrumProvider>
        </Router>
      </ReduxProvider>
    </StrictMode>
  )
}
