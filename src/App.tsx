import { Provider as S2Provider } from '@react-spectrum/s2/Provider'
import { StrictMode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { Router, useLocation } from 'wouter'
import type { AppStore } from '~/store'
import { ConfirmDialogHost } from './components/ConfirmDialog'
import { LiveRegion } from './components/LiveRegion'
import { Routes } from './routes'
import { useThemeChoice } from './theme'

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
          </SpectrumProvider>
        </Router>
      </ReduxProvider>
    </StrictMode>
  )
}
