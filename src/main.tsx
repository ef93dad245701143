import './fonts.css'
import './app.css'
import { createRoot } from 'react-dom/client'
import type { PreviewTools } from '~/mirage/preview-tools'
import { entitySliceNames, forgetUser, makeStore, warmState } from '~/store'
import { warmStart } from '~/store/persist'
import { App } from './App'
import { PreviewBanner } from './components/PreviewBannerSlot'
import { PreviewToolsContext } from './hooks/use-preview-tools'
import { preloadLocation } from './routes'
import { applyThemeChoice } from './theme'

/**
 * How long the first render waits for the device's copy of the lists (issue 16): a warm reload
 * shows rows before any API answer; a slow disk must not delay a cold start by more than this.
 */
const WARM_START_WAIT_MS = 50

/**
 * How long the first render waits for the code of the page it opens on. React reveals a route
 * that suspended no sooner than 300 ms after its fallback showed (Suspense throttling), so a page
 * whose chunk is already loaded when the app first renders shows up to 300 ms sooner; on a slow
 * network the frame and the loading bar show after this wait instead.
 */
const FIRST_PAGE_WAIT_MS = 250

async function start() {
  applyThemeChoice()
  // the page's code loads beside everything else startup waits for (the preview's mock, the
  // warm start's read)
  const firstPage = preloadLocation(window.location.pathname)
  let tools: PreviewTools | undefined
  if (__MOCK_API__) {
    // its own chunk, absent from builds that serve a real API; the banner's chunk with it, so
    // the banner (loaded lazily: PreviewBannerSlot) is there at the first render
    const [{ startMockServer }, { readMockSettings }, { previewTools }] = await Promise.all([
      import('~/mirage/server'),
      import('~/mirage/settings'),
      import('~/mirage/preview-tools'),
      PreviewBanner?.preload(),
    ])
    const mock = startMockServer(readMockSettings(window.location.search, window.sessionStorage))
    // exposed for QA and the e2e specs: `mockServer.pretender.handledRequests` lists every call
    Object.assign(window, { mockServer: mock.server })
    tools = previewTools(mock.db)
  }
  // the preview keeps nothing: its mock resets on reload (SPEC §1)
  if (!__MOCK_API__) warmStart.enable()
  const readStart = performance.now()
  const saved = await warmStart.read({
    timeoutMs: WARM_START_WAIT_MS,
    sliceNames: entitySliceNames,
  })
  // a figure for the warm start's benchmark (specs/production/warm-start.e2e.ts prints it)
  performance.measure(saved ? 'warm start: restored' : 'warm start: none', { start: readStart })
  await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
  const store = makeStore(saved && warmState(saved))
  warmStart.watch(store, { forget: () => store.dispatch(forgetUser()) })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <PreviewToolsContext value={tools}>
      <App store={store} />
    </PreviewToolsContext>,
  )
}

void start()
