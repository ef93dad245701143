import './fonts.css'
import './app.css'
import { createRoot } from 'react-dom/client'
import { makeStore } from '~/store'
import { App } from './App'

async function start() {
  if (__MOCK_API__) {
    // its own chunk, absent from builds that serve a real API
    const [{ startMockServer }, { readMockSettings }] = await Promise.all([
      import('~/mirage/server'),
      import('~/mirage/settings'),
    ])
    startMockServer(readMockSettings(window.location.search, window.sessionStorage))
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(<App store={makeStore()} />)
}

void start()
