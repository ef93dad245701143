import './fonts.css'
import './app.css'
import { createRoot } from 'react-dom/client'
import type { PreviewTools } from '~/mirage/preview-tools'
import { makeStore } from '~/store'
import { App } from './App'
import { PreviewToolsContext } from './hooks/use-preview-tools'
import { applyThemeChoice } from './theme'

async function start() {
  applyThemeChoice()
  let tools: PreviewTools | undefined
  if (__MOCK_API__) {
    // its own chunk, absent from builds that serve a real API
    const [{ startMockServer }, { readMockSettings }, { previewTools }] = await Promise.all([
      import('~/mirage/server'),
      import('~/mirage/settings'),
      import('~/mirage/preview-tools'),
    ])
    const mock = startMockServer(readMockSettings(window.location.search, window.sessionStorage))
    // exposed for QA and the e2e specs: `mockServer.pretender.handledRequests` lists every call
    Object.assign(window, { mockServer: mock.server })
    tools = previewTools(mock.db)
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <PreviewToolsContext value={tools}>
      <App store={makeStore()} />
    </PreviewToolsContext>,
  )
}

void start()
