import { createRoot } from 'react-dom/client'
import './list-page-kit'
import type { PreviewTools } from '~/mirage/preview-tools'
import type { AppStore } from '~/store'
import { App } from './App'
import { PreviewToolsContext } from './hooks/use-preview-tools'

/**
 * Renders the console into index.html's #root. Its own chunk, with React DOM and S2 behind it:
 * the entry (main.tsx) starts the first page's requests before this code has arrived.
 */
export function renderApp(store: AppStore, tools: PreviewTools | undefined) {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <PreviewToolsContext value={tools}>
      <App store={store} />
    </PreviewToolsContext>,
  )
}
