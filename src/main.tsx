import './fonts.css'
import './app.css'
import { createRoot } from 'react-dom/client'
import { makeStore } from '~/store'
import { App } from './App'
import { applyThemeChoice } from './theme'

async function start() {
  applyThemeChoice()
  if (__MOCK_API__) {
    // its own chunk, absent from builds that serve a real API
    const [{ startMockServer }, { readMockSettings }] = await Promise.all([
      import('~/mirage/server'),
      import('~/mirage/settings'),
    ])
    const server = startMockServer(readMockSettings(window.location.search, window.sessionStorage))
    // exposed for QA and the e2e specs: `mockServer.pretender.handledRequests` lists every call
    Object.assign(window, { mockServer: server })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(<App store={makeStore()} />)
}

void start()
